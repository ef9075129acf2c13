// The load benchmark (issues 3 and 14, Performance): the catalogue's hot paths and the server-drawn
// product page at 100,000 products in PostgreSQL, with autocannon, each beside a trivial route of
// the same server in the same run (the ceiling). Targets: suggest and product p99 under 20 ms and
// at least 40% of the ceiling's requests per second; filtered search p99 under 50 ms; the product
// page with the page cache p99 under 50 ms and at least 30% of the ceiling. Writes the figures, and the
// query plan of any route that misses, to the Load section of docs/benchmarks.md. The scratch
// catalogue, the routes and the load are also the cluster benchmark's (bench/cluster-load.ts).
//
//   npm run load --workspace bench                              100,000 products, 64 connections, 10 s
//   npm run load --workspace bench -- --duration 30 --connections 32
//   npm run load --workspace bench -- --database-url postgres://u@host:5432/scratch
//   npm run load --workspace bench -- --dry-run                 don't touch the docs
//   npm run load --workspace bench -- --plans                   query plans for every route
//
// The database (default postgres://postgres@127.0.0.1:5432/bench_catalogue) is a scratch one:
// created when missing, migrated and seeded by the API itself (the demo shop, then
// `seed:scale` up to --products), and reused as it is when it already holds that many products.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { markdownTable, repoRoot, writeDocSection } from './lib/docs-section.ts';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/bench_catalogue';
/** Product pages measured: few enough that the page cache holds them all (issue 14). */
const PAGE_IDS = 50;

export type Lang = 'en' | 'ar';
interface Target {
  /** p99 latency under this many ms. */
  p99: number;
  /** At least this share of the ceiling's requests per second. */
  share?: number;
  /** At least this share of another route's requests per second, in the same run. */
  of?: { key: Route['key']; share: number };
}
export interface Call {
  path: string;
  lang: Lang;
}
export interface Route {
  key: 'health' | 'suggest' | 'search' | 'product' | 'page' | 'page-ad' | 'page-uncached';
  name: string;
  example: string;
  calls: Call[];
  target?: Target;
}
interface Measured {
  route: Route;
  label: string;
  result: autocannon.Result;
  /** CPU milliseconds per request: the API process, and PostgreSQL's processes (null if remote). */
  cpu: { api: number; postgres: number | null };
}

const out = (line = '') => process.stdout.write(`${line}\n`);
const since = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------------------------------------
// The scratch database

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function withClient<T>(
  url: string,
  use: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!name) throw new Error(`--database-url names no database: ${url}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  await withClient(admin.href, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      out(`Creating the database ${name}…`);
      await client.query(`create database ${quoteIdent(name)}`);
    }
  });
}

async function productCount(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const table = await client.query<{ t: string | null }>(
      "select to_regclass('public.products')::text as t",
    );
    if (!table.rows[0]?.t) return 0;
    const counted = await client.query<{ n: string }>('select count(*) as n from products');
    return Number(counted.rows[0]!.n);
  });
}

function runToEnd(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${args.join(' ')} exited with ${signal ?? `code ${code}`}`)),
    );
  });
}

export async function prepareCatalogue(url: string, wanted: number, env: NodeJS.ProcessEnv) {
  await ensureDatabase(url);
  let count = await productCount(url);
  if (count >= wanted) {
    out(`Reusing ${new URL(url).pathname.slice(1)}: ${count.toLocaleString('en')} products.`);
    return;
  }
  const started = performance.now();
  // The server migrates, and seeds the demo shop (categories, brands, attributes, pictures,
  // data lists) when the database is empty: the same start as a newcomer's.
  out('Migrating and seeding the demo shop…');
  const api = await startApi({ ...env, SEED_DEMO: 'true' });
  await api.stop();
  count = await productCount(url);
  if (count < wanted) {
    await runToEnd(
      [
        'apps/api/scripts/seed-scale.ts',
        '--products',
        String(wanted - count),
        '--database-url',
        url,
      ],
      env,
    );
  }
  await withClient(url, (client) => client.query('analyze'));
  out(`Seeded in ${since(started)}.`);
}

