// Lighthouse in mobile mode (its default emulated phone, simulated slow 4G and 4× CPU slowdown)
// in the system's Chromium, for the page benchmarks (pages.ts, islands.ts).
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_FLAGS } from '../../scripts/ensure-chromium.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Run {
  scores: Record<Category, number>;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  /** JavaScript transferred (bytes, headers included), every script the page loaded. */
  scriptBytes: number;
  /** The page's main thread in Lighthouse's own (unthrottled) trace: see mainThreadTime. */
  mainThread: MainThreadTime;
  lhr: Result;
}

export interface MainThreadTime {
  /** Milliseconds of tasks, from start to end (what Lighthouse slows down 4× into TBT). */
  wall: number;
  /** Of those, the milliseconds the thread ran on a CPU rather than waited for one. */
  cpu: number;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const out = (line = '') => process.stdout.write(`${line}\n`);

export async function audit(url: string, chromePath: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number>,
      lcp: metric('largest-contentful-paint'),
      fcp: metric('first-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      scriptBytes: scriptBytes(lhr),
      mainThread: mainThreadTime(result.artifacts.Trace.traceEvents, url),
      lhr,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse's own advice for these is "run again"; a noisy machine hits them now and then. */
const TRANSIENT =
  /NO_FCP|NO_NAVSTART|NO_LCP|PROTOCOL_TIMEOUT|NO_TRACING_STARTED|CHROME_INTERSTITIAL_ERROR/;

export async function auditWithRetries(url: string, chromePath: string, checkDist: () => void) {
  for (let attempt = 1; ; attempt++) {
    try {
      const run = await audit(url, chromePath);
      checkDist();
      return run;
    } catch (error) {
      checkDist();
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= 3 || !TRANSIENT.test(message)) throw error;
      out(`  (${message.split(':')[0]}; trying that run again)`);
    }
  }
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { beginData?: { url?: string } };
}

/**
 * The tasks of the page's main thread (the one that parsed its HTML), as recorded: their length
 * (`dur`) and the part of it spent running (`tdur`, thread time). On a machine whose few cores
 * the browser's other processes and the shops share, a task may last far longer than it ran;
 * Lighthouse counts the former. Both in milliseconds.
 */
export function mainThreadTime(events: readonly TraceEvent[], url: string): MainThreadTime {
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url,
  );
  if (!parse) return { wall: Number.NaN, cpu: Number.NaN };
  let wall = 0;
  let cpu = 0;
  for (const event of events) {
    if (event.pid !== parse.pid || event.tid !== parse.tid) continue;
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    wall += event.dur ?? 0;
    cpu += event.tdur ?? 0;
  }
  return { wall: wall / 1000, cpu: cpu / 1000 };
}

/** The bytes of every script the page loaded, as transferred. */
function scriptBytes(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details as
    | { items?: { resourceType?: string; transferSize?: number }[] }
    | undefined;
  return (details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/**
 * The floor: the shop's English home as the server draws it, with every script (and its
 * canonical and alternate links, which name the real page) removed, written where the same
 * server serves it as a static file. No storefront page can paint sooner on this machine.
 */
export async function writeFloorPage(origin: string, file: string): Promise<void> {
  const home = await fetch(`${origin}/`).then((response) => response.text());
  writeFileSync(
    file,
    home
      .replace(/<script\b[^>]*>.*?<\/script>/gs, '')
      .replace(/<link rel="(modulepreload|canonical|alternate)"[^>]*>/g, ''),
  );
}

/**
 * The control: a page with a heading and a sentence, no style, picture or script, served the
 * same way. What it blocks is the machine's own share of every TBT in the run: the page's main
 * thread waiting for a core that the browser's other processes, Lighthouse and the shops hold.
 */
export function writeControlPage(file: string): void {
  writeFileSync(
    file,
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>Control</title><meta name="description" content="A page with nothing on it.">' +
      '</head><body><h1>Control</h1><p>A page with nothing on it.</p></body></html>',
  );
}
