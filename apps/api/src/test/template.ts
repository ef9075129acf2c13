import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Database, type Db, openPostgres } from '../db/client.ts';
import { prepareDatabase } from '../db/prepare.ts';
import * as schema from '../db/schema.ts';

/**
 * The seeded database every API test file starts from, made once per test run (by the Vitest
 * global setup, src/test/global-setup.ts) instead of once per file:
 *
 * - PGlite: a snapshot of the data directory (a tarball) of a migrated and seeded in-memory
 *   PGlite, written to a file; each file's database is a new PGlite loaded from it.
 * - PostgreSQL: a template database `storefront_tmpl_<hash>`; each file's database is
 *   `CREATE DATABASE … TEMPLATE` it, a copy of its files.
 *
 * <hash> is of everything that decides what the seeded database holds: the migrations, and the
 * sources of prepareDatabase and all they import (seeds, schema, contracts), this file included.
 */

const apiSrc = path.resolve(import.meta.dirname, '..');
const contractsSrc = path.resolve(apiSrc, '../../../packages/contracts/src');
const migrationsFolder = path.join(apiSrc, 'db', 'migrations');

/** The file an import names, for our own sources (relative, or @storefront/contracts); else null. */
function resolveImport(from: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier);
  if (specifier === '@storefront/contracts') return path.join(contractsSrc, 'index.ts');
  if (specifier.startsWith('@storefront/contracts/')) {
    return path.join(contractsSrc, `${specifier.slice('@storefront/contracts/'.length)}.ts`);
  }
  return null;
}

/** A short hash of the migrations and of the seed sources (followed through their imports). */
export function seedSourcesHash(): string {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || !existsSync(file)) return;
    files.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g)) {
      const target = resolveImport(file, match[1]!);
      if (target) visit(target);
    }
  };
  visit(path.join(apiSrc, 'db', 'prepare.ts'));
  visit(import.meta.filename);
  for (const entry of readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.add(path.join(entry.parentPath, entry.name));
  }
  const hash = createHash('sha256');
  for (const file of [...files].sort()) {
    hash.update(`${path.relative(apiSrc, file)}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** A Database over a PGlite client, as db/client.ts's openPglite makes it. */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Migrates and seeds an in-memory PGlite and returns its data directory as a tarball. */
export async function pgliteSnapshot(): Promise<Uint8Array> {
  const client = new PGlite();
  await client.waitReady;
  try {
    await prepareDatabase(pgliteDatabase(client), { seedDemo: true });
    const tarball = await client.dumpDataDir('none');
    return new Uint8Array(await tarball.arrayBuffer());
  } finally {
    await client.close();
  }
}

// PostgreSQL templates are shared by every test run on the server (several people, or CI, may
// run the tests at once): advisory locks on two keys per template name make that safe.
// - BUILD (exclusive, held briefly): whoever creates, checks or drops the template.
// - USE (shared, held for the whole run): the template is in use; the last run to leave, the
//   one that can take USE exclusively, drops it.
const BUILD_LOCK = 727_010;
const USE_LOCK = 727_011;
const TEMPLATE_PREFIX = 'storefront_tmpl_';

/** A 32-bit lock key for a template name. */
const keyOf = (name: string) => createHash('sha256').update(name).digest().readInt32BE(0);

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function dropTemplate(admin: pg.Client, name: string) {
  await admin.query(`alter database ${quote(name)} with is_template false`).catch(() => {});
  await admin.query(`drop database if exists ${quote(name)} with (force)`);
}

export interface PostgresTemplate {
  name: string;
  /** Leaves the template; the last run using it drops it. */
  release(): Promise<void>;
}

/**
 * Makes sure the seeded template for the current sources exists on the server of `url` (building
 * it if not) and holds it in use until release(). Templates of other sources that no run uses
 * any more (left by a run that was killed) are dropped on the way.
 */
export async function acquirePostgresTemplate(url: string): Promise<PostgresTemplate> {
  const name = `${TEMPLATE_PREFIX}${seedSourcesHash()}`;
  const key = keyOf(name);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1, $2)', [BUILD_LOCK, key]);
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
        name,
      ]);
      if (!rowCount) await buildTemplate(admin, url, name);
      await admin.query('select pg_advisory_lock_shared($1, $2)', [USE_LOCK, key]);
    } finally {
      await admin.query('select pg_advisory_unlock($1, $2)', [BUILD_LOCK, key]);
    }
    await dropUnusedTemplates(admin, name);
  } catch (error) {
    await admin.end().catch(() => {});
    throw error;
  }
  let released = false;
  return {
    name,
    async release() {
      if (released) return;
      released = true;
      try {
        await admin.query('select pg_advisory_unlock_shared($1, $2)', [USE_LOCK, key]);
        await admin.query('select pg_advisory_lock($1, $2)', [BUILD_LOCK, key]);
        const { rows } = await admin.query<{ free: boolean }>(
          'select pg_try_advisory_lock($1, $2) as free',
          [USE_LOCK, key],
        );
        if (rows[0]?.free) await dropTemplate(admin, name);
      } finally {
        // Closing the session lets go of every lock it still holds.
        await admin.end();
      }
    },
  };
}

/** Builds the template under a scratch name and renames it, so a half-built one is never used. */
async function buildTemplate(admin: pg.Client, url: string, name: string) {
  const scratch = `${name}_new`;
  await admin.query(`drop database if exists ${quote(scratch)} with (force)`);
  await admin.query(`create database ${quote(scratch)}`);
  const scratchUrl = new URL(url);
  scratchUrl.pathname = `/${scratch}`;
  const database = await openPostgres(scratchUrl.toString(), 2);
  try {
    await prepareDatabase(database, { seedDemo: true });
  } finally {
    await database.close();
  }
  await admin.query(`alter database ${quote(scratch)} rename to ${quote(name)}`);
  // A template nobody connects to: CREATE DATABASE … TEMPLATE needs it without sessions.
  await admin.query(`alter database ${quote(name)} with is_template true allow_connections false`);
}

/** Drops other templates of ours that no run holds (their BUILD and USE locks are both free). */
async function dropUnusedTemplates(admin: pg.Client, keep: string) {
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'storefront\\_tmpl\\_%' and datname <> $1",
    [keep],
  );
  for (const { datname } of rows) {
    const key = keyOf(datname.replace(/_new$/, ''));
    const { rows: build } = await admin.query<{ ok: boolean }>(
      'select pg_try_advisory_lock($1, $2) as ok',
      [BUILD_LOCK, key],
    );
    if (!build[0]?.ok) continue;
    try {
      const { rows: use } = await admin.query<{ ok: boolean }>(
        'select pg_try_advisory_lock($1, $2) as ok',
        [USE_LOCK, key],
      );
      if (!use[0]?.ok) continue;
      try {
        await dropTemplate(admin, datname);
      } finally {
        await admin.query('select pg_advisory_unlock($1, $2)', [USE_LOCK, key]);
      }
    } finally {
      await admin.query('select pg_advisory_unlock($1, $2)', [BUILD_LOCK, key]);
    }
  }
}
