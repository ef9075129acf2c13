import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema.ts';
import { useTestApp } from '../../test/app.ts';
import { createMessenger, type EmailTransport, maskRecipient } from './messenger.ts';
import { nodemailerTransport } from './smtp.ts';

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

describe('messenger', () => {
  const t = useTestApp();
  const row = async (id: number) =>
    (await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

  it('records every message in the outbox and logs a line without the body', async () => {
    const { log, lines } = recordingLog();
    const messenger = createMessenger({ db: t.database.db, log, mailFrom: 'Shop <a@b.c>' });
    const sms = await messenger.send({ channel: 'sms', to: '+96550001234', body: secretBody });
    const mail = await messenger.send({
      channel: 'email',
      to: 'Someone@Example.com',
      subject: 'Hi',
      body: secretBody,
    });
    expect(sms.delivered).toBe(false);
    expect(await row(sms.id)).toMatchObject({
      channel: 'sms',
      recipient: '+96550001234',
      body: secretBody,
      sentAt: null,
    });
    expect(await row(mail.id)).toMatchObject({ recipient: 'someone@example.com', subject: 'Hi' });
    expect(lines).toHaveLength(2);
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('424242');
    expect(logged).not.toContain('s3cr3t');
    expect(logged).toContain('+965****1234');
  });

  it('delivers email through the transport when there is one, and records it sent', async () => {
    const sent: unknown[] = [];
    const transport: EmailTransport = { send: async (mail) => void sent.push(mail) };
    const { log } = recordingLog();
    const messenger = createMessenger({
      db: t.database.db,
      log,
      mailFrom: 'Shop <a@b.c>',
      email: transport,
    });
    const result = await messenger.send({
      channel: 'email',
      to: 'x@example.com',
      subject: 'S',
      body: 'B',
    });
    expect(result.delivered).toBe(true);
    expect(sent).toEqual([{ from: 'Shop <a@b.c>', to: 'x@example.com', subject: 'S', text: 'B' }]);
    expect((await row(result.id)).sentAt).toBeInstanceOf(Date);
    // SMS has no transport: it stays in the outbox.
    const sms = await messenger.send({ channel: 'sms', to: '+96550001234', body: 'x' });
    expect(sms.delivered).toBe(false);
    expect(sent).toHaveLength(1);
  });

  it('records and logs a delivery failure instead of throwing it', async () => {
    const transport: EmailTransport = {
      send: async () => {
        throw new Error('connection refused');
      },
    };
    const { log, lines } = recordingLog();
    const messenger = createMessenger({
      db: t.database.db,
      log,
      mailFrom: 'a@b.c',
      email: transport,
    });
    const result = await messenger.send({
      channel: 'email',
      to: 'x@example.com',
      subject: 'S',
      body: secretBody,
    });
    expect(result.delivered).toBe(false);
    expect(await row(result.id)).toMatchObject({ sentAt: null, error: 'connection refused' });
    expect(lines.some((l) => l.level === 'error')).toBe(true);
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
    const { log } = recordingLog();
    const messenger = createMessenger({
      db: t.database.db,
      log,
      mailFrom: 'Dukkan <no-reply@dukkan.demo>',
      email: nodemailerTransport(transporter),
    });
    const result = await messenger.send({
      channel: 'email',
      to: 'y@example.com',
      subject: 'مرحبا',
      body: 'نص',
    });
    expect(result.delivered).toBe(true);
    const message = JSON.parse(built[0]!);
    expect(message).toMatchObject({ subject: 'مرحبا', text: 'نص' });
    expect(message.from).toEqual({ address: 'no-reply@dukkan.demo', name: 'Dukkan' });
    expect(message.to).toEqual([{ address: 'y@example.com', name: '' }]);
    messenger.close();
  });

  it('masks recipients for logs', () => {
    expect(maskRecipient('shopper@dukkan.demo')).toBe('s***@dukkan.demo');
    expect(maskRecipient('+96550001234')).toBe('+965****1234');
    expect(maskRecipient('123')).toBe('****');
  });
});
