// Issue 29's search bench: suggestions at 100,000 products in PostgreSQL, uncached, on an earlier
// checkout ("before": prefix matching in the page's language) and on this one ("after": names in
// every language, typo tolerance, the box's categories and brands), side by side in one run.
// Rounds alternate between the two so that a busy machine weighs on both alike; medians go to
// the "Search" section of docs/benchmarks.md. Target: after no worse than 2× before (p99, and
// half the requests per second at least).
//
//   npm run load --workspace bench                 once: the 100,000-product catalogue
//   git worktree add ../before <commit> && (cd ../before && npm install && npm run build)
//   npm run search --workspace bench -- --before ../before [--rounds 3] [--seconds 6]
//
// Both serve with CATALOGUE_CACHE_SECONDS=0: every request reads the database (the issue asks
// for the uncached figure; shoppers mostly get the few-second cache's answers).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { markdownTable, repoRoot, writeDocSection } from './lib/docs-section.ts';
import { type RunningShop, startShop } from './lib/server.ts';
import { DEFAULT_DATABASE_URL, fmt, machine, withClient } from './load.ts';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    'database-url': { type: 'string', default: DEFAULT_DATABASE_URL },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '6' },
    connections: { type: 'string', default: '32' },
    'dry-run': { type: 'boolean', default: false },
  },
});
if (!values.before) throw new Error('--before <folder of an earlier checkout, built> is required');
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const url = values['database-url']!;

interface Shop {
  name: 'before' | 'after';
  root: string;
  running?: RunningShop;
}
const shops: Shop[] = [
  { name: 'before', root: path.resolve(values.before) },
  { name: 'after', root: repoRoot },
];

interface Call {
  path: string;
  lang: 'en' | 'ar';
}
const calls = (route: string, queries: string[], lang: 'en' | 'ar'): Call[] =>
  queries.map((q) => ({ path: `/api/products/${route}?query=${encodeURIComponent(q)}`, lang }));

/** The load benchmark's prefixes (bench/load.ts): what shoppers type, en and ar. */
const PREFIXES_EN = ['sh', 'sma', 'hea', 'lap', 'yog', 'ket', 'wir', 'body mi'];
const PREFIXES_AR = ['هات', 'حذ', 'سما', 'غلا', 'كري', 'سجادة يو'];
/** Mistyped words: before finds nothing for them (cheaply); after corrects them. */
const TYPOS_EN = ['shrit', 'headphons', 'ketle', 'yoga mta', 'wirless', 'lptop'];
const TYPOS_AR = ['سماعت', 'حذاا', 'غلايه كهربايه'];

interface Kind {
  label: string;
  calls: Call[];
  /** The route the after shop answers, when it differs from before's. */
  afterCalls?: Call[];
}
const KINDS: Record<string, Kind> = {
  suggest: {
    label: 'suggest, prefixes (GET products/suggest, the load bench’s 14 queries)',
    calls: [...calls('suggest', PREFIXES_EN, 'en'), ...calls('suggest', PREFIXES_AR, 'ar')],
  },
  box: {
    label:
      'the header box: before GET products/suggest, after GET products/quick-search (with categories and brands), same 14 queries',
    calls: [...calls('suggest', PREFIXES_EN, 'en'), ...calls('suggest', PREFIXES_AR, 'ar')],
    afterCalls: [
      ...calls('quick-search', PREFIXES_EN, 'en'),
      ...calls('quick-search', PREFIXES_AR, 'ar'),
    ],
  },
  typos: {
    label: 'suggest, mistyped words (9 queries: before finds nothing, after corrects)',
    calls: [...calls('suggest', TYPOS_EN, 'en'), ...calls('suggest', TYPOS_AR, 'ar')],
  },
};

async function start(shop: Shop) {
  shop.running = await startShop(
    {
      DATABASE_URL: url,
      SEED_DEMO: 'false',
      LOG_LEVEL: undefined,
      LOG_REQUESTS: undefined,
      CATALOGUE_CACHE_SECONDS: '0',
    },
    { root: shop.root, logFile: '/dev/null' },
  );
}

