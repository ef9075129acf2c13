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
export function bossDb(db: Db): PgBoss.Db & { settled(): Promise<void> } {
  const client = (db as unknown as { _: { session: { client: DriverClient } } })._.session.client;
  const running = new Set<Promise<unknown>>();
  const run = async (text: string, values?: unknown[]) => {
    if (client.exec && !values?.length) {
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    }
    return client.query(text, values);
  };
  return {
    executeSql(text, values) {
      const query = run(text, values);
      running.add(query);
      const forget = () => running.delete(query);
      query.then(forget, forget);
      return query;
    },
    /**
     * Resolves once no statement of pg-boss's is running. pg-boss 10 marks a finished job
     * complete without waiting for it (manager.js onFetch), so its stop() can return while that
     * write is still on its way: the database must not close under it.
     */
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
