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
export function bossDb(db: Db): PgBoss.Db {
  const client = (db as unknown as { _: { session: { client: DriverClient } } })._.session.client;
  return {
    async executeSql(text, values) {
      if (client.exec && !values?.length) {
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      }
      return client.query(text, values);
    },
  };
}
