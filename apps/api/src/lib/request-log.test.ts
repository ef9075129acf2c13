import { spawn } from 'node:child_process';
import path from 'node:path';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { testConfig } from '../test/app.ts';
import { openTestDatabase } from '../test/database.ts';
import { loggerOptions } from './log-options.ts';
import { RequestLog } from './request-log.ts';

interface Line {
  level: number;
  msg: string;
  req?: { method: string; path: string };
  res?: { statusCode: number };
  responseTime?: number;
  err?: { message: string };
}

const LEVEL = { info: 30, warn: 40, error: 50, fatal: 60 } as const;

/** A query string holding what must never reach a log: an email, a phone, a reset token. */
const PERSONAL_QUERY = '?email=noura.alsabah%40example.test&phone=%2B96550007777&token=r3set-t0ken';
const PERSONAL = ['noura', 'example.test', '50007777', 'r3set-t0ken', '?email='];

/** The lines a logger writes, parsed; `text` is everything written, to search for leaks. */
function capture() {
  const lines: Line[] = [];
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      lines.push(JSON.parse(String(chunk)) as Line);
      done();
    },
  });
  return {
    stream,
    lines,
    text: () => text,
    clear() {
      lines.length = 0;
      text = '';
    },
  };
}

/** Fastify logs a request's outcome once its response has finished, just after inject returns. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

/** The request's own lines, not the error handler's (which carries the error and its stack). */
const requestLines = (lines: Line[]) => lines.filter((line) => line.req && !line.err);

/**
 * Issue 24: a line for every request cost the cached product page half its throughput. By
 * default only the requests an operator acts on are logged: failed (5xx, 4xx) and slow ones,
 * by method and path, never with their query string.
 */
describe('request log, the app as built with the default configuration', () => {
  const log = capture();
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    // Default LOG_REQUESTS and LOG_SLOW_REQUEST_MS; the catalogue cache on, as in production.
    const config = testConfig({ CATALOGUE_CACHE_SECONDS: '5' });
    expect(config.logRequests).toBe('errors');
    expect(config.slowRequestMs).toBe(1000);
    app = await buildApp({
      config,
      db: database.db,
      logger: loggerOptions('info', { stream: log.stream }),
    });
    app.get('/api/test/fail', async () => {
      throw new Error('the database went away');
    });
    app.get('/api/test/slow', async () => {
      await sleep(1050);
      return { ok: true };
    });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('writes no line for a successful request, cached or not', async () => {
    log.clear();
    for (let i = 0; i < 3; i++) {
      const response = await app.inject(`/api/products/12${PERSONAL_QUERY}`);
      expect(response.statusCode).toBe(200);
    }
    expect((await app.inject('/api/health')).statusCode).toBe(200);
    await settled();
    expect(log.lines).toEqual([]);
  });

  it('writes a 5xx at error: method, path, status and duration, no query string', async () => {
    log.clear();
    expect((await app.inject(`/api/test/fail${PERSONAL_QUERY}`)).statusCode).toBe(500);
    await settled();
    const [line, ...others] = requestLines(log.lines);
    expect(others).toEqual([]);
    expect(line).toMatchObject({
      level: LEVEL.error,
      req: { method: 'GET', path: '/api/test/fail' },
      res: { statusCode: 500 },
    });
    expect(line?.responseTime).toBeGreaterThanOrEqual(0);
    // The error itself, with its stack, is the errors plugin's line (same request id).
    expect(log.lines.find((l) => l.err)?.err?.message).toBe('the database went away');
    for (const secret of PERSONAL) expect(log.text()).not.toContain(secret);
  });

  it('writes a 4xx at info, so LOG_LEVEL=warn keeps only the server failures', async () => {
    log.clear();
    expect((await app.inject(`/api/products/99999999${PERSONAL_QUERY}`)).statusCode).toBe(404);
    await settled();
    expect(requestLines(log.lines)).toEqual([
      expect.objectContaining({
        level: LEVEL.info,
        req: { method: 'GET', path: '/api/products/99999999' },
        res: { statusCode: 404 },
      }),
    ]);
    for (const secret of PERSONAL) expect(log.text()).not.toContain(secret);
  });

  it('writes a request slower than LOG_SLOW_REQUEST_MS at warn, even a successful one', async () => {
    log.clear();
    expect((await app.inject(`/api/test/slow${PERSONAL_QUERY}`)).statusCode).toBe(200);
    await settled();
    const [line, ...others] = requestLines(log.lines);
    expect(others).toEqual([]);
    expect(line).toMatchObject({
      level: LEVEL.warn,
      msg: 'slow request',
      req: { method: 'GET', path: '/api/test/slow' },
      res: { statusCode: 200 },
    });
    expect(line?.responseTime).toBeGreaterThanOrEqual(1000);
    for (const secret of PERSONAL) expect(log.text()).not.toContain(secret);
  });
});

