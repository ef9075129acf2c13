import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../test/database.ts';
import { createJobs, type Jobs } from './jobs.ts';

/** Fastify's logger when logging is off: it says nothing. */
const log = Fastify({ logger: false }).log;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The job queue on the test database (PGlite, or PostgreSQL in the postgres project). */
describe('jobs', () => {
  let database: Database;
  const started: Jobs[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((jobs) => jobs.stop()));
  });
  afterAll(async () => {
    await database?.close();
  });

  const instance = () => {
    const jobs = createJobs({ db: database.db, log });
    started.push(jobs);
    return jobs;
  };

  it('runs a periodic job once per period, whichever instances offer it', async () => {
    const runs: string[] = [];
    const [a, b] = [instance(), instance()];
    a.every('prune-expired', 3600, async () => void runs.push('a'));
    b.every('prune-expired', 3600, async () => void runs.push('b'));
    await Promise.all([a.start(), b.start()]);
    // Both offered this hour's run as they started; the database kept one.
    await vi.waitFor(() => expect(runs).toHaveLength(1));
    await sleep(1500);
    expect(runs).toHaveLength(1);
  });

  it('runs a short period again and again, never two runs at once', async () => {
    let running = 0;
    let overlapped = false;
    const runs: number[] = [];
    const work = async () => {
      running += 1;
      overlapped ||= running > 1;
      runs.push(Date.now());
      await sleep(200);
      running -= 1;
    };
    const [a, b] = [instance(), instance()];
    a.every('payment-expiry', 1, work);
    b.every('payment-expiry', 1, work);
    const start = Date.now();
    await Promise.all([a.start(), b.start()]);
    await sleep(4000);
    const seconds = Math.ceil((Date.now() - start) / 1000);
    // One run per one-second slot at most (two instances offering each), and it keeps going.
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.length).toBeLessThanOrEqual(seconds + 1);
    expect(overlapped).toBe(false);
  });

  it('queues a job in a transaction only if the transaction commits', async () => {
    const done: string[] = [];
    const jobs = instance();
    const queue = jobs.queue<{ label: string }>('password-reset-email', {
      retryLimit: 0,
      retryDelaySeconds: 1,
      expireInSeconds: 30,
      work: async ({ label }) => void done.push(label),
    });
    await jobs.start();
    await expect(
      database.db.transaction(async (tx) => {
        await queue.send({ label: 'rolled back' }, { db: tx });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await database.db.transaction((tx) => queue.send({ label: 'committed' }, { db: tx }));
    queue.wake();
    await vi.waitFor(() => expect(done).toEqual(['committed']), { timeout: 5000 });
    await queue.send({ label: 'at once' });
    await vi.waitFor(() => expect(done).toEqual(['committed', 'at once']), { timeout: 5000 });
    await sleep(500);
    expect(done).not.toContain('rolled back');
  });

  it('refuses to declare a queue after it started, or twice', async () => {
    const jobs = instance();
    const work = async () => {};
    jobs.every('prune-expired', 60, work);
    expect(() => jobs.every('prune-expired', 60, work)).toThrow(/declared twice/);
    await jobs.start();
    expect(() => jobs.every('payment-expiry', 60, work)).toThrow(/after the jobs started/);
  });
});
