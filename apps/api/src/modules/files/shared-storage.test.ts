import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FileMetadata } from '@storefront/contracts/catalogue';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { fileBlobs, files } from '../../db/schema.ts';
import { createGuest, testConfig } from '../../test/app.ts';
import { openTestDatabase } from '../../test/database.ts';
import { multipart, png } from './test-fixture.ts';

/**
 * Several instances on one database, each with a DATA_DIR of its own: a file stored through one
 * is served by the others, and uploads an instance kept on its disk before the bytes moved into
 * the database are copied in when it starts.
 */
let database: Database;
const dataDirs: string[] = [];
const apps: FastifyInstance[] = [];

async function startInstance(prepareDisk?: (dataDir: string) => void): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'files-instance-'));
  dataDirs.push(dataDir);
  prepareDisk?.(dataDir);
  const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), db: database.db });
  apps.push(app);
  await app.ready();
  return app;
}

beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('files on several instances', () => {
  it('serves a file uploaded through one instance from another', async () => {
    const [first, second] = [await startInstance(), await startInstance()];
    const guest = await createGuest(first);
    const content = png(16, 9);
    const body = await multipart([
      { name: 'file', fileName: 'shared.png', type: 'image/png', content },
    ]);
    const uploaded = await first.inject({
      method: 'POST',
      url: '/api/files',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${guest.accessToken}` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const meta = uploaded.json() as FileMetadata;

    const served = await second.inject({ url: meta.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(content)).toBe(true);
    expect(served.headers.etag).toBe(`"${meta.fileId}"`);
    const downloaded = await second.inject({ url: `/api/download/${meta.fileId}` });
    expect(downloaded.rawPayload.equals(content)).toBe(true);
  });

  it('copies the uploads an instance kept on its disk into the database when it starts', async () => {
    const kept = png(7, 5);
    const rows = [
      { key: 'uploads/2025/03/kept.png', onDisk: kept },
      // Cut short on the disk (its row says 10 bytes more): left out, not served wrong.
      { key: 'uploads/2025/03/cut-short.png', onDisk: kept, size: kept.length + 10 },
      { key: 'uploads/2025/03/on-another-disk.png', onDisk: null },
    ];
    for (const [n, row] of rows.entries()) {
      await database.db.insert(files).values({
        id: `00000000-0000-4000-8000-00000000010${n}`,
        storageKey: row.key,
        originalName: path.basename(row.key),
        contentType: 'image/png',
        size: row.size ?? kept.length,
      });
    }
    const before = await startInstance();
    expect((await before.inject({ url: `/files/${rows[0]!.key}` })).statusCode).toBe(404);

    const old = await startInstance((dataDir) => {
      for (const row of rows.filter((r) => r.onDisk)) {
        const file = path.join(dataDir, 'files', row.key);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, row.onDisk!);
      }
    });
    const [blob] = await database.db
      .select()
      .from(fileBlobs)
      .where(eq(fileBlobs.fileId, '00000000-0000-4000-8000-000000000100'));
    expect(blob?.bytes.equals(kept)).toBe(true);

    // Every instance serves it now, the one that had it on disk and one that never did.
    for (const app of [old, await startInstance()]) {
      const served = await app.inject({ url: `/files/${rows[0]!.key}` });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(kept)).toBe(true);
      for (const row of rows.slice(1)) {
        expect((await app.inject({ url: `/files/${row.key}` })).statusCode, row.key).toBe(404);
      }
    }
  });
});
