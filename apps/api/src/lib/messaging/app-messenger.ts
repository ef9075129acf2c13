import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { type Background, createBackground } from '../background.ts';
import { createMessenger, type Messenger } from './messenger.ts';
import { smtpTransport } from './smtp.ts';

/**
 * The messenger a module sends with (the outbox, plus SMTP when SMTP_URL is set) and the
 * background runner that sends after the answer; closing the app lets mail still being sent go
 * out before the transport closes.
 */
export function appMessenger(
  app: FastifyInstance,
  { db, config, messenger }: { db: Db; config: Config; messenger?: Messenger | undefined },
): { messenger: Messenger; background: Background } {
  const own =
    messenger ??
    createMessenger({
      db,
      log: app.log,
      mailFrom: config.mailFrom,
      email: config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined,
    });
  const background = createBackground(app);
  app.addHook('onClose', async () => {
    await background.settled();
    own.close();
  });
  return { messenger: own, background };
}
