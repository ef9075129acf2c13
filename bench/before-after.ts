// Issue 24's before and after, in one run: the server-drawn product page served by an earlier
// checkout of the shop ("before", a git worktree you make) and by this one ("after"), side by
// side on the load benchmark's catalogue (run `npm run load --workspace bench` once first), each
// with the logging a newcomer gets. Rounds alternate between the two so that a busy machine
// weighs on both alike; the medians go to the "Before and after" section of docs/benchmarks.md.
//
//   git worktree add ../before <commit> && (cd ../before && npm install && npm run build)
//   npm run before-after --workspace bench -- --before ../before [--rounds 3] [--seconds 6]
//
// Four measurements: the cached page (one of 100 addresses, so the page cache answers), the
// same page with tracking parameters new on every request (as visitors from an ad bring them),
// the page drawn on every request because a parameter it reads is new each time (`variation`: no
// drawn page is kept for it, as after a change or past the safety net, while what the shop keeps
// besides pages may answer: the "page drawn with an empty cache"), and the page drawn on
// every request by shops that keep nothing at all (CATALOGUE_CACHE_SECONDS=0: no page, no
// answer). CPU per request is the server process's.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { markdownTable, repoRoot, writeDocSection } from './lib/docs-section.ts';
import { type RunningShop, startShop } from './lib/server.ts';
import { DEFAULT_DATABASE_URL, fmt, machine } from './load.ts';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    'database-url': { type: 'string', default: DEFAULT_DATABASE_URL },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '6' },
    'dry-run': { type: 'boolean', default: false },
  },
});
if (!values.before) throw new Error('--before <folder of an earlier checkout, built> is required');
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const url = values['database-url']!;

interface Shop {
  name: 'before' | 'after';
  root: string;
  /** A shop that keeps nothing (CATALOGUE_CACHE_SECONDS=0): every request draws its page. */
  keepsNothing?: boolean;
  running?: RunningShop;
}
const shops: Shop[] = [
  { name: 'before', root: path.resolve(values.before) },
  { name: 'after', root: repoRoot },
];
const drawingShops: Shop[] = shops.map((shop) => ({ ...shop, keepsNothing: true }));

async function start(shop: Shop) {
  shop.running = await startShop(
    {
      DATABASE_URL: url,
      SEED_DEMO: 'false',
      // Logging as a newcomer gets it, on both.
      LOG_LEVEL: undefined,
      LOG_REQUESTS: undefined,
      ...(shop.keepsNothing ? { CATALOGUE_CACHE_SECONDS: '0' } : {}),
    },
    { root: shop.root, logFile: '/dev/null' },
  );
}

/** User and system CPU of a process so far, in ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** 50 visible products in both languages (read from the catalogue once both shops are up). */
let PAGES: string[] = [];
async function visibleProducts(shop: Shop): Promise<string[]> {
  const answer = await fetch(
    `${shop.running!.url}/api/products/search?$top=50&$orderby=productId asc`,
  );
  const { items } = (await answer.json()) as { items: { productId: number }[] };
  return items.flatMap(({ productId }) =>
    ['en', 'ar'].map((lang) => `/products/${productId}?lang=${lang}`),
  );
}

type Kind = 'cached' | 'ad' | 'drawn' | 'uncached';
const KINDS: Record<Kind, { label: string; connections: number }> = {
  cached: { label: 'product page, kept', connections: 64 },
  ad: { label: 'product page from an ad (tracking parameters new each time)', connections: 64 },
  drawn: {
    label: 'product page drawn each time (`variation` new each time: no page kept for it)',
    connections: 16,
  },
  uncached: {
    label: 'product page drawn each time by a shop that keeps nothing (CATALOGUE_CACHE_SECONDS=0)',
    connections: 16,
  },
};

let counter = 0;
const suffix = (kind: Kind) =>
  kind === 'ad'
    ? `&utm_source=ad&utm_campaign=eid&fbclid=IwAR${counter++}`
    : kind === 'drawn'
      ? `&variation=${1_000_000 + counter++}`
      : '';

async function measure(shop: Shop, kind: Kind) {
  const pid = shop.running!.pid;
  const cpuBefore = cpuMs(pid);
  let n = 0;
  const result = await autocannon({
    url: shop.running!.url,
    connections: KINDS[kind].connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: `${PAGES[n++ % PAGES.length]}${suffix(kind)}`,
        }),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    cpu: (cpuMs(pid) - cpuBefore) / Math.max(1, result.requests.total),
    errors: result.errors + result.non2xx,
  };
}

const commitOf = (dir: string) =>
  spawnSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();

/**
 * Render passes of pages drawn for this request (their `Server-Timing`), one new `variation` per
 * product page: issue 24 asks for one pass, every page.
 */
