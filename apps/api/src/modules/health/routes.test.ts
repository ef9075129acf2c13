import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { testConfig } from '../../test/app.ts';
import { openTestDatabase } from '../../test/database.ts';
import { closedPort, TEST_REDIS_URL, uniqueKeyPrefix } from '../../test/redis.ts';
import { CHECK_TIMEOUT_MS, readiness, type ServingState } from './service.ts';

let database: Database;
let app: FastifyInstance;
const serving: ServingState = { draining: false };

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), db: database.db, serving });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app?.close();
  // The last test closed it already.
  await database?.close().catch(() => {});
});

describe('health', () => {
  it('GET health answers ok, as benchmarks expect', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET health/live and health/ready answer 200, never cached, with what was checked', async () => {
    const live = await app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('answers not ready while draining, and still alive and serving', async () => {
    serving.draining = true;
    try {
      const ready = await app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'draining', checks: {} });
      expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
      expect(
        (await app.inject({ url: '/api/theme-config?tenantId=1&webAppId=1&slot=1' })).statusCode,
      ).toBe(200);
    } finally {
      serving.draining = false;
    }
  });

  it('reports Redis when configured, and stays ready without it (decision 45)', async () => {
    const redisUrls = [TEST_REDIS_URL, `redis://127.0.0.1:${await closedPort()}`];
    const answers = [];
    for (const url of redisUrls) {
      const config = testConfig({ REDIS_URL: url, REDIS_KEY_PREFIX: uniqueKeyPrefix() });
      const withRedis = await buildApp({ config, db: database.db });
      try {
        const ready = await withRedis.inject({ url: '/api/health/ready' });
        answers.push({ status: ready.statusCode, body: ready.json() });
      } finally {
        await withRedis.close();
      }
    }
    expect(answers).toEqual([
      { status: 200, body: { status: 'ready', checks: { database: 'ok', redis: 'ok' } } },
      { status: 200, body: { status: 'ready', checks: { database: 'ok', redis: 'failed' } } },
    ]);
  });

  // Last: it closes the database.
  it('answers 503 naming the database when it does not answer; liveness stays 200', async () => {
    await database.close();
    const ready = await app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'failed' } });
    expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
  });
});

describe('readiness', () => {
  const ok = { name: 'database', check: async () => 1, required: true };

  it('fails a check that rejects, and is ready only when all pass', async () => {
    const failing = {
      name: 'search',
      check: () => Promise.reject(new Error('ECONNREFUSED')),
      required: true,
    };
    expect(await readiness([ok, failing], { draining: false })).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', search: 'failed' },
    });
    expect(await readiness([ok, { ...failing, required: false }], { draining: false })).toEqual({
      status: 'ready',
      checks: { database: 'ok', search: 'failed' },
    });
    expect(await readiness([ok], { draining: false })).toEqual({
      status: 'ready',
      checks: { database: 'ok' },
    });
  });

  it('fails a check that hangs once its time is up', async () => {
    vi.useFakeTimers();
    try {
      const hanging = { name: 'search', check: () => new Promise(() => {}), required: true };
      const answer = readiness([ok, hanging], { draining: false });
      await vi.advanceTimersByTimeAsync(CHECK_TIMEOUT_MS);
      expect(await answer).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', search: 'failed' },
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
