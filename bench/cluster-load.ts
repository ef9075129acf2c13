// The cluster benchmark (issue 17): product and suggest through HAProxy in front of 1 instance,
// then of 3 (scripts/cluster.ts, as `npm run cluster` runs them), in the same run, on the load
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

interface Measured {
  instances: number;
  route: Route;
  result: autocannon.Result;
}

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '100000' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '3' },
      connections: { type: 'string', default: '64' },
      instances: { type: 'string', default: '1,3' },
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

  let cluster: Cluster | null = null;
  process.once('SIGINT', () => {
    void cluster?.stop().then(() => process.exit(130));
  });
  const measured: Measured[] = [];
  for (const instances of sizes) {
    out(`Starting ${instances} instance(s) behind HAProxy…`);
    cluster = await startCluster({
      instances,
      databaseUrl: url,
      redisUrl,
      redisKeyPrefix: `dukkan-bench:${randomBytes(4).toString('hex')}:`,
      env: { LOG_LEVEL: 'warn', SEED_DEMO: 'false', NODE_ENV: 'development' },
    });
    try {
      for (const route of routes) {
        await preflight(cluster.url, route);
        if (warmup > 0) await load(cluster.url, route, connections, warmup);
        const result = await load(cluster.url, route, connections, seconds);
        measured.push({ instances, route, result });
        out(
          `${String(instances).padStart(2)} × ${route.name.padEnd(18)} ${fmt(result.requests.average).padStart(7)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${result.errors}  non-2xx ${result.non2xx}`,
        );
      }
    } finally {
      await cluster.stop();
      cluster = null;
    }
  }

  const first = sizes[0]!;
  const rows = measured.map(({ instances, route, result }) => {
    const base = measured.find((m) => m.instances === first && m.route.key === route.key)!;
    return [
      route.name,
      String(instances),
      fmt(result.requests.average),
      fmt(result.latency.p50),
      fmt(result.latency.p90),
      fmt(result.latency.p99),
      `${result.errors} / ${result.non2xx}`,
      instances === first
        ? '—'
        : `${fmt((result.requests.average / base.result.requests.average) * 100)}%`,
    ];
  });
  const cores = os.availableParallelism();
  const command = [
    'npm run cluster-load --workspace bench',
    ...[
      wanted !== 100_000 ? `--products ${wanted}` : '',
      seconds !== 10 ? `--duration ${seconds}` : '',
      warmup !== 3 ? `--warmup ${warmup}` : '',
      connections !== 64 ? `--connections ${connections}` : '',
      values.instances !== '1,3' ? `--instances ${values.instances}` : '',
    ].filter(Boolean),
  ];
  const markdown = [
    '## Cluster (HAProxy in front of 1 and 3 instances)',
    '',
    `${fmt(wanted)} products in PostgreSQL, the load section's routes and settings: autocannon with ` +
      `${connections} connections, ${warmup} s of warm-up then ${seconds} s per route, through ` +
      'HAProxy (round-robin, health checks on `/api/health/ready`) in front of the instances ' +
      '`npm run cluster` starts, sharing one Redis and one database, each with its own caches ' +
      `(so with more instances each product or suggestion is cached in each of them). Instances: ${sizes.join(', then ')}, in the same run.`,
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
      'machines is what adds capacity, and this run cannot measure that.',
    '',
    ...machine(url, postgres).map((line) =>
      line.replace(
        'the API and PostgreSQL share it',
        'HAProxy, the instances and PostgreSQL share it',
      ),
    ),
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