/** User and system CPU of a process so far, in ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function measure(shop: Shop, kind: Kind, duration = seconds) {
  const pid = shop.running!.pid;
  const cpuBefore = cpuMs(pid);
  const list = shop.name === 'after' && kind.afterCalls ? kind.afterCalls : kind.calls;
  let n = 0;
  const result = await autocannon({
    url: shop.running!.url,
    connections,
    duration,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const call = list[n++ % list.length]!;
          return {
            ...request,
            path: call.path,
            headers: { ...request.headers, 'accept-language': call.lang },
          };
        },
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

/** What each shop answers for the mistyped words: how many products (after should find some). */
async function typoFindings(shop: Shop): Promise<string> {
  const found: string[] = [];
  for (const call of KINDS.typos!.calls) {
    const response = await fetch(`${shop.running!.url}${call.path}`, {
      headers: { 'accept-language': call.lang },
    });
    const items = (await response.json()) as unknown[];
    found.push(String(items.length));
  }
  return found.join(', ');
}

const commitOf = (dir: string) =>
  spawnSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();

const median = (numbers: number[]) =>
  [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

try {
  const products = await withClient(url, async (client) => {
    const row = await client.query<{ n: string }>('select count(*) as n from products');
    return Number(row.rows[0]!.n);
  });
  const postgres = await withClient(url, async (client) => {
    const row = await client.query<{ server_version: string }>('show server_version');
    return row.rows[0]!.server_version.split(' ')[0]!;
  });
  for (const shop of shops) await start(shop);
  // Warm both: the code paths compiled, after's word list read.
  for (const shop of shops) for (const kind of Object.values(KINDS)) await measure(shop, kind, 2);
  const results = new Map<string, Awaited<ReturnType<typeof measure>>[]>();
  for (let round = 0; round < rounds; round++) {
    for (const key of Object.keys(KINDS)) {
      for (const shop of round % 2 ? [...shops].reverse() : shops) {
        const measured = await measure(shop, KINDS[key]!);
        const name = `${key} ${shop.name}`;
        results.set(name, [...(results.get(name) ?? []), measured]);
        process.stdout.write(
          `${name.padEnd(16)} ${fmt(measured.rps)} req/s  p99 ${measured.p99} ms  ${measured.cpu.toFixed(2)} ms CPU/req\n`,
        );
      }
    }
  }
  const rows = Object.keys(KINDS).flatMap((key) =>
    shops.map((shop) => {
      const all = results.get(`${key} ${shop.name}`)!;
      const before = results.get(`${key} before`)!;
      const rps = median(all.map((m) => m.rps));
      const p99 = median(all.map((m) => m.p99));
      return [
        KINDS[key]!.label,
        shop.name,
        fmt(rps),
        fmt(p99),
        median(all.map((m) => m.cpu)).toFixed(2),
        String(all.reduce((sum, m) => sum + m.errors, 0)),
        shop.name === 'after' ? `${fmt((rps / median(before.map((m) => m.rps))) * 100)}%` : '—',
        shop.name === 'after' ? `${(p99 / median(before.map((m) => m.p99))).toFixed(2)}×` : '—',
      ];
    }),
  );
  const typoBefore = await typoFindings(shops[0]!);
  const typoAfter = await typoFindings(shops[1]!);
  const markdown = [
    '## Search (issue 29)',
    '',
    `Suggestions at ${fmt(products)} products, uncached (\`CATALOGUE_CACHE_SECONDS=0\`: every request reads the database), on an earlier checkout ("before": commit \`${commitOf(shops[0]!.root)}\`, prefix matching in the page's language) and this one ("after": \`${commitOf(repoRoot)}\`, names in every language, typo tolerance against the process's word list, the box's categories and brands). ${rounds} rounds of ${seconds} s per measurement with ${connections} connections, alternating, medians. Command: \`npm run search --workspace bench -- --before <checkout>\`.`,
    '',
    ...machine(url, postgres),
    '',
    markdownTable(
      [
        'measurement',
        'server',
        'req/s',
        'p99 ms',
        'CPU ms/req',
        'errors',
        'req/s after ÷ before',
        'p99 after ÷ before',
      ],
      rows,
      [2, 3, 4, 5, 6, 7],
    ),
    '',
    `Products suggested for the mistyped words (${[...TYPOS_EN, ...TYPOS_AR].join(', ')}): before ${typoBefore}; after ${typoAfter}.`,
    '',
  ].join('\n');
  process.stdout.write(`\n${markdown}\n`);
  if (!values['dry-run']) writeDocSection('search', markdown);
} finally {
  for (const shop of shops) await shop.running?.stop();
}
