// The page benchmark (issues 2 and 14): Lighthouse in mobile mode (its default emulated phone
// and simulated slow 4G / 4x CPU throttling) on the home, a product and a search page in English
// and Arabic, and on the floor (the home page without its scripts, as a static file of the same
// server), in the system's Chromium, against the built shop on a fresh database. Writes the
// median scores and LCP to docs/benchmarks.md. Aim: performance 95+, the rest 100.
//
//   npm run build && npm run pages --workspace bench              3 runs per page
//   npm run pages --workspace bench -- --runs 5                   more runs
//   BENCH_URL=http://localhost:3000 npm run pages --workspace bench   an already running shop
//   npm run pages --workspace bench -- --dry-run                  don't touch the docs
//   npm run pages --workspace bench -- --only home                these pages only (no docs)
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateReport, type Result } from 'lighthouse';
import { chromiumVersion, ensureChromium } from '../scripts/ensure-chromium.mjs';
import { markdownTable, repoRoot, writeDocSection } from './lib/docs-section.ts';
import {
  auditWithRetries,
  CATEGORIES,
  type Category,
  median,
  type Run,
  writeFloorPage,
} from './lib/lighthouse.ts';
import { type RunningShop, startShop } from './lib/server.ts';

const FLOOR_FILE = 'bench-floor.html';
// English pages at their bare address, as a shopper and a crawler reach them (decision 53).
const PAGES = [
  { name: 'home, en', path: '/', slug: 'home-en' },
  { name: 'home, ar', path: '/?lang=ar', slug: 'home-ar' },
  { name: 'product, en', path: '/products/1', slug: 'product-en' },
  { name: 'product, ar', path: '/products/1?lang=ar', slug: 'product-ar' },
  { name: 'search, en', path: '/search/filterSearch?keyword=oud', slug: 'search-en' },
  { name: 'search, ar', path: '/search/filterSearch?keyword=oud&lang=ar', slug: 'search-ar' },
  { name: 'category, en', path: '/search/filterSearch?categoryId=1', slug: 'category-en' },
  { name: 'category, ar', path: '/search/filterSearch?categoryId=1&lang=ar', slug: 'category-ar' },
  // The floor: the home page as the server draws it, without a script, as a static file of the
  // same server. No storefront page can paint sooner on this machine.
  { name: 'floor: static home, en', path: `/${FLOOR_FILE}`, slug: 'floor' },
] as const;
const AIM: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

const out = (line = '') => process.stdout.write(`${line}\n`);

