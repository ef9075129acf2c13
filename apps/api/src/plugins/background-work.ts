import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createJobs, type Jobs } from '../lib/jobs/jobs.ts';
import { appMessenger } from '../lib/messaging/app-messenger.ts';
import type { Messenger } from '../lib/messaging/messenger.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (pg-boss): modules declare their queues and periodic jobs while registering. */
    readonly jobs: Jobs;
    /** The one messenger: the outbox, and email delivery through `jobs` when SMTP_URL is set. */
    readonly messenger: Messenger;
  }
}

/**
 * Work that outlives a request (issue 17): the job queue in the database and the messenger
 * whose deliveries it runs. The queue starts once every module has declared its work (onReady)
 * and stops before anything closes (preClose): the jobs still running finish while the database
 * is open, and those that do not are taken again by the next instance to start.
 */
export const backgroundWorkPlugin = fp(
  async (app: FastifyInstance, { db, config }: { db: Db; config: Config }) => {
    const jobs = createJobs({ db, log: app.log });
    const messenger = appMessenger({ db, log: app.log, jobs, config });
    app.decorate('jobs', jobs);
    app.decorate('messenger', messenger);
    app.addHook('onReady', () => jobs.start());
    app.addHook('preClose', async () => {
      await jobs.stop();
      messenger.close();
    });
  },
  { name: 'background-work' },
);
