import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Db } from '../../db/client.ts';
import { bossDb } from './boss-db.ts';
import { jobQueues, type QueueName } from './queues.ts';

/** How a queue's failed jobs are tried again. */
export interface RetryPolicy {
  /** Tries after the first one. */
  retryLimit: number;
  /** Seconds before the first retry; each later one waits about twice as long (with jitter). */
  retryDelaySeconds: number;
  /**
   * A run still going after this long counts as failed and is retried: its instance may have
   * died (kill -9) with the job taken. Keep it above the longest honest run.
   */
  expireInSeconds: number;
}

export interface QueueDefinition<T> extends RetryPolicy {
  /** The work of one job. Throwing fails this try; the job is retried while tries are left. */
  work(data: T): Promise<void>;
  /**
   * Runs once, on some instance, for a job whose tries are all used up (through the queue's
   * dead letter queue, queues.ts).
   */
  giveUp?(data: T): Promise<void>;
  /** How often an idle instance looks for jobs another instance queued (default 2 s). */
  pollingSeconds?: number;
}

export interface Queue<T> {
  /**
   * Queues a job. Given `db` (a transaction), the job is written in it and exists only if the
   * transaction commits (then call wake()); otherwise at once, and this instance's worker is
   * woken for it.
   */
  send(data: T, options?: { db?: Db }): Promise<void>;
  /** Has this instance's worker look for jobs now rather than at its next poll. */
  wake(): void;
}

/** Background work on PostgreSQL through pg-boss (decision 49): queues and periodic jobs. */
export interface Jobs {
  /** Declares the work of a queue (named in queues.ts), before start(). */
  queue<T extends object>(name: QueueName, definition: QueueDefinition<T>): Queue<T>;
  /**
   * Runs `work` once every `seconds` across every instance sharing the database: each instance
   * offers a job per period, the database keeps one (pg-boss's singletonSeconds slot), and the
   * queue lets one run at a time. A failed run is not retried: the next period runs again.
   */
  every(name: QueueName, seconds: number, work: () => Promise<void>): void;
  start(): Promise<void>;
  /** Stops taking jobs, lets running ones finish (up to 10 s), and stops the timers. */
  stop(): Promise<void>;
}

interface Worker {
  name: QueueName;
  pollingSeconds: number;
  work(data: unknown): Promise<void>;
  /** Set by start(). */
  id?: string;
}

const DEFAULT_POLLING_SECONDS = 2;

export function createJobs({ db, log }: { db: Db; log: FastifyBaseLogger }): Jobs {
  const adapter = bossDb(db);
  const boss = new PgBoss({
    db: adapter,
    // The schema and the queues are made with the database (queues.ts); this only checks them.
    migrate: false,
    // Periodic jobs are `every` (below), which also runs periods shorter than cron's minute.
    schedule: false,
    // Maintenance (one instance at a time): expire runs whose instance died, archive, delete.
    supervise: true,
    // Jobs hold addresses (a reset email's recipient): finished ones leave the queue after an
    // hour and the archive after a week.
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 7,
  });
  boss.on('error', (err: unknown) => log.error({ err }, 'job queue error'));

  const workers: Worker[] = [];
  const periodic: { name: QueueName; seconds: number }[] = [];
  const timers: NodeJS.Timeout[] = [];
  let started = false;

  const named = (name: QueueName) => {
    if (started) throw new Error(`queue ${name} declared after the jobs started`);
    if (workers.some((w) => w.name === name)) throw new Error(`queue ${name} declared twice`);
  };

  // pg-boss waits a polling interval after every fetch, even one that found a job: waking the
  // worker after each job has it drain its queue at once, and poll only once it is empty.
  const runner =
    (worker: Worker) =>
    async ([job]: PgBoss.Job<unknown>[]) => {
      if (worker.id) boss.notifyWorker(worker.id);
      try {
        await worker.work(job!.data);
      } catch (err) {
        log.warn({ err, queue: worker.name, jobId: job!.id }, 'job failed');
        throw err;
      }
    };

  const offer = async (name: QueueName, seconds: number) => {
    try {
      const id = await boss.send(
        name,
        {},
        { singletonKey: name, singletonSeconds: seconds, retryLimit: 0 },
      );
      const worker = workers.find((w) => w.name === name);
      if (id && worker?.id) boss.notifyWorker(worker.id);
    } catch (err) {
      log.warn({ err, queue: name }, 'periodic job not offered');
    }
  };

  return {
    queue<T extends object>(name: QueueName, definition: QueueDefinition<T>): Queue<T> {
      named(name);
      const { retryLimit, retryDelaySeconds, expireInSeconds, giveUp } = definition;
      const pollingSeconds = definition.pollingSeconds ?? DEFAULT_POLLING_SECONDS;
      const { deadLetter } = jobQueues[name] as { deadLetter?: QueueName };
      if (giveUp) {
        if (!deadLetter) throw new Error(`queue ${name} has no dead letter queue to give up to`);
        named(deadLetter);
        workers.push({ name: deadLetter, pollingSeconds, work: giveUp as Worker['work'] });
      }
      const worker: Worker = { name, pollingSeconds, work: definition.work as Worker['work'] };
      workers.push(worker);
      const wake = () => {
        if (worker.id) boss.notifyWorker(worker.id);
      };
      return {
        async send(data, options = {}) {
          const id = await boss.send(name, data, {
            retryLimit,
            retryDelay: retryDelaySeconds,
            retryBackoff: true,
            expireInSeconds,
            db: bossDb(options.db ?? db),
          });
          // pg-boss answers null when it wrote nothing: the queue does not exist.
          if (!id) throw new Error(`job not queued: queue ${name} does not exist`);
          if (!options.db) wake();
        },
        wake,
      };
    },

    every(name, seconds, work) {
      named(name);
      const period = Math.max(1, Math.round(seconds));
      workers.push({ name, pollingSeconds: Math.min(period, 30), work: () => work() });
      periodic.push({ name, seconds: period });
    },

    async start() {
      if (started) return;
      started = true;
      await boss.start();
      for (const worker of workers) {
        worker.id = await boss.work(
          worker.name,
          { pollingIntervalSeconds: worker.pollingSeconds },
          runner(worker),
        );
      }
      for (const { name, seconds } of periodic) {
        void offer(name, seconds);
        const timer = setInterval(() => void offer(name, seconds), seconds * 1000);
        timer.unref();
        timers.push(timer);
      }
    },

    async stop() {
      if (!started) return;
      for (const timer of timers.splice(0)) clearInterval(timer);
      await boss.stop({ graceful: true, timeout: 10_000, close: false });
      // Its last writes (a job marked complete) may still be running, or yet to come.
      await adapter.close();
      started = false;
    },
  };
}
