import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../jobs/jobs.ts';
import { createMessenger, type Messenger } from './messenger.ts';
import { smtpTransport } from './smtp.ts';

/** The app's messenger: the outbox, plus SMTP delivery on the job queue when SMTP_URL is set. */
export function appMessenger({
  db,
  log,
  jobs,
  config,
}: {
  db: Db;
  log: FastifyBaseLogger;
  jobs: Jobs;
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>;
}): Messenger {
  return createMessenger({
    db,
    log,
    jobs,
    mailFrom: config.mailFrom,
    email: config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined,
  });
}
