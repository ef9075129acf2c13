// The logging benchmark (issue 24): what request logging costs the cached product page. The
// same built shop runs three times side by side on copies of one freshly seeded embedded
// database, each writing its log to a file as a process manager would: with the defaults a
// newcomer gets (no LOG_* variable set), with request logging off (LOG_REQUESTS=off), and with a
// line for every request at info (LOG_REQUESTS=all, the volume Fastify writes by default).
// autocannon loads each in turn, the order rotating from round to round; each round's figures are
// compared with logging off's in the same round, and the medians of those taken, so that other
// work on a shared machine weighs on all three alike. Target: with the defaults, at least 80% of
// the requests per second of logging off.
// Writes the Logging section of docs/benchmarks.md.
//
//   npm run build && npm run logging --workspace bench
//   npm run logging --workspace bench -- --rounds 15 --duration 5 --connections 32
//   npm run logging --workspace bench -- --dry-run            don't touch the docs
//
// Traffic goes to 127.0.0.1 only; the databases and logs live in a temporary folder, removed at
// the end.
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { markdownTable, repoRoot, writeDocSection } from './lib/docs-section.ts';
import { type RunningShop, startShop } from './lib/server.ts';
import { cpuMs, fmt, load, preflight, type Route } from './load.ts';

const SETUPS = [
  { key: 'default', name: 'defaults (no LOG_* variable set)', env: {} },
  { key: 'off', name: 'request logging off', env: { LOG_REQUESTS: 'off' } },
  { key: 'all', name: 'every request logged at info', env: { LOG_REQUESTS: 'all' } },
] as const;
type SetupKey = (typeof SETUPS)[number]['key'];
/** The share of logging-off's requests per second the defaults must reach (issue 24). */
const TARGET = 0.8;

interface Round {
  reqs: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
  cpuPerRequest: number;
}

const out = (line = '') => process.stdout.write(`${line}\n`);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