async function renderPasses(shop: Shop): Promise<number[]> {
  const passes: number[] = [];
  for (const page of PAGES) {
    const answer = await fetch(`${shop.running!.url}${page}${suffix('drawn')}`);
    await answer.arrayBuffer();
    const timing = answer.headers.get('server-timing') ?? '';
    const counted = /render;desc="(\d+) pass/.exec(timing)?.[1];
    if (counted) passes.push(Number(counted));
  }
  return passes;
}

const passesSaid = (passes: number[]) =>
  passes.length < PAGES.length
    ? `only ${passes.length} of ${PAGES.length} pages drawn`
    : Math.min(...passes) === Math.max(...passes)
      ? `${passes[0]} on every page`
      : `${Math.min(...passes)} to ${Math.max(...passes)}`;

const median = (numbers: number[]) =>
  [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

try {
  for (const shop of [...shops, ...drawingShops]) await start(shop);
  PAGES = await visibleProducts(shops[1]!);
  // Warm both: every page drawn once, the code paths compiled.
  for (const shop of shops) await measure(shop, 'cached');
  for (const shop of drawingShops) await measure(shop, 'uncached');
  const results = new Map<
    string,
    ReturnType<typeof measure> extends Promise<infer R> ? R[] : never
  >();
  for (let round = 0; round < rounds; round++) {
    for (const kind of Object.keys(KINDS) as Kind[]) {
      const pair = kind === 'uncached' ? drawingShops : shops;
      for (const shop of round % 2 ? [...pair].reverse() : pair) {
        const key = `${kind} ${shop.name}`;
        const measured = await measure(shop, kind);
        results.set(key, [...(results.get(key) ?? []), measured]);
        process.stdout.write(
          `${key.padEnd(16)} ${fmt(measured.rps)} req/s  p99 ${measured.p99} ms  ${measured.cpu.toFixed(2)} ms CPU/req\n`,
        );
      }
    }
  }
  const rows = (Object.keys(KINDS) as Kind[]).flatMap((kind) =>
    shops.map((shop) => {
      const all = results.get(`${kind} ${shop.name}`)!;
      const rps = median(all.map((m) => m.rps));
      const base = median(results.get(`${kind} before`)!.map((m) => m.rps));
      return [
        KINDS[kind].label,
        shop.name,
        fmt(rps),
        fmt(median(all.map((m) => m.p99))),
        median(all.map((m) => m.cpu)).toFixed(2),
        String(all.reduce((sum, m) => sum + m.errors, 0)),
        shop.name === 'after' ? `${fmt((rps / base) * 100)}%` : '—',
      ];
    }),
  );
  const passes = await renderPasses(shops[1]!);
  const cached = median(results.get('cached after')!.map((m) => m.rps));
  const ad = median(results.get('ad after')!.map((m) => m.rps));
  // Before and after of the same round ran one after the other: their ratio, per round, is what
  // a machine whose speed drifts over the run (as these shared ones do) still compares fairly.
  const paired = (of: 'rps' | 'cpu') => {
    const after = results.get('drawn after')!;
    return median(
      results.get('drawn before')!.map((before, round) => after[round]![of] / before[of]),
    );
  };
  const markdown = [
    '## Before and after (issue 24)',
    '',
    `The product page served by an earlier checkout ("before": commit \`${commitOf(shops[0]!.root)}\`) and by this one ("after": \`${commitOf(repoRoot)}\`), side by side on the load benchmark's catalogue, each with the logging a newcomer gets; ${rounds} rounds of ${seconds} s per measurement, alternating, medians. Kept and ad pages with 64 connections, drawn pages with 16. Command: \`npm run before-after --workspace bench -- --before <checkout>\`.`,
    '',
    ...machine(url, 'local'),
    '',
    markdownTable(
      ['measurement', 'server', 'req/s', 'p99 ms', 'CPU ms/req', 'errors', 'after ÷ before'],
      rows,
      [2, 3, 4, 5, 6],
    ),
    '',
    `After, a visitor from an ad is served at ${fmt((ad / cached) * 100)}% of the plain address's rate (target: within 10%). A page drawn because none is kept for its address costs ${fmt(paired('cpu') * 100)}% of before's CPU per request (target: at most 40%, as 2.5 of 6.2 ms) and serves ${paired('rps').toFixed(1)}× before's requests per second (target: at least 2×): the medians of the rounds' ratios, before and after of a round having run back to back. Render passes per drawn page, after (each of the ${PAGES.length} product pages drawn once more, by its \`Server-Timing\`): ${passesSaid(passes)} (target: 1).`,
    '',
  ].join('\n');
  process.stdout.write(`\n${markdown}\n`);
  if (!values['dry-run']) writeDocSection('before-after', markdown);
} finally {
  for (const shop of [...shops, ...drawingShops]) {
    await shop.running?.stop();
  }
}
