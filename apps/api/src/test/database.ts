import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { pgliteDatabase } from './template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the seeded PGlite data directory (src/test/global-setup.ts). */
    storefrontPgliteSnapshot?: string;
    /** The seeded PostgreSQL template database (src/test/global-setup.ts). */
    storefrontPostgresTemplate?: string;
  }
}

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default, or a
 * throwaway database on the PostgreSQL server of TEST_DATABASE_URL when the test project says
 * so (TEST_DB=postgres), dropped again on close.
 *
 * The run's global setup migrates and seeds once (src/test/template.ts); each call here starts
 * from a copy of that: PGlite loads the snapshot, PostgreSQL copies the template database.
 * Without the global setup (a config that does not name it) each call migrates and seeds its own.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') {
    return throwawayPostgres(inject('storefrontPostgresTemplate'));
  }
  const snapshot = inject('storefrontPgliteSnapshot');
  if (snapshot) {
    const client = new PGlite({ loadDataDir: new Blob([await readFile(snapshot)]) });
    await client.waitReady;
    return pgliteDatabase(client);
  }
  const database = await openPglite(undefined);
  await prepareDatabase(database, { seedDemo: true });
  return database;
}

/** A new database on the server of TEST_DATABASE_URL (a copy of `template` if given). */
async function throwawayPostgres(template: string | undefined): Promise<Database> {
  const { url, drop } = await createThrowawayPostgres(template);
  const database = await openPostgres(url, 5);
  return {
    ...database,
    async close() {
      await database.close();
      await drop();
    },
  };
}

/**
 * A new, migrated and seeded database on the server of TEST_DATABASE_URL for something other
 * than this process to use (a server started as a child process): its URL, and how to drop it.
 */
export async function seededPostgresUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  return createThrowawayPostgres(inject('storefrontPostgresTemplate'));
}

async function createThrowawayPostgres(template: string | undefined) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `storefront_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  if (!template) {
    const database = await openPostgres(testUrl.toString(), 2);
    await prepareDatabase(database, { seedDemo: true });
    await database.close();
  }
  return {
    url: testUrl.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