/** The audits that cost points in a category, for the reader who wants to reach 100. */
function lostPoints(lhr: Result, category: Category): string[] {
  if (category === 'performance') {
    // The metrics are what lose points; the useful part is what would speed them up.
    const saving = (a: Result['audits'][string]) =>
      (a.metricSavings?.LCP ?? 0) + (a.metricSavings?.FCP ?? 0) + (a.metricSavings?.TBT ?? 0);
    return Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && saving(a) > 0)
      .sort((a, b) => saving(b) - saving(a))
      .slice(0, 4)
      .map((a) => {
        const ms = Object.entries(a.metricSavings ?? {})
          .filter(([, v]) => (v ?? 0) > 0)
          .map(([metric, v]) => `${metric} −${Math.round(v ?? 0)} ms`);
        return `${a.title} (${ms.join(', ')})`;
      });
  }
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1)
    .map((a) => `${a!.id} (${a!.title})`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      url: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      // Only the pages whose slug contains this (home, product-ar…): for a quick look; implies --dry-run.
      only: { type: 'string' },
    },
  });
  const pages = PAGES.filter((page) => !values.only || page.slug.includes(values.only));
  if (values.only) values['dry-run'] = true;
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');

  const chromePath = ensureChromium({ log: out });
  // The server reads index.html once at start; a build during the run would leave it pointing
  // at assets that no longer exist, and Lighthouse would measure a blank page.
  const indexHtml = path.join(repoRoot, 'apps/web/dist/index.html');
  const builtAt = existsSync(indexHtml) ? statSync(indexHtml).mtimeMs : 0;
  const checkDist = () => {
    if (
      !values.url &&
      !process.env.BENCH_URL &&
      existsSync(indexHtml) &&
      statSync(indexHtml).mtimeMs !== builtAt
    ) {
      throw new Error(
        'apps/web/dist was rebuilt during the benchmark; run it again when no build is running.',
      );
    }
  };
  const browser = chromiumVersion(chromePath);
  let shop: RunningShop | null = null;
  const base = values.url ?? process.env.BENCH_URL ?? null;
  if (!base) {
    out('Starting the built shop on a fresh database…');
    shop = await startShop();
  }
  const origin = (base ?? shop!.url).replace(/\/$/, '');
  // The floor page is written into the build the server serves (removed again at the end).
  const floorFile = path.join(repoRoot, 'apps/web/dist', FLOOR_FILE);
  await writeFloorPage(origin, floorFile);
  const resultsDir = path.join(repoRoot, 'bench/.results');
  mkdirSync(resultsDir, { recursive: true });

  const stopShop = async () => {
    await shop?.stop();
    shop = null;
  };
  process.once('SIGINT', () => {
    void stopShop().then(() => process.exit(130));
  });

  const summary: {
    name: string;
    runs: Run[];
    typical: Run;
    median: Omit<Run, 'lhr' | 'scriptBytes' | 'mainThread'>;
  }[] = [];
  try {
    // One unmeasured visit so the first measured run doesn't pay for server warm-up.
    await auditWithRetries(`${origin}${pages[0]!.path}`, chromePath, checkDist);
    for (const page of pages) {
      const collected: Run[] = [];
      for (let i = 1; i <= runs; i++) {
        const run = await auditWithRetries(`${origin}${page.path}`, chromePath, checkDist);
        collected.push(run);
        out(
          `${page.name}  run ${i}/${runs}: ${CATEGORIES.map((c) => `${c} ${run.scores[c]}`).join(', ')}, LCP ${Math.round(run.lcp)} ms`,
        );
      }
      const med = {
        scores: Object.fromEntries(
          CATEGORIES.map((c) => [c, median(collected.map((r) => r.scores[c]))]),
        ) as Record<Category, number>,
        lcp: median(collected.map((r) => r.lcp)),
        fcp: median(collected.map((r) => r.fcp)),
        tbt: median(collected.map((r) => r.tbt)),
        cls: median(collected.map((r) => r.cls)),
      };
      // Keep the run closest to the median LCP as a full report to open in a browser.
      const typical = collected.reduce((best, r) =>
        Math.abs(r.lcp - med.lcp) < Math.abs(best.lcp - med.lcp) ? r : best,
      );
      writeFileSync(
        path.join(resultsDir, `${page.slug}.html`),
        generateReport(typical.lhr, 'html'),
      );
      summary.push({ name: page.name, runs: collected, typical, median: med });
    }
  } finally {
    rmSync(floorFile, { force: true });
    await stopShop();
  }

  const first = summary[0]!.runs[0]!.lhr;
  const rows = summary.map((s) => [
    s.name,
    ...CATEGORIES.map((c) => String(s.median.scores[c])),
    `${(s.median.lcp / 1000).toFixed(2)} s`,
    `${(s.median.fcp / 1000).toFixed(2)} s`,
    `${Math.round(s.median.tbt)} ms`,
    s.median.cls.toFixed(3),
  ]);
  const head = [
    'page',
    'performance',
    'accessibility',
    'best practices',
    'SEO',
    'LCP',
    'FCP',
    'TBT',
    'CLS',
  ];
  const misses = summary.flatMap((s) =>
    CATEGORIES.filter((c) => s.median.scores[c] < AIM[c]).map(
      (c) =>
        `- ${s.name}, ${c} ${s.median.scores[c]} (aim ${AIM[c]}): ${lostPoints(s.typical.lhr, c).join('; ') || 'no single audit to blame; see the full report'}`,
    ),
  );
  const machine = [
    `${os.availableParallelism()} CPU cores (${os.cpus()[0]?.model.trim() ?? 'unknown'})`,
    `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB memory`,
    `Lighthouse benchmark index ${Math.round(first.environment.benchmarkIndex)}`,
  ].join(', ');
  const markdown = [
    '## Pages (Lighthouse)',
    '',
    `Median of ${runs} run${runs > 1 ? 's' : ''} per page, Lighthouse ${first.lighthouseVersion} in mobile mode ` +
      '(emulated phone, simulated slow 4G and 4× CPU slowdown), on the built shop with a fresh demo ' +
      'database. Aim: performance 95+, accessibility, best practices and SEO 100.',
    '',
    markdownTable(head, rows, [1, 2, 3, 4, 5, 6, 7, 8]),
    '',
    ...(misses.length > 0
      ? ['Below the aim:', '', ...misses, '']
      : ['Every score meets the aim.', '']),
    `- Machine: ${machine}`,
    `- Browser: ${browser}`,
    `- Node.js ${process.version}, ${os.type()} ${os.release()}`,
    `- Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `- Command: \`npm run build && npm run pages --workspace bench${runs !== 3 ? ` -- --runs ${runs}` : ''}\``,
    '- The floor is the English home page as the server draws it with every script (and its canonical and alternate links, which name the real page) removed, served as a static file by the same server in the same run.',
    `- Full reports of the median run: ${PAGES.map((page) => `\`bench/.results/${page.slug}.html\``).join(', ')} (not committed).`,
  ].join('\n');

  out();
  out(markdown);
  if (!values['dry-run']) {
    writeDocSection('pages', markdown);
    out('\nUpdated the pages section of docs/benchmarks.md.');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
