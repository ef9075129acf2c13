// Issue 30: JavaScript only for what a shopper can touch, before and after in one run. Lighthouse
// mobile (simulated slow 4G, 4× CPU slowdown) on home, product and category in English and
// Arabic, against two shops side by side on fresh databases: "before", an earlier checkout
// (built, a git worktree you make), and "after", this one; plus the floor, this shop's home as
// the server draws it without a script, and the control, a page with a heading and a sentence.
// Pages and shops take turns, run after run. Writes the
// medians to docs/benchmarks.md. Aim: TBT ≤ 200 ms, performance ≥ 95, LCP no worse than before.
//
//   git worktree add ../before <commit> && (cd ../before && npm install && npm run build)
//   npm run build && npm run islands --workspace bench -- --before ../before [--runs 3]
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumVersion, ensureChromium } from '../scripts/ensure-chromium.mjs';
import { markdownTable, repoRoot, writeDocSection } from './lib/docs-section.ts';
import {
  auditWithRetries,
  median,
  type Run,
  writeControlPage,
  writeFloorPage,
} from './lib/lighthouse.ts';
import { startShop } from './lib/server.ts';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    runs: { type: 'string', default: '3' },
    'dry-run': { type: 'boolean', default: false },
  },
});
if (!values.before) throw new Error('--before <folder of an earlier checkout, built> is required');
const runs = Number(values.runs);

const FLOOR_FILE = 'bench-floor.html';
const CONTROL_FILE = 'bench-control.html';
const PAGES = [
  { name: 'home, en', path: '/' },
  { name: 'home, ar', path: '/?lang=ar' },
  { name: 'product, en', path: '/products/1' },
  { name: 'product, ar', path: '/products/1?lang=ar' },
  { name: 'category, en', path: '/search/filterSearch?categoryId=1' },
  { name: 'category, ar', path: '/search/filterSearch?categoryId=1&lang=ar' },
] as const;
const SHOPS = ['before', 'after'] as const;
type Shop = (typeof SHOPS)[number];

const out = (line = '') => process.stdout.write(`${line}\n`);
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const mainThread = ({ mainThread: { wall, cpu } }: Run) =>
  `${Math.round(wall)} ms, ${Math.round(cpu)} ms on a CPU`;

async function main() {
  const chromePath = ensureChromium({ log: out });
  const shops = {
    before: await startShop({}, { root: path.resolve(values.before!), logFile: '/dev/null' }),
    after: await startShop({}, { logFile: '/dev/null' }),
  };
  const floorFile = path.join(repoRoot, 'apps/web/dist', FLOOR_FILE);
  const controlFile = path.join(repoRoot, 'apps/web/dist', CONTROL_FILE);
  const results = new Map<string, Run[]>();
  const record = (key: string, run: Run) => results.set(key, [...(results.get(key) ?? []), run]);
  const started = new Date();
  try {
    await writeFloorPage(shops.after.url, floorFile);
    writeControlPage(controlFile);
    // One unmeasured visit each, so that no first run pays for a cold server.
    for (const shop of SHOPS) await auditWithRetries(`${shops[shop].url}/`, chromePath, () => {});
    for (let run = 1; run <= runs; run++) {
      for (const page of PAGES) {
        for (const shop of SHOPS) {
          const result = await auditWithRetries(
            `${shops[shop].url}${page.path}`,
            chromePath,
            () => {},
          );
          record(`${page.name} ${shop}`, result);
          out(
            `run ${run}/${runs} ${page.name}, ${shop}: TBT ${Math.round(result.tbt)} ms, performance ${result.scores.performance}, LCP ${Math.round(result.lcp)} ms, JS ${kb(result.scriptBytes)} KB, main thread ${mainThread(result)}`,
          );
        }
      }
      for (const [key, file] of [
        ['floor', FLOOR_FILE],
        ['control', CONTROL_FILE],
      ] as const) {
        const result = await auditWithRetries(`${shops.after.url}/${file}`, chromePath, () => {});
        record(key, result);
        out(
          `run ${run}/${runs} ${key}: TBT ${Math.round(result.tbt)} ms, LCP ${Math.round(result.lcp)} ms, main thread ${mainThread(result)}`,
        );
      }
    }
  } finally {
    for (const file of [floorFile, controlFile]) rmSync(file, { force: true });
    await Promise.all(SHOPS.map((shop) => shops[shop].stop()));
  }

  const med = (key: string, pick: (run: Run) => number) =>
    median((results.get(key) ?? []).map(pick));
  const row = (name: string, shop: Shop | 'floor' | 'control') => {
    const key = shop === 'floor' || shop === 'control' ? shop : `${name} ${shop}`;
    return [
      name,
      shop,
      `${Math.round(med(key, (r) => r.tbt))} ms`,
      String(med(key, (r) => r.scores.performance)),
      `${(med(key, (r) => r.lcp) / 1000).toFixed(2)} s`,
      `${kb(med(key, (r) => r.scriptBytes))} KB`,
      `${Math.round(med(key, (r) => r.mainThread.wall))} ms`,
      `${Math.round(med(key, (r) => r.mainThread.cpu))} ms`,
    ];
  };
  const rows = [
    ...PAGES.flatMap((page) => SHOPS.map((shop) => row(page.name, shop))),
    row('static home, en', 'floor'),
    row('a heading and a sentence', 'control'),
  ];
  const first = results.get(`${PAGES[0].name} after`)![0]!.lhr;
  const benchmarkIndex = median(
    [...results.values()].flat().map((run) => run.lhr.environment.benchmarkIndex),
  );
  const markdown = [
    '## JavaScript only for what a shopper can touch (issue 30)',
    '',
    `Lighthouse ${first.lighthouseVersion}, mobile (simulated slow 4G, 4× CPU slowdown), median of ${runs} runs per page and shop, in one run: "before" (${path.basename(path.resolve(values.before!))}, an earlier checkout) and "after" (this one) side by side on fresh demo databases, taking turns; the floor is this shop's English home as the server draws it with every script removed, served as a static file by the same server; the control is a page with a heading and a sentence and nothing else, served the same way: what it blocks is the machine's, not a page's. JS is every script the page loaded, as transferred (headers included). Main thread: the page's main-thread tasks in Lighthouse's own trace (before its 4× slowdown), how long they lasted and, of that, how long the thread ran on a CPU rather than waited for one (thread time). Aim: TBT at most 200 ms, performance at least 95, LCP no worse than before; the product page at most 80 KB of JavaScript.`,
    '',
    markdownTable(
      ['page', 'shop', 'TBT', 'performance', 'LCP', 'JS', 'main thread', 'on a CPU'],
      rows,
      [2, 3, 4, 5, 6, 7],
    ),
    '',
    `- Machine: ${os.cpus().length} CPU cores (${os.cpus()[0]?.model.trim()}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory, ${os.type()} ${os.release()}; the two shops (each with its embedded database) and Chromium share it; Lighthouse's CPU benchmark index ${Math.round(benchmarkIndex)} (median of the run's audits)`,
    `- Browser: ${chromiumVersion(chromePath)}; Node.js ${process.version}`,
    `- Date: ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `- Command: \`npm run build && npm run islands --workspace bench -- --before <built earlier checkout>${runs !== 3 ? ` --runs ${runs}` : ''}\``,
  ].join('\n');
  out();
  out(markdown);
  if (!values['dry-run']) {
    writeDocSection('islands', markdown);
    out('\nUpdated the islands section of docs/benchmarks.md.');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
