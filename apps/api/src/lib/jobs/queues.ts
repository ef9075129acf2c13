import PgBoss from 'pg-boss';
import type { Db } from '../../db/client.ts';
import { bossDb } from './boss-db.ts';

/**
 * Every job queue and how it runs. pg-boss keeps a queue as tables of its own, so the queues are
 * made with the database (db/prepare.ts, as migrations are) and every instance finds them ready.
 * A queue's work is declared where it belongs (jobs.ts: queue and every); the name must be here.
 */
export const jobQueues = {
  // Before the queue that names it as its dead letter.
  'outbox-email-given-up': {},
  'outbox-email': { deadLetter: 'outbox-email-given-up' },
  'password-reset-email': {},
  'order-confirmation': {},
  // A catalogue import's commit or undo (catalogue/transfer): one job at a time per import.
  'catalogue-import': {},
  // Periodic jobs (jobs.every): one run at a time.
  'payment-expiry': { policy: 'singleton' },
  'prune-expired': { policy: 'singleton' },
  // A scheduled theme goes live (modules/theme): one instance publishes it.
  'theme-schedule': { policy: 'singleton' },
  // Scheduled static pages go live (modules/content).
  'page-schedule': { policy: 'singleton' },
  // A scheduled home page layout goes live (modules/catalogue/home).
  'home-schedule': { policy: 'singleton' },
} as const satisfies Record<string, { policy?: 'singleton'; deadLetter?: string }>;

export type QueueName = keyof typeof jobQueues;

/** Creates (or migrates) pg-boss's schema and every queue; run by db/prepare.ts on start. */
export async function prepareJobQueues(db: Db): Promise<void> {
  const boss = new PgBoss({ db: bossDb(db), supervise: false, schedule: false });
  // Creating the schema takes pg-boss's own advisory lock: instances may start together.
  await boss.start();
  for (const [name, options] of Object.entries(jobQueues)) {
    await boss.createQueue(name, { name, ...options });
  }
  await boss.stop({ graceful: false });
}