describe('LOG_REQUESTS and LOG_SLOW_REQUEST_MS', () => {
  /** A bare server with the shop's log options and request log, and three routes. */
  async function server(env: Record<string, string>) {
    const log = capture();
    const app = Fastify({
      logger: loggerOptions('info', { stream: log.stream }),
      logController: new RequestLog(testConfig(env)),
    });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/fail', async () => {
      throw new Error('broken');
    });
    app.get('/slow', async () => {
      await sleep(60);
      return { ok: true };
    });
    await app.ready();
    const get = async (url: string) => {
      await app.inject(`${url}${PERSONAL_QUERY}`);
      await settled();
    };
    return { app, log, get };
  }

  it('all: two info lines for every request, as Fastify writes them, still without the query', async () => {
    const { app, log, get } = await server({ LOG_REQUESTS: 'all' });
    await get('/ok');
    expect(log.lines).toEqual([
      expect.objectContaining({
        level: LEVEL.info,
        msg: 'incoming request',
        req: { method: 'GET', path: '/ok' },
      }),
      expect.objectContaining({
        level: LEVEL.info,
        msg: 'request completed',
        res: { statusCode: 200 },
      }),
    ]);
    log.clear();
    await get('/nowhere');
    expect(log.lines.map((line) => line.res?.statusCode ?? line.msg)).toEqual([
      'incoming request',
      404,
    ]);
    for (const secret of PERSONAL) expect(log.text()).not.toContain(secret);
    await app.close();
  });

  it('off: no request line, not even for a 5xx, whose error is still logged', async () => {
    const { app, log, get } = await server({ LOG_REQUESTS: 'off', LOG_SLOW_REQUEST_MS: '10' });
    await get('/ok');
    await get('/slow');
    await get('/fail');
    await get('/nowhere');
    expect(requestLines(log.lines)).toEqual([]);
    expect(log.lines.map((line) => line.err?.message)).toEqual(['broken']);
    await app.close();
  });

  it('a lower threshold logs the slower requests only; 0 logs none as slow', async () => {
    const lower = await server({ LOG_SLOW_REQUEST_MS: '40' });
    await lower.get('/ok');
    await lower.get('/slow');
    expect(requestLines(lower.log.lines).map((line) => [line.req?.path, line.level])).toEqual([
      ['/slow', LEVEL.warn],
    ]);
    await lower.app.close();

    const never = await server({ LOG_SLOW_REQUEST_MS: '0' });
    await never.get('/slow');
    expect(requestLines(never.log.lines)).toEqual([]);
    await never.app.close();
  });

  it('refuses a mode it does not know', () => {
    expect(() => testConfig({ LOG_REQUESTS: 'some' })).toThrow(/LOG_REQUESTS/);
  });
});

/**
 * The server's destination (log-options.ts) holds lines back to write them in batches: they
 * must still reach stdout within a second, when the process exits, and when it dies of an
 * uncaught error. Each case runs in a process of its own, as server.ts does.
 */
describe('the asynchronous destination', () => {
  const logOptions = pathToFileURL(path.join(import.meta.dirname, 'log-options.ts')).href;

  function run(body: string) {
    const script = [
      "import Fastify from 'fastify';",
      "import { writeSync } from 'node:fs';",
      `import { exitOnUncaughtError, logDestination, loggerOptions } from '${logOptions}';`,
      "const app = Fastify({ logger: loggerOptions('info', { stream: logDestination() }) });",
      'exitOnUncaughtError(app.log);',
      body,
    ].join('\n');
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: path.join(import.meta.dirname, '../..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
      child.on('close', (code) => resolve({ code, stdout, stderr })),
    );
  }

  it('writes a quiet process lines within a second, before anything written later', async () => {
    const { code, stdout } = await run(
      "app.log.info('held back'); setTimeout(() => writeSync(1, 'LATER\\n'), 1500);",
    );
    expect(code).toBe(0);
    expect(stdout.indexOf('held back')).toBeGreaterThanOrEqual(0);
    expect(stdout.indexOf('held back')).toBeLessThan(stdout.indexOf('LATER'));
  });

  it('writes the buffered lines when the process exits', async () => {
    const { code, stdout } = await run(
      "for (const n of [0, 1, 2]) app.log.info('line ' + n); process.exit(0);",
    );
    expect(code).toBe(0);
    expect(
      stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).msg),
    ).toEqual(['line 0', 'line 1', 'line 2']);
  });

  it('writes them, and the error as a fatal line without its values, on an uncaught error', async () => {
    const { code, stdout, stderr } = await run(
      [
        "app.log.warn('before the crash');",
        'setTimeout(() => {',
        "  throw new Error('Failed query: insert into users\\nparams: noura@example.test');",
        '}, 10);',
      ].join('\n'),
    );
    expect(code).toBe(1);
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Line);
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [LEVEL.warn, 'before the crash'],
      [LEVEL.fatal, 'uncaught error, exiting'],
    ]);
    expect(lines[1]?.err?.message).toContain('Failed query: insert into users');
    expect(stdout + stderr).not.toContain('noura');
  });
});
