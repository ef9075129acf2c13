#!/usr/bin/env node
// Several instances of the shop behind a real load balancer, on one machine (issue 17):
// PostgreSQL, Redis, N `apps/api/src/server.ts` processes on ports of their own and HAProxy in
// front, round-robin, sending requests only to instances whose /api/health/ready answers 200.
// Decision 50 says why HAProxy and what it may retry.
//
//   npm run cluster                          3 instances; the shop at http://127.0.0.1:8080
//   npm run cluster -- --instances 2 --port 9000
//
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/dukkan_cluster, created when missing
// and seeded by the first instance), REDIS_URL (default redis://127.0.0.1:6379) and
// REDIS_KEY_PREFIX (default dukkan-cluster:) are read from the environment. Ctrl-C stops it all:
// the instances drain, then the balancer stops.
//
// It is also a module: the cluster test and the cluster benchmark start one with startCluster().
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { ensureHaproxy } from './ensure-haproxy.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const serverFile = path.join(repoRoot, 'apps/api/src/server.ts');

/** The balancer's health checks: every second, out after 2 failures, back after 2 successes. */
export const HEALTH_CHECK = { intervalMs: 1000, fall: 2, rise: 2 } as const;
/**
 * SIGTERM's drain: readiness answers 503 while requests are still served, for longer than the
 * balancer takes to see it (interval × fall) so no request meets a closed port (decision 47).
 */
const DRAIN_MS = HEALTH_CHECK.intervalMs * HEALTH_CHECK.fall + 500;

export interface ClusterOptions {
  /** How many instances (default 3). */
  instances?: number;
  databaseUrl: string;
  redisUrl?: string;
  redisKeyPrefix?: string;
  /** The balancer's port (0: a free one); instances take free ports unless `instancePorts`. */
  port?: number;
  instancePorts?: number[];
  /** Where the balancer listens (default 127.0.0.1). */
  host?: string;
  /** More environment for every instance (limits, LOG_LEVEL…). */
  env?: Record<string, string>;
  /** Each line an instance or the balancer writes; by default kept (see `logs`). */
  onOutput?: (source: string, line: string) => void;
  /** How long an instance may take to be ready (default 120 s: a first start seeds the demo). */
  startTimeoutMs?: number;
}

