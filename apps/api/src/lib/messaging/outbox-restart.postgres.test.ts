import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seededPostgresUrl } from '../../test/database.ts';
import { startServerProcess } from '../../test/server-process.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';

/**
 * Issue 17's "done": an email queued just before a kill -9 is delivered once after the restart.
 * The real server, on a PostgreSQL database of its own, sends to a real SMTP server that refuses
 * (451) until the first server is killed.
 */
const customer = 'customer@dukkan.demo';

describe('an email queued before a kill -9', () => {
  let database: { url: string; drop(): Promise<void> };
  let sink: SmtpSink;
  let client: pg.Client;
  const children = new Set<ChildProcess>();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'outbox-restart-'));

  beforeAll(async () => {
    database = await seededPostgresUrl();
    sink = await startSmtpSink();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await client?.end();
    await sink?.close();
    await database?.drop();
  });

  async function startServer() {
    const started = await startServerProcess({
      DATABASE_URL: database.url,
      SMTP_URL: sink.url,
      DATA_DIR: dataDir,
    });
    children.add(started.child);
    return started;
  }

  const jobStates = async (queue: string) =>
    (
      await client.query<{ state: string }>('select state from pgboss.job where name = $1', [queue])
    ).rows.map((row) => row.state);
  const outboxRows = async () =>
    (
      await client.query<{ status: string; attempts: number }>(
        'select status, attempts from outbox_messages where recipient = $1',
        [customer],
      )
    ).rows;

  it('is delivered exactly once by the next server', async () => {
    sink.refuse = true;
    const first = await startServer();
    const answer = await fetch(`${first.url}/api/account/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: customer }),
    });
    expect(answer.status).toBe(202);
    // The reset link is recorded, its delivery tried and refused, and a retry is waiting.
    await vi.waitFor(
      async () => {
        expect(await jobStates('password-reset-email')).toEqual(['completed']);
        expect(await jobStates('outbox-email')).toEqual(['retry']);
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(sink.to(customer)).toEqual([]);
    const killed = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await killed;

    sink.refuse = false;
    const second = await startServer();
    await vi.waitFor(() => expect(sink.to(customer)).toHaveLength(1), {
      timeout: 20_000,
      interval: 100,
    });
    await vi.waitFor(async () =>
      expect(await outboxRows()).toEqual([{ status: 'sent', attempts: 2 }]),
    );
    expect(sink.to(customer)[0]!.raw).toContain('Subject: Reset your');
    // Nothing else is on its way.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sink.to(customer)).toHaveLength(1);
    expect(await jobStates('outbox-email')).toEqual(['completed']);
    const stopped = new Promise((resolve) => second.child.once('exit', resolve));
    second.child.kill('SIGTERM');
    await stopped;
  }, 60_000);
});
