import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../test/database.ts';
import { bossDb } from './boss-db.ts';

describe('bossDb', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('closes only once no statement of its own is still running', async () => {
    const adapter = bossDb(database.db);
    let done = false;
    // A write pg-boss does not wait for (a job marked complete): still running when asked.
    void adapter.executeSql('select pg_sleep(0.3)', [] as unknown[]).then(() => {
      done = true;
    });
    await adapter.close();
    expect(done).toBe(true);
  });

  it('once closed, runs nothing more (the database may be gone)', async () => {
    const adapter = bossDb(database.db);
    await adapter.close();
    const late = adapter.executeSql('select * from no_such_table', []).then(
      () => 'answered',
      () => 'failed',
    );
    const waited = new Promise((done) => setTimeout(() => done('never answered'), 200));
    expect(await Promise.race([late, waited])).toBe('never answered');
  });

  it('closes after a statement that failed', async () => {
    const adapter = bossDb(database.db);
    await expect(adapter.executeSql('select * from no_such_table', [])).rejects.toThrow();
    await adapter.close();
  });
});