// ---------------------------------------------------------------------------------------------
// The API

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

interface RunningApi {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function startApi(env: NodeJS.ProcessEnv): Promise<RunningApi> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  // Seeding the demo (pictures included) takes a while on a slow machine.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, pid: child.pid!, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the API did not answer ${url}/api/health in time`);
}

// ---------------------------------------------------------------------------------------------
// CPU time, from /proc (Linux): where a request's cost goes on a machine everything shares

const TICKS_PER_SECOND = (() => {
  const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim());
  return Number.isFinite(ticks) && ticks > 0 ? ticks : 100;
})();

/** User + system CPU time of a process, in ms, or 0 when it cannot be read. */
export function cpuMs(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1000;
  } catch {
    return 0;
  }
}

/** The CPU time of each `postgres` process on this machine (the server and its backends). */
function postgresCpu(): Map<string, number> {
  const times = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres')
        times.set(pid, cpuMs(pid));
    } catch {
      // gone already
    }
  }
  return times;
}

/** CPU used since `before` by the postgres processes alive now (a backend that ended is lost). */
function postgresCpuSince(before: Map<string, number>): number {
  let total = 0;
  for (const [pid, ms] of postgresCpu()) total += Math.max(0, ms - (before.get(pid) ?? 0));
  return total;
}

// ---------------------------------------------------------------------------------------------
// What is asked

/** What shoppers type: the first letters of product words, English and Arabic, a few two-word. */
const SUGGEST_QUERIES: readonly Call[] = [
  ...['sh', 'sma', 'hea', 'lap', 'yog', 'ket', 'wir', 'body mi'].map((q) => ({
    path: q,
    lang: 'en' as const,
  })),
  ...['هات', 'حذ', 'سما', 'غلا', 'كري', 'سجادة يو'].map((q) => ({ path: q, lang: 'ar' as const })),
];

export async function buildRoutes(url: string): Promise<Route[]> {
  const { ids, categories } = await withClient(url, async (client) => {
    const visible = `published and not (category_path && (select coalesce(array_agg(id), '{}'::int[]) from categories where not published))`;
    const idRows = await client.query<{ id: number }>(
      `select id from products where ${visible} order by random() limit 400`,
    );
    const categoryRows = await client.query<{ id: number }>(
      `select c.id from categories c where c.published
         and exists (select 1 from products p where p.category_path @> array[c.id]) order by c.id`,
    );
    return { ids: idRows.rows.map((r) => r.id), categories: categoryRows.rows.map((r) => r.id) };
  });
  if (ids.length === 0 || categories.length === 0) {
    throw new Error('The database holds no visible products in published categories.');
  }
  const langAt = (i: number): Lang => (i % 2 === 0 ? 'en' : 'ar');
  const search = categories.flatMap((categoryId) =>
    (['en', 'ar'] as const).map((lang) => ({
      path: `/api/products/search?$filter=${encodeURIComponent(`categoryId eq ${categoryId} and price le 100000`)}&$top=24&$count=true`,
      lang,
    })),
  );
  // The product pages measured, in both languages: the same set for every page route.
  const pageCalls = ids
    .slice(0, PAGE_IDS)
    .flatMap((id) =>
      (['en', 'ar'] as const).map((lang) => ({ path: `/products/${id}?lang=${lang}`, lang })),
    );
  return [
    {
      key: 'health',
      name: 'health (ceiling)',
      example: 'GET /api/health',
      calls: [{ path: '/api/health', lang: 'en' }],
    },
    {
      key: 'suggest',
      name: 'suggest',
      example: `GET /api/products/suggest?query=… (${SUGGEST_QUERIES.length} prefixes, en and ar)`,
      calls: SUGGEST_QUERIES.map(({ path: query, lang }) => ({
        path: `/api/products/suggest?query=${encodeURIComponent(query)}`,
        lang,
      })),
      target: { p99: 20, share: 0.4 },
    },
    {
      key: 'search',
      name: 'filtered search',
      example: `GET /api/products/search?$filter=categoryId eq {id} and price le 100000&$top=24&$count=true (${categories.length} categories × en, ar)`,
      calls: search,
      target: { p99: 50 },
    },
    {
      key: 'product',
      name: 'product',
      example: `GET /api/products/{id} (${ids.length} random visible ids)`,
      calls: ids.map((id, i) => ({ path: `/api/products/${id}`, lang: langAt(i) })),
      target: { p99: 20, share: 0.4 },
    },
    {
      key: 'page',
      name: 'product page',
      example: `GET /products/{id}?lang=… (the server-drawn HTML; ${PAGE_IDS} ids × en, ar, so the page cache answers most)`,
      calls: pageCalls,
      target: { p99: 50, share: 0.3 },
    },
    {
      key: 'page-ad',
      name: 'product page, from an ad',
      example:
        'the same pages with `utm_source`, `utm_campaign` and a `fbclid` new on every request, as visitors from an ad bring them (issue 24: the page cache ignores what the page does not read)',
      calls: pageCalls,
      target: { p99: 50, of: { key: 'page', share: 0.9 } },
    },
    {
      key: 'page-uncached',
      name: 'product page, drawn each time',
      example:
        'the same pages with a `variation` (a parameter the page reads) new on every request, so each request draws its page (the API answers it reads are still cached for a few seconds)',
      calls: pageCalls,
    },
  ];
}

