import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ImportReport } from '@storefront/contracts/admin-imports';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seededPostgresUrl } from '../../../test/database.ts';
import { startServerProcess } from '../../../test/server-process.ts';
import { multipart } from '../../files/test-fixture.ts';
import { catalogueCsv } from './generated-csv.ts';

/**
 * Issue 27's "done": a kill -9 of the instance in the middle of an import's commit, then a
 * restart: the import finishes, and every product exists once with the file's values (each
 * variation's stock recorded by exactly one movement). The real server, on a PostgreSQL database
 * of its own.
 */
const PRODUCTS = 400;

describe('an import killed in the middle of its commit', () => {
  let database: { url: string; drop(): Promise<void> };
  let client: pg.Client;
  const children = new Set<ChildProcess>();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'import-restart-'));

  beforeAll(async () => {
    database = await seededPostgresUrl();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await client?.end();
    await database?.drop();
  });

  async function startServer() {
    const started = await startServerProcess({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
    });
    children.add(started.child);
    return started;
  }

  async function signIn(url: string) {
    const answer = await fetch(`${url}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'catalogue@dukkan.demo', password: 'dukkan-shelves-2026' }),
    });
    const { accessToken } = (await answer.json()) as { accessToken: string };
    return { authorization: `Bearer ${accessToken}` };
  }

  const report = async (url: string, auth: Record<string, string>, id: number) =>
    (await (
      await fetch(`${url}/api/admin/imports/${id}`, { headers: auth })
    ).json()) as ImportReport;

  it('finishes after the restart, every product written once', async () => {
    const first = await startServer();
    const auth = await signIn(first.url);
    const csv = catalogueCsv({ products: PRODUCTS, category: 'Electronics', prefix: 'KILL' });
    const body = await multipart([
      { name: 'file', fileName: 'kill.csv', type: 'text/csv', content: Buffer.from(csv) },
    ]);
    const planned = (await (
      await fetch(`${first.url}/api/admin/imports`, {
        method: 'POST',
        headers: { ...auth, ...body.headers },
        body: new Uint8Array(body.payload),
      })
    ).json()) as ImportReport;
    expect(planned.products.create).toBe(PRODUCTS);
    const committed = await fetch(`${first.url}/api/admin/imports/${planned.id}/commit`, {
      method: 'POST',
      headers: auth,
    });
    expect(committed.status).toBe(202);

    // Killed with some products written and some not.
    await vi.waitFor(
      async () =>
        expect((await report(first.url, auth, planned.id)).progress.done).toBeGreaterThan(0),
      { timeout: 30_000, interval: 20 },
    );
    const killed = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await killed;
    const { rows: at } = await client.query<{ rows_done: number; rows_total: number }>(
      'select rows_done, rows_total from catalogue_imports where id = $1',
      [planned.id],
    );
    expect(at[0]!.rows_done).toBeLessThan(at[0]!.rows_total);

    const second = await startServer();
    const again = await signIn(second.url);
    await vi.waitFor(
      async () => expect((await report(second.url, again, planned.id)).status).toBe('done'),
      { timeout: 60_000, interval: 200 },
    );
    const done = await report(second.url, again, planned.id);
    expect(done.progress.done).toBe(done.progress.total);

    const { rows: products } = await client.query<{ n: number }>(
      "select count(*)::int as n from products where sku like 'KILL-%'",
    );
    expect(products[0]!.n).toBe(PRODUCTS);
    // The file's values: variation n's price and stock as generated, one movement each.
    const { rows: variations } = await client.query<{
      sku: string;
      price: number;
      active_qty: number;
      movements: number;
    }>(
      `select v.sku, v.price, v.active_qty,
          (select count(*)::int from stock_movements m where m.variation_id = v.id) as movements
        from variations v join products p on p.id = v.product_id
        where p.sku like 'KILL-%'`,
    );
    expect(variations).toHaveLength(PRODUCTS * 4);
    for (const variation of variations) {
      const n = Number(variation.sku.split('-')[1]);
      expect(variation.price, variation.sku).toBe(((n % 90) + 1) * 1000 + (n % 1000));
      expect(variation.active_qty, variation.sku).toBe(n % 7);
      expect(variation.movements, variation.sku).toBe(n % 7 === 0 ? 0 : 1);
    }
    const stopped = new Promise((resolve) => second.child.once('exit', resolve));
    second.child.kill('SIGTERM');
    await stopped;
  }, 180_000);
});
