import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { prepareDatabase } from '../db/prepare.ts';

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default, or a
 * throwaway database on the PostgreSQL server of TEST_DATABASE_URL when the test project says
 * so (TEST_DB=postgres), dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const database =
    process.env.TEST_DB === 'postgres' ? await throwawayPostgres() : await openPglite(undefined);
  await prepareDatabase(database, { seedDemo: true });
  return database;
}

async function throwawayPostgres(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `storefront_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openPostgres(testUrl.toString(), 5);
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