/** Every request once before measuring: all must succeed, and searches must find something. */
export async function preflight(origin: string, route: Route) {
  let empty = 0;
  for (const call of route.calls) {
    const response = await fetch(`${origin}${call.path}`, {
      headers: { 'accept-language': call.lang },
    });
    if (!response.ok) {
      throw new Error(
        `${call.path} (${call.lang}) answered ${response.status}: ${await response.text()}`,
      );
    }
    if (route.key.startsWith('page')) {
      // A drawn page holds the product, not the app's empty shell.
      if (!(await response.text()).includes('application/ld+json')) empty++;
      continue;
    }
    const body: unknown = await response.json();
    if (Array.isArray(body) && body.length === 0) empty++;
    if (body && typeof body === 'object' && 'items' in body && Array.isArray(body.items)) {
      if (body.items.length === 0) empty++;
    }
  }
  if (empty > 0) out(`  note: ${empty} of the ${route.name} requests find nothing`);
}

export function load(origin: string, route: Route, connections: number, seconds: number) {
  let next = 0;
  const calls = route.calls;
  return autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        // A shared counter: consecutive requests, whichever connection sends them, rotate
        // through the whole set.
        setupRequest: (request) => {
          const n = next++;
          const call = calls[n % calls.length]!;
          // Tracking parameters new each time: the page cache answers all the same.
          // A parameter the page reads, new each time: the page cache cannot answer.
          const path =
            route.key === 'page-ad'
              ? `${call.path}&utm_source=ad&utm_campaign=eid&fbclid=IwAR${n}`
              : route.key === 'page-uncached'
                ? `${call.path}&variation=${1_000_000 + n}`
                : call.path;
          return { ...request, path, headers: { 'accept-language': call.lang } };
        },
      },
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// Query plans, for a route that misses its target

