import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** SMTP_URL for it. */
  url: string;
  /** Messages it took, in order: the envelope's recipients and the raw message. */
  received: { to: string[]; raw: string }[];
  /** Every recipient offered (RCPT TO), taken or refused, with when. */
  offered: { to: string; at: number }[];
  /** While true, every recipient is refused with 451 (try again later). */
  refuse: boolean;
  /** The messages taken for one recipient. */
  to(address: string): { to: string[]; raw: string }[];
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps what it is sent (tests of delivery). */
export async function startSmtpSink(): Promise<SmtpSink> {
  const sink: SmtpSink = {
    url: '',
    received: [],
    offered: [],
    refuse: false,
    to: (address) => sink.received.filter((m) => m.to.includes(address)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      sink.offered.push({ to: address.address, at: Date.now() });
      if (!sink.refuse) return callback();
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((a) => a.address);
        sink.received.push({ to, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return sink;
}
