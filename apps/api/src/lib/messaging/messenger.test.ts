import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema.ts';
import { openTestDatabase } from '../../test/database.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { createJobs, type Jobs, type RetryPolicy } from '../jobs/jobs.ts';
import { emailDelivery } from './delivery.ts';
import { maskRecipient } from './mask-recipient.ts';
import { createMessenger } from './messenger.ts';
import { insertOutboxMessage } from './outbox-rows.ts';
import { type EmailTransport, nodemailerTransport, smtpTransport } from './smtp.ts';

/** A logger that keeps every line, to prove what a line holds and what it leaves out. */
function recordingLog() {
  const lines: { level: string; obj: unknown; msg: unknown }[] = [];
  const at = (level: string) => (obj: unknown, msg?: unknown) => {
    lines.push({ level, obj, msg });
  };
  const log = {
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    debug: at('debug'),
    trace: at('trace'),
    fatal: at('fatal'),
    level: 'info',
    child: () => log,
    silent: () => {},
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

const secretBody = 'Your code is 424242 and the link is https://x/reset?token=s3cr3t';
/** Retries fast enough for a test: the first after 1–2 s, the second after 2–4 s. */
const quickRetry: RetryPolicy = { retryLimit: 3, retryDelaySeconds: 1, expireInSeconds: 30 };
const address = (name: string) => `${name}-${randomUUID()}@example.com`;

describe('messenger', () => {
  let database: Database;
  let sink: SmtpSink;
  const started: Jobs[] = [];
  const db = () => database.db;
  const row = async (id: number | null) =>
    (await db().select().from(outboxMessages).where(eq(outboxMessages.id, id!)))[0]!;

  beforeAll(async () => {
    database = await openTestDatabase();
    sink = await startSmtpSink();
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((jobs) => jobs.stop()));
    sink.refuse = false;
  });
  afterAll(async () => {
    await sink?.close();
    await database?.close();
  });

  /** An instance's messenger: its own job queue on the shared database, started. */
  async function instance(email?: EmailTransport, retry = quickRetry) {
    const { log, lines } = recordingLog();
    const jobs = createJobs({ db: db(), log });
    const messenger = createMessenger({
      db: db(),
      log,
      jobs,
      mailFrom: 'Shop <a@b.c>',
      email,
      retry,
    });
    await jobs.start();
    started.push(jobs);
    return { messenger, jobs, lines };
  }

  it('records every message in the outbox and logs a line without the body', async () => {
    const { messenger, lines } = await instance();
    const sms = await messenger.send({ channel: 'sms', to: '+96550001234', body: secretBody });
    const mail = await messenger.send({
      channel: 'email',
      to: 'Someone@Example.com',
      subject: 'Hi',
      body: secretBody,
    });
    expect(sms.queued).toBe(false);
    expect(await row(sms.id)).toMatchObject({
      channel: 'sms',
      recipient: '+96550001234',
      body: secretBody,
      status: 'held',
      sentAt: null,
    });
    // No transport: the email is held in the outbox too.
    expect(await row(mail.id)).toMatchObject({
      recipient: 'someone@example.com',
      subject: 'Hi',
      status: 'held',
    });
    expect(lines).toHaveLength(2);
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('424242');
    expect(logged).not.toContain('s3cr3t');
    expect(logged).toContain('+965****1234');
  });

  it('records and sends a message once per dedupe key, however often it is sent', async () => {
    const { messenger } = await instance(smtpTransport(sink.url));
    const to = address('once');
    const dedupeKey = `test:${randomUUID()}`;
    const message = { channel: 'email', to, subject: 'Once', body: 'B' } as const;
    const first = await messenger.send(message, { dedupeKey });
    const again = await messenger.send(message, { dedupeKey });
    expect(first).toMatchObject({ queued: true, id: expect.any(Number) });
    expect(again).toEqual({ id: null, queued: false });
    await vi.waitFor(() => expect(sink.to(to)).toHaveLength(1), { timeout: 10_000 });
    expect(
      await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, to)),
    ).toHaveLength(1);
    // Messages without a key are never taken for one another.
    await messenger.send(message);
    await messenger.send(message);
    await vi.waitFor(() => expect(sink.to(to)).toHaveLength(3), { timeout: 10_000 });
  });

  it('delivers a queued email to a real SMTP server once, and records it sent', async () => {
    const { messenger } = await instance(smtpTransport(sink.url));
    const to = address('deliver');
    const result = await messenger.send({ channel: 'email', to, subject: 'Hello', body: 'B' });
    expect(result.queued).toBe(true);
    await vi.waitFor(() => expect(sink.to(to)).toHaveLength(1), { timeout: 10_000 });
    await vi.waitFor(async () => expect((await row(result.id)).status).toBe('sent'));
    expect(await row(result.id)).toMatchObject({ attempts: 1, error: null });
    expect((await row(result.id)).sentAt).toBeInstanceOf(Date);
    expect(sink.to(to)[0]!.raw).toContain('Subject: Hello');
    expect(sink.to(to)[0]!.raw).toContain('From: Shop <a@b.c>');
    // SMS has no transport: it stays in the outbox.
    const sms = await messenger.send({ channel: 'sms', to: '+96550001234', body: 'x' });
    expect(sms.queued).toBe(false);
    expect((await row(sms.id)).status).toBe('held');
  });

  it('retries a refused email with growing waits, then delivers it once', async () => {
    const { messenger, lines } = await instance(smtpTransport(sink.url));
    const to = address('retry');
    sink.refuse = true;
    const { id } = await messenger.send({ channel: 'email', to, subject: 'S', body: secretBody });
    const tries = () => sink.offered.filter((o) => o.to === to);
    await vi.waitFor(() => expect(tries()).toHaveLength(2), { timeout: 10_000 });
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 2, sentAt: null });
    expect((await row(id)).error).toMatch(/451/);
    sink.refuse = false;
    await vi.waitFor(() => expect(sink.to(to)).toHaveLength(1), { timeout: 10_000 });
    await vi.waitFor(async () => expect((await row(id)).status).toBe('sent'));
    expect(await row(id)).toMatchObject({ attempts: 3, error: null });
    const [first, second, third] = tries().map((o) => o.at);
    // Backoff: about 1–2 s before the first retry, 2–4 s before the second.
    expect(second! - first!).toBeGreaterThanOrEqual(1000);
    expect(third! - second!).toBeGreaterThanOrEqual(2000);
    expect(JSON.stringify(lines)).not.toContain('s3cr3t');
  }, 20_000);

  it('marks an email failed once every try is used up', async () => {
    const retry = { retryLimit: 1, retryDelaySeconds: 1, expireInSeconds: 30 };
    const { messenger, lines } = await instance(smtpTransport(sink.url), retry);
    const to = address('give-up');
    sink.refuse = true;
    const { id } = await messenger.send({ channel: 'email', to, subject: 'S', body: 'B' });
    await vi.waitFor(async () => expect((await row(id)).status).toBe('failed'), {
      timeout: 10_000,
    });
    expect(await row(id)).toMatchObject({ attempts: 2, sentAt: null });
    expect((await row(id)).error).toMatch(/451/);
    expect(sink.offered.filter((o) => o.to === to)).toHaveLength(2);
    expect(lines.some((l) => l.level === 'error')).toBe(true);
  }, 20_000);

  it('sends nothing again for a job run after the send was recorded', async () => {
    const { log } = recordingLog();
    const jobs = createJobs({ db: db(), log });
    const sent: string[] = [];
    const transport: EmailTransport = { send: async (mail) => void sent.push(mail.to) };
    const delivery = emailDelivery({ db: db(), log, jobs, mailFrom: 'a@b.c', transport });
    await jobs.start();
    started.push(jobs);
    const to = address('twice');
    const id = (await insertOutboxMessage(db(), {
      channel: 'email',
      recipient: to,
      subject: 'S',
      body: 'B',
      html: null,
      status: 'queued',
    }))!;
    await delivery.send({ outboxId: id });
    await vi.waitFor(async () => expect((await row(id)).status).toBe('sent'));
    // The same message's job again, as after a crash between the send's record and the job's end.
    await delivery.send({ outboxId: id });
    await delivery.send({ outboxId: id });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sent).toEqual([to]);
    expect((await row(id)).attempts).toBe(1);
  });

  it('two instances on one database deliver each message exactly once', async () => {
    const a = await instance(smtpTransport(sink.url));
    const b = await instance(smtpTransport(sink.url));
    const recipients = Array.from({ length: 12 }, (_, i) => address(`pair${i}`));
    await Promise.all(
      recipients.map((to, i) =>
        (i % 2 ? a : b).messenger.send({ channel: 'email', to, subject: 'S', body: 'B' }),
      ),
    );
    await vi.waitFor(
      () => expect(recipients.filter((to) => sink.to(to).length > 0)).toHaveLength(12),
      { timeout: 15_000 },
    );
    // Both workers keep looking for a while: still one of each.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(recipients.map((to) => sink.to(to).length)).toEqual(recipients.map(() => 1));
  }, 25_000);

  it('records the message and its delivery in the caller’s transaction, or neither', async () => {
    const sent: string[] = [];
    const { messenger } = await instance({ send: async (mail) => void sent.push(mail.to) });
    const to = address('rolled-back');
    await expect(
      db().transaction(async (tx) => {
        await messenger.send({ channel: 'email', to, subject: 'S', body: 'B' }, { db: tx });
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    const kept = address('committed');
    await db().transaction(async (tx) => {
      await messenger.send({ channel: 'email', to: kept, subject: 'S', body: 'B' }, { db: tx });
    });
    await vi.waitFor(() => expect(sent).toContain(kept), { timeout: 10_000 });
    const rows = await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, to));
    expect(rows).toEqual([]);
    expect(sent).not.toContain(to);
  });

  it('speaks nodemailer: its JSON transport builds the real message', async () => {
    const transporter = nodemailer.createTransport({ jsonTransport: true });
    const built: string[] = [];
    const sendMail = transporter.sendMail.bind(transporter);
    transporter.sendMail = (async (mail: Parameters<typeof sendMail>[0]) => {
      const info = await sendMail(mail);
      built.push(String(info.message));
      return info;
    }) as typeof transporter.sendMail;
    const { messenger } = await instance(nodemailerTransport(transporter));
    const to = address('json');
    const result = await messenger.send({ channel: 'email', to, subject: 'مرحبا', body: 'نص' });
    await vi.waitFor(async () => expect((await row(result.id)).status).toBe('sent'));
    const message = JSON.parse(built[0]!);
    expect(message).toMatchObject({ subject: 'مرحبا', text: 'نص' });
    expect(message.from).toEqual({ address: 'a@b.c', name: 'Shop' });
    expect(message.to).toEqual([{ address: to, name: '' }]);
  });

  it('masks recipients for logs', () => {
    expect(maskRecipient('shopper@dukkan.demo')).toBe('s***@dukkan.demo');
    expect(maskRecipient('+96550001234')).toBe('+965****1234');
    expect(maskRecipient('123')).toBe('****');
  });
});