interface Plan {
  sql: string;
  text: string;
  executionMs: number;
  planningMs: number;
  hit: number;
  read: number;
  costliest: string;
  seqScans: string[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Total Time': number;
  'Actual Loops': number;
  'Actual Rows': number;
  Plans?: PlanNode[];
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function describeNode(node: PlanNode): string {
  const on = node['Index Name'] ?? node['Relation Name'];
  return on ? `${node['Node Type']} on ${on}` : node['Node Type'];
}

/** The node with the most time of its own (its time minus its children's), and the seq scans. */
function walk(root: PlanNode) {
  let worst = { node: root, self: -1 };
  const seqScans: string[] = [];
  const visit = (node: PlanNode) => {
    const total = node['Actual Total Time'] * node['Actual Loops'];
    const children = (node.Plans ?? []).reduce(
      (sum, child) => sum + child['Actual Total Time'] * child['Actual Loops'],
      0,
    );
    if (total - children > worst.self) worst = { node, self: total - children };
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) {
      seqScans.push(
        `${node['Relation Name']} (${plural(node['Actual Rows'] * node['Actual Loops'], 'row')})`,
      );
    }
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(root);
  return {
    costliest: `${describeNode(worst.node)}, ${worst.self.toFixed(2)} ms of its own over ${worst.node['Actual Loops']} loop${worst.node['Actual Loops'] === 1 ? '' : 's'}`,
    seqScans,
  };
}

/**
 * Runs one representative request through the API's own service code, in this process, with
 * a Drizzle logger that records the SQL and parameters it sends; then explains each statement.
 * The API's modules are loaded by path at run time so the bench's type check stays its own.
 */
interface Explained {
  call: Call;
  plans: Plan[];
  /** PostgreSQL time (planning + execution) of each sampled request of the rotation, in ms. */
  sampled: { call: Call; ms: number }[];
}

async function explainRoute(url: string, route: Route): Promise<Explained> {
  const api = (file: string) => pathToFileURL(path.join(repoRoot, 'apps/api/src', file)).href;
  const drizzleModule = 'drizzle-orm/node-postgres';
  const [{ drizzle }, schema, search, product, settings] = await Promise.all([
    import(drizzleModule),
    import(api('db/schema.ts')),
    import(api('modules/catalogue/search/service.ts')),
    import(api('modules/catalogue/products/service.ts')),
    import(api('modules/catalogue/service.ts')),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 2 });

  /** The statements one request sends, as the service writes them (a fresh Db: no cached count). */
  const statements = async (call: Call) => {
    const recorded: { query: string; params: unknown[] }[] = [];
    let recording = false;
    const db = drizzle({
      client: pool,
      schema,
      logger: {
        logQuery: (query: string, params: unknown[]) => {
          if (recording) recorded.push({ query, params });
        },
      },
    });
    const requestUrl = new URL(call.path, 'http://x');
    // Once-per-process reads (the theme's settings) happen before recording starts.
    if (route.key === 'suggest') {
      recording = true;
      await search.suggestProducts(db, call.lang, {
        query: requestUrl.searchParams.get('query'),
        pageCount: 5,
        preferInStock: true,
      });
    } else if (route.key === 'search') {
      const keep = await settings.keepOutOfStockAtEnd(db);
      recording = true;
      await search.searchProducts(
        db,
        call.lang,
        { $filter: requestUrl.searchParams.get('$filter'), $top: 24, $skip: 0, $count: 'true' },
        keep,
      );
    } else if (route.key === 'product') {
      recording = true;
      await product.productDetail(db, call.lang, Number(requestUrl.pathname.split('/').at(-1)));
    }
    return recorded.filter(({ query }) => /^\s*(select|with)\b/i.test(query));
  };

  type JsonPlan = {
    Plan: PlanNode & { 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
    'Planning Time': number;
    'Execution Time': number;
  };
  const explainJson = async (client: pg.PoolClient, query: string, params: unknown[]) => {
    const json = await client.query(`explain (analyze, buffers, format json) ${query}`, params);
    return (json.rows[0]['QUERY PLAN'] as JsonPlan[])[0]!;
  };

  const client = await pool.connect();
  try {
    // Up to 12 requests spread over the rotation; the slowest one in PostgreSQL is explained.
    const step = Math.max(1, Math.floor(route.calls.length / 12));
    const sample = route.calls.filter((_, i) => i % step === 0).slice(0, 12);
    const sampled: Explained['sampled'] = [];
    let slowest: { call: Call; ms: number; sent: Awaited<ReturnType<typeof statements>> } | null =
      null;
    for (const call of sample) {
      const sent = await statements(call);
      let ms = 0;
      for (const { query, params } of sent) {
        const top = await explainJson(client, query, params);
        ms += top['Planning Time'] + top['Execution Time'];
      }
      sampled.push({ call, ms });
      if (!slowest || ms > slowest.ms) slowest = { call, ms, sent };
    }
    const plans: Plan[] = [];
    for (const { query, params } of slowest!.sent) {
      const top = await explainJson(client, query, params);
      const text = await client.query(`explain (analyze, buffers) ${query}`, params);
      const { costliest, seqScans } = walk(top.Plan);
      plans.push({
        sql: query,
        text: text.rows.map((row) => row['QUERY PLAN']).join('\n'),
        executionMs: top['Execution Time'],
        planningMs: top['Planning Time'],
        hit: top.Plan['Shared Hit Blocks'],
        read: top.Plan['Shared Read Blocks'],
        costliest,
        seqScans,
      });
    }
    return { call: slowest!.call, plans, sampled };
  } finally {
    client.release();
    await pool.end();
  }
}

/** A reading of the plans beside the figures under load: where the time of a request goes. */
function readPlans(
  measured: Measured,
  plans: Plan[],
  sampled: { median: number; max: number },
  connections: number,
  ceiling: number,
): string {
  const { result, cpu, route } = measured;
  const rps = result.requests.average;
  const cores = os.availableParallelism();
  const sum = (pick: (plan: Plan) => number) =>
    plans.reduce((total, plan) => total + pick(plan), 0);
  const planning = sum((plan) => plan.planningMs);
  const total = planning + sum((plan) => plan.executionMs);
  const slowest = plans.reduce((a, b) => (b.executionMs > a.executionMs ? b : a));
  const seqScans = [...new Set(plans.flatMap((plan) => plan.seqScans))];
  const cpuPerRequest = cpu.api + (cpu.postgres ?? 0);
  const busy = (rps * cpuPerRequest) / 1000;
  const queueMs = (connections / rps) * 1000;
  const target = route.target!;
  const neededRps = Math.max(
    (connections / target.p99) * 1000,
    target.share !== undefined ? target.share * ceiling : 0,
  );
  const sentences = [
    `In PostgreSQL the sampled requests take ${sampled.median.toFixed(1)} ms (median) to ${sampled.max.toFixed(1)} ms; ` +
      `explained again, the slowest took ${total.toFixed(1)} ms ` +
      `(${plans.length === 1 ? 'one statement' : `${plans.length} statements`}, ${planning.toFixed(1)} ms of it planning).`,
    ...(plans.length > 1 && slowest.sql.includes('count(') && slowest.executionMs > 0.8 * total
      ? [
          'Nearly all of it is the count, which the API keeps for a few seconds per search: it runs ' +
            'for a few requests only, each time a cached count expires, which fits a p99 far above the p90.',
        ]
      : []),
    `Its costliest step is ${slowest.costliest}, on ${slowest.hit} shared buffers hit and ${slowest.read} read from disk` +
      (seqScans.length > 0
        ? `; sequential scans only on ${seqScans.join(', ')} (rows returned, all loops).`
        : '; no table is read in full.'),
    `Under load the route served ${fmt(rps)} req/s at ${cpu.api.toFixed(2)} ms of API CPU` +
      (cpu.postgres !== null ? ` and ${cpu.postgres.toFixed(2)} ms of PostgreSQL CPU` : '') +
      ` per request, which keeps ${busy.toFixed(2)} of the machine's ${cores} cores busy beside the load generator's own share. ` +
      `So the run is CPU-bound and its latency is mostly queueing: ${connections} connections ÷ ${fmt(rps)} req/s = ` +
      `${queueMs.toFixed(0)} ms per request, against a measured p50 of ${result.latency.p50} ms` +
      ` (p99 ${result.latency.p99} ms).`,
    `Meeting the target at ${connections} connections takes at least ${fmt(neededRps)} req/s, ` +
      `that is under ${((cores * 1000) / neededRps).toFixed(2)} ms of CPU per request on this machine ` +
      `(now ${cpuPerRequest.toFixed(2)} ms)` +
      (planning > 0.3 * total
        ? `; planning is ${((planning / total) * 100).toFixed(0)}% of the database time and is paid on every request, as the statements are not prepared.`
        : '.'),
  ];
  return sentences.join(' ');
}

// ---------------------------------------------------------------------------------------------
// The report

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function verdict(
  measured: Measured,
  ceiling: number,
  all: readonly Measured[],
): { met: boolean; text: string } {
  const target = measured.route.target;
  if (!target) return { met: true, text: '' };
  const { result } = measured;
  const share = result.requests.average / ceiling;
  const misses: string[] = [];
  if (result.latency.p99 >= target.p99) misses.push(`p99 ≥ ${target.p99} ms`);
  if (target.share !== undefined && share < target.share) {
    misses.push(`< ${target.share * 100}% of the ceiling`);
  }
  const other = target.of && all.find((m) => m.route.key === target.of!.key);
  const ofOther = other ? result.requests.average / other.result.requests.average : null;
  if (target.of && ofOther !== null && ofOther < target.of.share) {
    misses.push(`${fmt(ofOther * 100)}% of ${other!.route.name}`);
  }
  if (result.errors > 0 || result.non2xx > 0) misses.push('errors');
  const aim = `p99 < ${target.p99} ms${target.share !== undefined ? `, ≥ ${target.share * 100}% of the ceiling` : ''}${target.of && other ? `, ≥ ${target.of.share * 100}% of ${other.route.name} (${fmt((ofOther ?? 0) * 100)}%)` : ''}`;
  return misses.length === 0
    ? { met: true, text: `met (${aim})` }
    : { met: false, text: `**missed** (${aim}): ${misses.join(', ')}` };
}

export function machine(url: string, postgres: string) {
  const cpuinfo = (() => {
    try {
      return readFileSync('/proc/cpuinfo', 'utf8');
    } catch {
      return '';
    }
  })();
  const model =
    cpuinfo.match(/^model name\s*:\s*(.+)$/m)?.[1]?.trim() ?? os.cpus()[0]?.model.trim();
  return [
    `- Machine: ${os.availableParallelism()} CPU cores (${model ?? 'unknown'}), ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB memory, ${os.type()} ${os.release()}; the load generator, the API and PostgreSQL share it`,
    `- PostgreSQL ${postgres} on ${new URL(url).host}; Node.js ${process.version}; autocannon ${autocannonVersion()}`,
  ];
}

function autocannonVersion(): string {
  try {
    const file = path.join(repoRoot, 'node_modules/autocannon/package.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return '';
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '100000' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '3' },
      connections: { type: 'string', default: '64' },
      'database-url': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      // The default, as with the other benchmarks; kept so `--write` can be said out loud.
      write: { type: 'boolean', default: true },
      plans: { type: 'boolean', default: false },
    },
  });
  const number = (name: string, value: string, min: number) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} takes a whole number ≥ ${min}`);
    return n;
  };
  const wanted = number('products', values.products, 1);
  const seconds = number('duration', values.duration, 1);
  const warmup = number('warmup', values.warmup, 0);
  const connections = number('connections', values.connections, 1);
  const url = values['database-url'] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL;

  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-load-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    // Logging as a newcomer gets it (LOG_LEVEL, LOG_REQUESTS unset): the figures are theirs.
    LOG_LEVEL: undefined,
    LOG_REQUESTS: undefined,
    SEED_DEMO: 'false',
    GUEST_CREATION_PER_MINUTE: '100000',
  };
  // Development mode: production would ask for JWT_SECRET and PUBLIC_URL, and serves the
  // catalogue the same way.
  delete env.NODE_ENV;

  let api: RunningApi | null = null;
  const cleanUp = async () => {
    await api?.stop();
    api = null;
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    void cleanUp().then(() => process.exit(130));
  });

  const measured: Measured[] = [];
  let routes: Route[];
  let postgres: string;
  try {
    await prepareCatalogue(url, wanted, env);
    postgres = await withClient(url, async (client) => {
      const row = await client.query<{ server_version: string }>('show server_version');
      return row.rows[0]!.server_version.split(' ')[0]!;
    });
    routes = await buildRoutes(url);
    out('Starting the API…');
    api = await startApi(env);
    const origin = api.url;
    const localPostgres =
      existsSync('/proc/self/stat') &&
      ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);
    for (const route of routes) await preflight(origin, route);

    const order = [routes[0]!, ...routes.slice(1), routes[0]!];
    for (const [i, route] of order.entries()) {
      const label =
        route.key === 'health'
          ? i === 0
            ? `${route.name}, before`
            : `${route.name}, after`
          : route.name;
      if (warmup > 0) await load(origin, route, connections, warmup);
      const before = { api: cpuMs(api.pid), postgres: localPostgres ? postgresCpu() : null };
      const result = await load(origin, route, connections, seconds);
      const requests = Math.max(1, result.requests.total);
      measured.push({
        route,
        label,
        result,
        cpu: {
          api: (cpuMs(api.pid) - before.api) / requests,
          postgres: before.postgres ? postgresCpuSince(before.postgres) / requests : null,
        },
      });
      out(
        `${label.padEnd(26)} ${fmt(result.requests.average).padStart(7)} req/s  p50 ${result.latency.p50} ms  p90 ${result.latency.p90} ms  p99 ${result.latency.p99} ms  errors ${result.errors}  non-2xx ${result.non2xx}`,
      );
    }
  } finally {
    await cleanUp();
  }

  const ceilings = measured.filter((m) => m.route.key === 'health');
  const ceiling = ceilings.reduce((sum, m) => sum + m.result.requests.average, 0) / ceilings.length;
  const rows = measured.map((m) => {
    const { result } = m;
    const share = result.requests.average / ceiling;
    return [
      m.label,
      fmt(result.requests.average),
      fmt(result.latency.p50),
      fmt(result.latency.p90),
      fmt(result.latency.p99),
      `${result.errors} / ${result.non2xx}`,
      m.cpu.api.toFixed(2),
      m.cpu.postgres === null ? '—' : m.cpu.postgres.toFixed(2),
      m.route.key === 'health' ? '—' : `${fmt(share * 100)}%`,
      verdict(m, ceiling, measured).text || '—',
    ];
  });

  const explained: string[] = [];
  for (const m of measured) {
    const { met } = verdict(m, ceiling, measured);
    if (m.route.key === 'health' || m.route.key.startsWith('page') || (met && !values.plans)) {
      continue;
    }
    out(`Explaining ${m.route.name}…`);
    try {
      const { call, plans, sampled } = await explainRoute(url, m.route);
      if (plans.length === 0) continue;
      const times = sampled.map((s) => s.ms).sort((a, b) => a - b);
      const medianMs = times[Math.floor((times.length - 1) / 2)]!;
      explained.push(
        `### ${m.route.name}: ${met ? 'query plan' : 'why it misses'}`,
        '',
        `${sampled.length} requests spread over the rotation were run through the API's own service code, ` +
          'recording the SQL it sends, and each statement explained: PostgreSQL time per request (planning and ' +
          `execution) median ${medianMs.toFixed(1)} ms, slowest ${times.at(-1)!.toFixed(1)} ms. The slowest, ` +
          `\`${decodeURIComponent(call.path)}\` (Accept-Language: ${call.lang}), with \`EXPLAIN (ANALYZE, BUFFERS)\`:`,
        '',
        ...plans.flatMap((plan, i) => [
          ...(plans.length > 1 ? [`Statement ${i + 1} of ${plans.length}:`, ''] : []),
          '```text',
          plan.text,
          '```',
          '',
        ]),
        readPlans(m, plans, { median: medianMs, max: times.at(-1)! }, connections, ceiling),
        '',
      );
    } catch (error) {
      explained.push(
        `### ${m.route.name}`,
        '',
        `The query plan could not be captured: ${error instanceof Error ? error.message : String(error)}`,
        '',
      );
    }
  }

  const targets = measured.filter((m) => m.route.target);
  const missed = targets.filter((m) => !verdict(m, ceiling, measured).met);
  const command = [
    'npm run load --workspace bench',
    ...[
      wanted !== 100_000 ? `--products ${wanted}` : '',
      seconds !== 10 ? `--duration ${seconds}` : '',
      warmup !== 3 ? `--warmup ${warmup}` : '',
      connections !== 64 ? `--connections ${connections}` : '',
      values['database-url'] ? '--database-url …' : '',
    ].filter(Boolean),
  ];
  const markdown = [
    '## Load (API, autocannon)',
    '',
    `${fmt(wanted)} products in PostgreSQL; autocannon with ${connections} connections, ${warmup} s of warm-up ` +
      `then ${seconds} s per route, one route after the other against the same API process ` +
      '(development mode, the default logging (`LOG_LEVEL` and `LOG_REQUESTS` unset), the default pool of 10 database connections, no response ' +
      'compression asked). The ceiling is `GET /api/health`, measured first and last; each ' +
      "route's share is of the mean of the two. Requests rotate through a set so that no single " +
      'answer is repeated: ' +
      routes!
        .filter((r) => r.key !== 'health')
        .map((r) => `${r.name} \`${r.example}\``)
        .join('; ') +
      ' (the API keeps each count for a few seconds, so most searches run only the page query). CPU ms/req is user + system time over the measured seconds divided by the requests ' +
      "served: the API process's, and that of every PostgreSQL process on the machine. " +
      'Targets (issue 3): suggest and product p99 under 20 ms and at least 40% of the ceiling; ' +
      'filtered search p99 under 50 ms. Issue 14: the product page (HTML drawn on the server, with ' +
      'the page cache) p99 under 50 ms and at least 30% of the ceiling; the page drawn on every ' +
      'request is stated without a target.',
    '',
    markdownTable(
      [
        'route',
        'req/s',
        'p50 ms',
        'p90 ms',
        'p99 ms',
        'errors / non-2xx',
        'API CPU ms/req',
        'PostgreSQL CPU ms/req',
        'of ceiling',
        'target',
      ],
      rows,
      [1, 2, 3, 4, 5, 6, 7, 8],
    ),
    '',
    missed.length === 0
      ? `**Every target is met** (${targets.length} of ${targets.length}).`
      : `**${targets.length - missed.length} of ${targets.length} targets met**; missed: ${missed.map((m) => m.route.name).join(', ')}. The plans below show where the time goes.`,
    '',
    ...explained,
    ...machine(url, postgres!),
    `- Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `- Command: \`${command.length > 1 ? `${command[0]} -- ${command.slice(1).join(' ')}` : command[0]}\``,
  ].join('\n');

  out();
  out(markdown);
  if (!values['dry-run'] && values.write) {
    writeDocSection('load', markdown);
    out('\nUpdated the load section of docs/benchmarks.md.');
  }
}

// Run as a script; bench/cluster-load.ts imports the catalogue and the routes from here.
if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  });
}