export interface ClusterInstance {
  /** Its name in the balancer and in the X-Served-By header: instance-1, instance-2… */
  readonly name: string;
  /** Its own address, past the balancer. */
  readonly url: string;
  readonly pid: number | undefined;
  readonly running: boolean;
  /** Sends the signal and waits for the process to exit (SIGTERM drains first). */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface Cluster {
  /** The balancer's address: the shop. */
  url: string;
  instances: ClusterInstance[];
  /** Starts instance i again (after a kill) and waits until the balancer sends it requests. */
  restart(index: number): Promise<void>;
  /** The balancer's view of each instance: UP, DOWN, or a transition such as "UP 1/2". */
  serverStates(): Promise<Record<string, string>>;
  /** Waits until the balancer reports every instance in `wanted` (by name) in that state. */
  waitForStates(wanted: Record<string, 'UP' | 'DOWN'>, timeoutMs?: number): Promise<void>;
  /** The last lines each source wrote (when no onOutput was given). */
  logs(): string;
  /** Drains every instance, stops the balancer and removes the scratch folder. Idempotent. */
  stop(): Promise<void>;
}

/** A TCP port free right now on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The balancer's configuration. What it may retry (decision 50): a request that never reached an
 * instance (connection refused or timed out) always, on another instance; one an instance
 * dropped without answering (killed mid-request) only when replaying it is harmless: GET and
 * HEAD, and any request with an Idempotency-Key, which the API answers with the first result.
 */
export function haproxyConfig(options: {
  host: string;
  port: number;
  adminSocket: string;
  servers: { name: string; port: number }[];
}): string {
  const { intervalMs, fall, rise } = HEALTH_CHECK;
  return `# Written by scripts/cluster.ts for one run.
global
  stats socket ${options.adminSocket} mode 600 level admin
  # Orders and uploads fit; a body too large to buffer is never retried (tune.bufsize).
  tune.bufsize 65536

defaults
  mode http
  timeout connect 1s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  timeout http-keep-alive 10s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response

frontend shop
  bind ${options.host}:${options.port}
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter ${intervalMs} fall ${fall} rise ${rise}
  # The instances trust X-Forwarded-* (TRUST_PROXY=true): the balancer writes them, never the client.
  http-request set-header X-Forwarded-For %[src]
  http-request set-header X-Forwarded-Proto http
  http-request del-header X-Forwarded-Host
  http-request disable-l7-retry unless METH_GET || { req.hdr(idempotency-key) -m found }
  http-response set-header X-Served-By %[srv_name]
${options.servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`).join('\n')}
`;
}

/** Sends one command to HAProxy's admin socket and returns its answer. */
function adminCommand(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.end(`${command}\n`));
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** Lines of a child's output, to a callback. */
function eachLine(stream: NodeJS.ReadableStream | null, onLine: (line: string) => void) {
  let rest = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) onLine(line);
  });
  stream?.on('end', () => {
    if (rest.trim()) onLine(rest);
  });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what} within ${timeoutMs / 1000} s`);
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.instances ?? 3;
  const host = options.host ?? '127.0.0.1';
  const startTimeoutMs = options.startTimeoutMs ?? 120_000;
  const haproxy = ensureHaproxy({ log: (line) => console.error(line) });
  const scratch = mkdtempSync(path.join(tmpdir(), 'dukkan-cluster-'));
  const adminSocket = path.join(scratch, 'haproxy.sock');
  const port = options.port || (await freePort());
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  const ports: number[] = [];
  for (let i = 0; i < count; i++) ports.push(options.instancePorts?.[i] ?? (await freePort()));

  const kept = new Map<string, string[]>();
  const onOutput =
    options.onOutput ??
    ((source: string, line: string) => {
      const lines = kept.get(source) ?? [];
      lines.push(line);
      if (lines.length > 40) lines.shift();
      kept.set(source, lines);
    });
  const logs = () =>
    [...kept].map(([source, lines]) => `--- ${source}\n${lines.join('\n')}`).join('\n');

  // One secret for all: a token signed by one instance is checked by every other.
  const jwtSecret = options.env?.JWT_SECRET ?? randomBytes(32).toString('hex');
  const instanceEnv = (index: number): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    PUBLIC_URL: url,
    DATABASE_URL: options.databaseUrl,
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    ...(options.redisKeyPrefix ? { REDIS_KEY_PREFIX: options.redisKeyPrefix } : {}),
    TRUST_PROXY: 'true',
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    ...options.env,
    JWT_SECRET: jwtSecret,
    HOST: '127.0.0.1',
    PORT: String(ports[index]),
    DATA_DIR: path.join(scratch, `instance-${index + 1}`),
  });

  const processes: (ChildProcess | undefined)[] = [];
  const spawnInstance = async (index: number) => {
    const name = `instance-${index + 1}`;
    const child = spawn(process.execPath, [serverFile], {
      cwd: repoRoot,
      env: instanceEnv(index),
      // Its own process group: a Ctrl-C in the terminal reaches this script, which stops the
      // instances in order, rather than every process at once.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    processes[index] = child;
    eachLine(child.stdout, (line) => onOutput(name, line));
    eachLine(child.stderr, (line) => onOutput(name, line));
    const ready = `http://127.0.0.1:${ports[index]}/api/health/ready`;
    await waitUntil(
      `${name} was not ready`,
      async () => {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(`${name} exited (${child.exitCode ?? child.signalCode})`);
        }
        return (await fetch(ready)).status === 200;
      },
      startTimeoutMs,
    ).catch((error: Error) => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      throw new Error(`${error.message}\n${logs()}`);
    });
  };

  let balancer: ChildProcess | undefined;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.all(
      processes.map(async (child) => {
        if (!child || child.exitCode !== null || child.signalCode !== null) return;
        const timer = setTimeout(() => child.kill('SIGKILL'), DRAIN_MS + 10_000);
        child.kill('SIGTERM');
        await exited(child);
        clearTimeout(timer);
      }),
    );
    if (balancer && balancer.exitCode === null && balancer.signalCode === null) {
      balancer.kill('SIGTERM');
      await exited(balancer);
    }
    rmSync(scratch, { recursive: true, force: true });
  };

  const serverStates = async () => {
    const csv = await adminCommand(adminSocket, 'show stat');
    const [head, ...rows] = csv.trim().split('\n');
    const columns = (head ?? '').replace(/^# /, '').split(',');
    const [proxy, server, status] = ['pxname', 'svname', 'status'].map((c) => columns.indexOf(c));
    const states: Record<string, string> = {};
    for (const row of rows) {
      const cells = row.split(',');
      if (cells[proxy!] === 'instances' && cells[server!]?.startsWith('instance-')) {
        states[cells[server!]!] = cells[status!] ?? '';
      }
    }
    return states;
  };
  const waitForStates = (wanted: Record<string, 'UP' | 'DOWN'>, timeoutMs = 15_000) =>
    waitUntil(
      `the balancer did not report ${JSON.stringify(wanted)}`,
      async () => {
        const states = await serverStates();
        return Object.entries(wanted).every(([name, state]) => states[name] === state);
      },
      timeoutMs,
    );

  try {
    // The first instance alone, since a first start on an empty database seeds the demo shop
    // (migrations take a lock; seeding does not); then the others together.
    await spawnInstance(0);
    await Promise.all(ports.slice(1).map((_, i) => spawnInstance(i + 1)));

    const configFile = path.join(scratch, 'haproxy.cfg');
    const servers = ports.map((p, i) => ({ name: `instance-${i + 1}`, port: p }));
    writeFileSync(configFile, haproxyConfig({ host, port, adminSocket, servers }));
    // -db: stay in the foreground, so it ends with this process's stop().
    balancer = spawn(haproxy, ['-db', '-f', configFile], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    eachLine(balancer.stdout, (line) => onOutput('haproxy', line));
    eachLine(balancer.stderr, (line) => onOutput('haproxy', line));
    const started = balancer;
    await waitUntil(
      'HAProxy did not answer',
      async () => {
        if (started.exitCode !== null) throw new Error(`haproxy exited\n${logs()}`);
        return (await fetch(`${url}/api/health/ready`)).status === 200;
      },
      10_000,
    );
    await waitForStates(Object.fromEntries(servers.map((s) => [s.name, 'UP'])));
  } catch (error) {
    await stop();
    throw error;
  }

  const instances = ports.map((p, index): ClusterInstance => {
    const name = `instance-${index + 1}`;
    return {
      name,
      url: `http://127.0.0.1:${p}`,
      get pid() {
        return processes[index]?.pid;
      },
      get running() {
        const child = processes[index];
        return !!child && child.exitCode === null && child.signalCode === null;
      },
      async kill(signal: NodeJS.Signals = 'SIGTERM') {
        const child = processes[index];
        if (!child || child.exitCode !== null || child.signalCode !== null) return;
        child.kill(signal);
        await exited(child);
      },
    };
  });

  return {
    url,
    instances,
    async restart(index) {
      const instance = instances[index];
      if (!instance) throw new Error(`there is no instance ${index}`);
      if (instance.running) throw new Error(`${instance.name} is running`);
      await spawnInstance(index);
      await waitForStates({ [instance.name]: 'UP' });
    },
    serverStates,
    waitForStates,
    logs,
    stop,
  };
}

// ---------------------------------------------------------------------------------------------
// npm run cluster

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/dukkan_cluster';

/** Creates the database of `url` on its server when it does not exist yet. */
async function ensureDatabase(url: string) {
  const { default: pg } = await import('pg');
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name) throw new Error(`DATABASE_URL names no database: ${url}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      console.info(`Creating the database ${name}…`);
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
    }
  } finally {
    await client.end();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      instances: { type: 'string', default: '3' },
      port: { type: 'string', default: '8080' },
      host: { type: 'string', default: '127.0.0.1' },
    },
  });
  const instances = Number(values.instances);
  const port = Number(values.port);
  if (!Number.isInteger(instances) || instances < 1 || instances > 32) {
    throw new Error('--instances takes a whole number from 1 to 32');
  }
  if (!Number.isInteger(port) || port < 1 || port + instances > 65535) {
    throw new Error('--port takes a port number with room for the instances after it');
  }
  const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  await ensureDatabase(databaseUrl);
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    console.warn('apps/web/dist is missing: the API works, pages need `npm run build` first.');
  }
  const width = Math.max('haproxy'.length, `instance-${instances}`.length);
  console.info(`Starting ${instances} instance(s) and HAProxy…`);
  const cluster = await startCluster({
    instances,
    databaseUrl,
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    redisKeyPrefix: process.env.REDIS_KEY_PREFIX ?? 'dukkan-cluster:',
    host: values.host,
    port,
    instancePorts: Array.from({ length: instances }, (_, i) => port + 1 + i),
    onOutput: (source, line) => process.stdout.write(`${source.padEnd(width)} | ${line}\n`),
  });
  console.info(
    [
      '',
      `  The shop, through HAProxy (round-robin): ${cluster.url}`,
      ...cluster.instances.map((i) => `  ${i.name.padEnd(width)} ${i.url}`),
      `  Database: ${new URL(databaseUrl).pathname.slice(1)}; Ctrl-C stops everything.`,
      '',
    ].join('\n'),
  );
  let stopping = false;
  const onSignal = () => {
    if (stopping) {
      for (const instance of cluster.instances) void instance.kill('SIGKILL');
      return;
    }
    stopping = true;
    console.info('Stopping: the instances drain, then HAProxy stops (Ctrl-C again: at once).');
    void cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
