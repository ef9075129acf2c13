import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client.ts';

/** What drizzle drives underneath: a pg Pool or PoolClient, or PGlite or one of its transactions. */
interface DriverClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite only: several statements in one call (its query() takes one). */
  exec?(text: string): Promise<{ rows: unknown[] }[]>;
}

/**
 * pg-boss's database adapter over a drizzle `Db`: the app's own connections (pool or embedded
 * database) rather than a second pool, and, given a transaction, that transaction, so a job is
 * queued only if the transaction that asked for it commits.
 *
 * pg-boss sends its schema changes and maintenance as several statements without values
 * (BEGIN; …; COMMIT): node-postgres runs those as one simple query, PGlite through exec().
 * drizzle keeps the driver's client on its session; it has no public accessor for it.
 */
export function bossDb(db: Db): PgBoss.Db & { close(): Promise<void> } {
  const client = (db as unknown as { _: { session: { client: DriverClient } } })._.session.client;
  const running = new Set<Promise<unknown>>();
  let closed = false;
  const run = async (text: string, values?: unknown[]) => {
    if (client.exec && !values?.length) {
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    }
    return client.query(text, values);
  };
  return {
    executeSql(text, values) {
      // Once closed, a late statement of pg-boss's (below) is never run and never answered: the
      // database may be gone, pg-boss would leave a failure unhandled, and it reads an answer's
      // rows as jobs or counts. A job whose completion is dropped so is taken again after its
      // expiry, as after a crash.
      if (closed) return new Promise<never>(() => {});
      const query = run(text, values);
      running.add(query);
      const forget = () => running.delete(query);
      query.then(forget, forget);
      return query;
    },
    /**
     * Lets the statements already running finish, then takes no more. pg-boss 10 marks a
     * finished job complete or failed without waiting for it (manager.js onFetch), and its
     * workers' loops outlive its stop(): such a write can come after stop() has returned, when
     * the database may already be closed.
     */
    async close() {
      while (running.size > 0) await Promise.allSettled([...running]);
      closed = true;
    },
  };
}