function autocannonVersion(): string {
  const file = path.join(repoRoot, 'node_modules/autocannon/package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

function cpuModel(): string {
  try {
    const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
    const model = cpuinfo.match(/^model name\s*:\s*(.+)$/m)?.[1]?.trim();
    if (model) return model;
  } catch {
    // not Linux
  }
  return os.cpus()[0]?.model.trim() ?? 'unknown';
}

/** Product pages to ask for: the first `count` products the search lists, in en and ar. */
async function pageRoute(origin: string, count: number): Promise<Route> {
  const response = await fetch(`${origin}/api/products/search?$top=${count}`);
  const body = (await response.json()) as { items: { productId: number }[] };
  const ids = body.items.map((item) => item.productId);
  if (ids.length === 0) throw new Error('The demo shop lists no products.');
  return {
    key: 'page',
    name: 'product page',
    example: `GET /products/{id}?lang=… (${ids.length} products × en, ar)`,
    calls: ids.flatMap((id) =>
      (['en', 'ar'] as const).map((lang) => ({ path: `/products/${id}?lang=${lang}`, lang })),
    ),
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string', default: '10' },
      duration: { type: 'string', default: '3' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '64' },
      products: { type: 'string', default: '10' },
      'dry-run': { type: 'boolean', default: false },
    },
  });
  const number = (name: string, value: string, min: number, max: number) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min || n > max) {
      throw new Error(`--${name} takes a whole number from ${min} to ${max}`);
    }
    return n;
  };
  // Bounded: at most 20 rounds of 30 s per set-up.
  const rounds = number('rounds', values.rounds, 1, 20);
  const seconds = number('duration', values.duration, 1, 30);
  const warmup = number('warmup', values.warmup, 0, 30);
  const connections = number('connections', values.connections, 1, 512);
  const products = number('products', values.products, 1, 50);

  const started = performance.now();
  const loadBefore = loadAverage();
  const scratch = mkdtempSync(path.join(tmpdir(), 'storefront-logging-'));
  // The newcomer's environment: whatever LOG_* or NODE_ENV this shell has is not passed on.
  const base = {
    NODE_ENV: undefined,
    LOG_LEVEL: undefined,
    LOG_REQUESTS: undefined,
    LOG_SLOW_REQUEST_MS: undefined,
  };
  const shops = new Map<SetupKey, RunningShop>();
  const cleanUp = async () => {
    await Promise.all([...shops.values()].map((shop) => shop.stop()));
    shops.clear();
    rmSync(scratch, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    void cleanUp().then(() => process.exit(130));
  });

  const measured = new Map<SetupKey, Round[]>(SETUPS.map((setup) => [setup.key, []]));
  const logBytes = new Map<SetupKey, number>();
  const logFile = (key: SetupKey) => path.join(scratch, `${key}.log`);
  let route: Route;
  try {
    const phase = (name: string) => out(`${name} (${fmt((performance.now() - started) / 1000)} s)`);
    phase('Seeding the demo shop once…');
    const seedDir = path.join(scratch, 'seed');
    const seeder = await startShop(base, {
      dataDir: seedDir,
      logFile: path.join(scratch, 'seed.log'),
    });
    await seeder.stop();
    for (const setup of SETUPS) cpSync(seedDir, path.join(scratch, setup.key), { recursive: true });

    phase('Starting the three servers…');
    // All settled before going on, so that none is left running if another fails to start.
    const starts = await Promise.allSettled(
      SETUPS.map(async (setup) => {
        const shop = await startShop(
          { ...base, ...setup.env },
          { dataDir: path.join(scratch, setup.key), logFile: logFile(setup.key) },
        );
        shops.set(setup.key, shop);
      }),
    );
    const failed = starts.find((start) => start.status === 'rejected');
    if (failed) throw failed.reason;
    route = await pageRoute(shops.get('default')!.url, products);
    phase('Drawing every page once in each, then warming each up…');
    // Every page drawn once, so the page cache answers from here on.
    await Promise.all([...shops.values()].map((shop) => preflight(shop.url, route)));
    for (const shop of shops.values()) {
      if (warmup > 0) await load(shop.url, route, connections, warmup);
    }
    // Lines of the start and the warm-up out of the way (the destination writes within 1 s).
    await sleep(1200);
    const sizeBefore = new Map(SETUPS.map((s) => [s.key, statSync(logFile(s.key)).size]));
    phase('Measuring…');

    for (let round = 0; round < rounds; round++) {
      const order = SETUPS.map((_, i) => SETUPS[(i + round) % SETUPS.length]!);
      for (const setup of order) {
        const shop = shops.get(setup.key)!;
        const cpuBefore = cpuMs(shop.pid);
        const result = await load(shop.url, route, connections, seconds);
        const requests = Math.max(1, result.requests.total);
        measured.get(setup.key)!.push({
          reqs: result.requests.average,
          p99: result.latency.p99,
          requests: result.requests.total,
          errors: result.errors,
          non2xx: result.non2xx,
          cpuPerRequest: (cpuMs(shop.pid) - cpuBefore) / requests,
        });
        out(
          `round ${round + 1}  ${setup.key.padEnd(8)} ${fmt(result.requests.average).padStart(6)} req/s  p99 ${result.latency.p99} ms  errors ${result.errors}  non-2xx ${result.non2xx}`,
        );
      }
    }
    // Stopping writes out what each destination still holds; then the logs can be measured.
    await Promise.all([...shops.values()].map((shop) => shop.stop()));
    shops.clear();
    for (const setup of SETUPS) {
      logBytes.set(setup.key, statSync(logFile(setup.key)).size - sizeBefore.get(setup.key)!);
    }
  } finally {
    await cleanUp();
  }

  const summary = new Map(
    SETUPS.map((setup) => {
      const runs = measured.get(setup.key)!;
      const requests = runs.reduce((sum, run) => sum + run.requests, 0);
      return [
        setup.key,
        {
          reqs: median(runs.map((run) => run.reqs)),
          p99: median(runs.map((run) => run.p99)),
          cpu: median(runs.map((run) => run.cpuPerRequest)),
          failed: runs.reduce((sum, run) => sum + run.errors + run.non2xx, 0),
          logPerThousand: (logBytes.get(setup.key)! / Math.max(1, requests)) * 1000,
        },
      ] as const;
    }),
  );
  /**
   * The median over the rounds of a set-up's requests per second divided by logging off's in the
   * same round (rounds where logging off served nothing, the machine stalled, are left out).
   */
  const ofOff = (key: SetupKey) => {
    const offRuns = measured.get('off')!;
    const ratios = measured
      .get(key)!
      .flatMap((run, round) => (offRuns[round]!.reqs > 0 ? [run.reqs / offRuns[round]!.reqs] : []));
    return ratios.length > 0 ? median(ratios) : 0;
  };
  const ratio = ofOff('default');
  const rows = SETUPS.map((setup) => {
    const s = summary.get(setup.key)!;
    const settings = Object.entries(setup.env)
      .map(([name, value]) => `\`${name}=${value}\``)
      .join(' ');
    return [
      setup.name,
      settings || 'none',
      fmt(s.reqs),
      fmt(s.p99),
      `${fmt(ofOff(setup.key) * 100)}%`,
      s.cpu.toFixed(3),
      s.logPerThousand < 1024 ? `${fmt(s.logPerThousand)} B` : `${fmt(s.logPerThousand / 1024)} KB`,
      String(s.failed),
    ];
  });
  const perRound = SETUPS.map(
    (setup) =>
      `${setup.key} ${measured
        .get(setup.key)!
        .map((run) => fmt(run.reqs))
        .join(' / ')}`,
  ).join('; ');
  const command = [
    'npm run logging --workspace bench',
    ...[
      rounds !== 10 ? `--rounds ${rounds}` : '',
      seconds !== 3 ? `--duration ${seconds}` : '',
      warmup !== 2 ? `--warmup ${warmup}` : '',
      connections !== 64 ? `--connections ${connections}` : '',
      products !== 10 ? `--products ${products}` : '',
    ].filter(Boolean),
  ];
  const markdown = [
    '## Logging (cached product page, autocannon)',
    '',
    'The built shop, three times side by side on copies of one freshly seeded embedded database ' +
      '(development mode, as `npm start` runs it), each writing its stdout to a file: with the ' +
      'defaults a newcomer gets (no `LOG_*` variable set: `LOG_LEVEL=info`, `LOG_REQUESTS=errors`, ' +
      'so a request gets a line only when it fails or takes over 1 s), with request logging off, ' +
      'and with every request logged at info (two lines each, the volume Fastify writes by ' +
      'default and the shop wrote before; now through the same asynchronous destination). ' +
      `${route!.example}, all in the page cache. autocannon with ${connections} connections, ` +
      `${warmup} s of warm-up per server, then ${rounds} rounds of ${seconds} s per server, the ` +
      'order rotating each round. req/s, p99 and CPU are medians over the rounds; "of logging off" ' +
      "is the median of each round's req/s divided by logging off's in the same round, which " +
      'cancels most of what other work on the machine takes from all three. CPU ms/req is the server ' +
      "process's user + system time over a round divided by its requests; the log is what the " +
      'file grew by during the rounds. Target (issue 24): with the defaults, at least ' +
      `${TARGET * 100}% of the requests per second of logging off.`,
    '',
    markdownTable(
      [
        'server',
        'set',
        'req/s',
        'p99 ms',
        'of logging off',
        'CPU ms/req',
        'log per 1,000 requests',
        'errors + non-2xx',
      ],
      rows,
      [2, 3, 4, 5, 6, 7],
    ),
    '',
    ratio >= TARGET
      ? `**Target met**: with the defaults the page serves ${fmt(ratio * 100)}% of logging off's requests per second (at least ${TARGET * 100}%).`
      : `**Target missed**: with the defaults the page serves ${fmt(ratio * 100)}% of logging off's requests per second (at least ${TARGET * 100}% wanted).`,
    '',
    `- Requests per second of each round: ${perRound}`,
    `- Machine: ${os.availableParallelism()} CPU cores (${cpuModel()}), ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB memory, ${os.type()} ${os.release()}; the load generator and the three servers share it. Load average (1, 5, 15 min) ${loadBefore} before the run, ${loadAverage()} after`,
    `- Node.js ${process.version}; autocannon ${autocannonVersion()}; the run took ${fmt((performance.now() - started) / 1000)} s`,
    `- Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `- Command: \`npm run build && ${command.length > 1 ? `${command[0]} -- ${command.slice(1).join(' ')}` : command[0]}\``,
  ].join('\n');

  out();
  out(markdown);
  if (!values['dry-run']) {
    writeDocSection('logging', markdown);
    out('\nUpdated the logging section of docs/benchmarks.md.');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
