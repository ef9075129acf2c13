import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { acquirePostgresTemplate, pgliteSnapshot } from './template.ts';

/**
 * Vitest global setup of the API projects: migrates and seeds the demo shop once for the whole
 * run, for openTestDatabase() (src/test/database.ts) to copy per test file. The project's
 * TEST_DB says which engine: PostgreSQL (a template database, src/test/template.ts) or PGlite
 * (a data-directory snapshot in a temporary file). Undone when the run ends.
 */
export default async function setup(project: TestProject) {
  const engine = project.config.env?.TEST_DB ?? process.env.TEST_DB ?? 'pglite';
  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const template = await acquirePostgresTemplate(url);
    project.provide('storefrontPostgresTemplate', template.name);
    return () => template.release();
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-pglite-'));
  const file = path.join(dir, 'seeded.tar');
  writeFileSync(file, await pgliteSnapshot());
  project.provide('storefrontPgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
