// The cluster benchmark (issue 17): product and suggest through HAProxy in front of 1 instance
// and of 3 (scripts/cluster.ts, as `npm run cluster` runs them), both running through the run and
// measured in alternating rounds, on the load
// benchmark's catalogue (100,000 products in PostgreSQL) and with its routes and autocannon
// settings (bench/load.ts). Writes the figures to the Cluster section of docs/benchmarks.md.
//
//   npm run cluster-load --workspace bench
//   npm run cluster-load --workspace bench -- --duration 20 --connections 32 --instances 1,2,3
//   npm run cluster-load --workspace bench -- --dry-run          don't touch the docs
//
// Everything shares the machine: on 2 cores, 3 instances cannot serve more than 1 does, and the
// comparison shows what the balancer and the extra processes cost, not how the shop scales.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import { type Cluster, startCluster } from '../scripts/cluster.ts';
import { markdownTable, writeDocSection } from './lib/docs-section.ts';
import {
  buildRoutes,
  DEFAULT_DATABASE_URL,
  fmt,
  load,
  machine,
  preflight,
  prepareCatalogue,
  type Route,
  withClient,
} from './load.ts';

const out = (line = '') => process.stdout.write(`${line}\n`);

/** A route on one cluster size over every round: req/s in all, the rounds' median latencies. */
interface Measured {
  instances: number;
  route: Route;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

function combine(instances: number, route: Route, results: autocannon.Result[]): Measured {
  const sum = (pick: (result: autocannon.Result) => number) =>
    results.reduce((total, result) => total + pick(result), 0);
  return {
    instances,
    route,
    rps: sum((result) => result.requests.total) / sum((result) => result.duration),
    p50: median(results.map((result) => result.latency.p50)),
    p90: median(results.map((result) => result.latency.p90)),
    p99: median(results.map((result) => result.latency.p99)),
    errors: sum((result) => result.errors),
    non2xx: sum((result) => result.non2xx),
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '100000' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '3' },
      connections: { type: 'string', default: '64' },
      instances: { type: 'string', default: '1,3' },
      rounds: { type: 'string', default: '3' },
      'database-url': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
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
  const rounds = number('rounds', values.rounds, 1);
  const roundSeconds = Math.max(1, Math.round(seconds / rounds));
  const sizes = values.instances.split(',').map((n) => number('instances', n.trim(), 1));
  const url = values['database-url'] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

  // The catalogue is prepared as the load benchmark does (an API started once to migrate).
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-cluster-load-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
  };
  delete env.NODE_ENV;
  try {
    await prepareCatalogue(url, wanted, env);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const postgres = await withClient(url, async (client) => {
    const row = await client.query<{ server_version: string }>('show server_version');
    return row.rows[0]!.server_version.split(' ')[0]!;
  });
  const routes = (await buildRoutes(url)).filter((route) =>
    ['health', 'suggest', 'product'].includes(route.key),
  );

  // Every cluster runs at once (idle ones cost a health check a second), and each route is
  // measured in rounds that alternate between them: whatever else the machine is doing weighs on
  // every size alike, rather than on whichever ran while it peaked.
  const clusters: { instances: number; cluster: Cluster }[] = [];
  const stopAll = () => Promise.all(clusters.map(({ cluster }) => cluster.stop()));
  process.once('SIGINT', () => {
    void stopAll().then(() => process.exit(130));
  });
  const measured: Measured[] = [];
  const loadBefore = os.loadavg()[0]!;
  try {
    for (const instances of sizes) {
      out(`Starting ${instances} instance(s) behind HAProxy…`);
      const cluster = await startCluster({
        instances,
        databaseUrl: url,
        redisUrl,
        redisKeyPrefix: `dukkan-bench:${randomBytes(4).toString('hex')}:`,
        env: { LOG_LEVEL: 'warn', SEED_DEMO: 'false', NODE_ENV: 'development' },
      });
      clusters.push({ instances, cluster });
    }
    for (const route of routes) {
      for (const { cluster } of clusters) {
        await preflight(cluster.url, route);
        if (warmup > 0) await load(cluster.url, route, connections, warmup);
      }
      const runs = new Map(clusters.map(({ instances }) => [instances, [] as autocannon.Result[]]));
      for (let round = 0; round < rounds; round++) {
        for (const { instances, cluster } of clusters) {
          const result = await load(cluster.url, route, connections, roundSeconds);
          runs.get(instances)!.push(result);
          out(
            `${String(instances).padStart(2)} × ${route.name.padEnd(18)} round ${round + 1}: ${fmt(result.requests.average).padStart(7)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms`,
          );
        }
      }
      for (const [instances, results] of runs) measured.push(combine(instances, route, results));
    }
  } finally {
    await stopAll();
  }

  const first = sizes[0]!;
  // Each route's runs side by side.
  const byRoute = routes.flatMap((route) => measured.filter((m) => m.route.key === route.key));
  const rows = byRoute.map((m) => {
    const base = measured.find((b) => b.instances === first && b.route.key === m.route.key)!;
    return [
      m.route.name,
      String(m.instances),
      fmt(m.rps),
      fmt(m.p50),
      fmt(m.p90),
      fmt(m.p99),
      `${m.errors} / ${m.non2xx}`,
      m.instances === first ? '—' : `${fmt((m.rps / base.rps) * 100)}%`,
    ];
  });
  const cores = os.availableParallelism();
  const busy = loadBefore > cores / 2;
  const baseRps = (m: Measured) =>
    measured.find((b) => b.instances === first && b.route.key === m.route.key)!.rps;
  const command = [
    'npm run cluster-load --workspace bench',
    ...[
      wanted !== 100_000 ? `--products ${wanted}` : '',
      seconds !== 10 ? `--duration ${seconds}` : '',
      warmup !== 3 ? `--warmup ${warmup}` : '',
      connections !== 64 ? `--connections ${connections}` : '',
      values.instances !== '1,3' ? `--instances ${values.instances}` : '',
      rounds !== 3 ? `--rounds ${rounds}` : '',
    ].filter(Boolean),
  ];
  const markdown = [
    '## Cluster (HAProxy in front of 1 and 3 instances)',
    '',
    `${fmt(wanted)} products in PostgreSQL, the load section's routes and settings: autocannon with ` +
      `${connections} connections, ${warmup} s of warm-up then ${rounds} rounds of ${roundSeconds} s per route and size ` +
      'that alternate between the sizes (req/s over all rounds, latencies the median round), through ' +
      'HAProxy (round-robin, health checks on `/api/health/ready`) in front of the instances ' +
      '`npm run cluster` starts, sharing one Redis and one database, each with its own caches ' +
      `(so with more instances each product or suggestion is cached in each of them). Instances: ${sizes.join(' and ')}, all running for the whole run.`,
    '',
    markdownTable(
      [
        'route',
        'instances',
        'req/s',
        'p50 ms',
        'p90 ms',
        'p99 ms',
        'errors / non-2xx',
        `vs ${first}`,
      ],
      rows,
      [1, 2, 3, 4, 5, 6, 7],
    ),
    '',
    `**This shows overhead, not scale.** The machine has ${cores} cores, and the load generator, ` +
      'HAProxy, every instance and PostgreSQL share them: one instance can already keep them ' +
      'busy, so more instances add processes competing for the same cores, more connections to ' +
      'PostgreSQL and colder per-instance caches, and cannot add throughput. What the figures ' +
      'say is what running several instances costs on one machine; spreading instances over ' +
      'machines is what adds capacity, and this run cannot measure that.' +
      (busy && measured.some((m) => m.instances !== first && m.rps > 1.1 * baseRps(m))
        ? ' Where more instances come out ahead, they took a larger share of cores that other ' +
          'work on the machine was using too (more processes, more time slices): still no ' +
          'more cores.'
        : ''),
    '',
    ...machine(url, postgres).map((line) =>
      line.replace(
        'the API and PostgreSQL share it',
        'HAProxy, the instances and PostgreSQL share it',
      ),
    ),
    `- Load average (1 min) when the run started: ${loadBefore.toFixed(1)}${busy ? ': other work was running, which lowers every figure; the alternating rounds share it out between the sizes' : ''}`,
    `- Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `- Command: \`${command.length > 1 ? `${command[0]} -- ${command.slice(1).join(' ')}` : command[0]}\``,
  ].join('\n');

  out();
  out(markdown);
  if (!values['dry-run']) {
    writeDocSection('cluster-load', markdown);
    out('\nUpdated the cluster section of docs/benchmarks.md.');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
