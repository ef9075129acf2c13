import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FILE_MAX_BYTES, type FileMetadata } from '@storefront/contracts/catalogue';
import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileBlobs, files } from '../../db/schema.ts';
import { demoAccounts } from '../../db/seed/demo-accounts.ts';
import { authHeader, signIn, useTestApp } from '../../test/app.ts';
import { jpeg, multipart, png, svg } from './test-fixture.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'files-test-'));
const t = useTestApp({ env: { DATA_DIR: dataDir } });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const customer = demoAccounts.find((a) => a.role === 'customer')!;
const staff = demoAccounts.find((a) => a.role === 'staff')!;

describe('files', () => {
  let customerToken = '';
  let staffToken = '';
  beforeAll(async () => {
    customerToken = (await signIn(t.app, customer.email, customer.password)).accessToken;
    staffToken = (await signIn(t.app, staff.email, staff.password)).accessToken;
  });

  async function upload(
    token: string | null,
    file: { content: Buffer; fileName?: string; type?: string; name?: string },
  ) {
    const body = await multipart([
      { name: file.name ?? 'file', fileName: 'upload.bin', ...file, content: file.content },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/files',
      payload: body.payload,
      headers: { ...body.headers, ...(token ? authHeader(token) : {}) },
    });
  }

  describe('POST files', () => {
    it('needs a signed-in user', async () => {
      const response = await upload(null, { content: png(4, 3), type: 'image/png' });
      expect(response.statusCode).toBe(401);
    });

    it('stores a picture, reading its type and size from the bytes', async () => {
      const content = png(40, 30);
      const response = await upload(customerToken, {
        content,
        fileName: 'Holiday photo.png',
        type: 'image/png',
      });
      expect(response.statusCode).toBe(201);
      const meta = response.json() as FileMetadata;
      expect(meta).toMatchObject({
        fileName: 'Holiday photo.png',
        contentType: 'image/png',
        size: content.length,
      });
      expect(meta.url).toMatch(/^\/files\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
      const [row] = await t.database.db.select().from(files).where(eq(files.id, meta.fileId));
      expect(row).toMatchObject({ width: 40, height: 30 });
      // The bytes are in the database every instance reads, and nothing is on this one's disk.
      const [blob] = await t.database.db
        .select()
        .from(fileBlobs)
        .where(eq(fileBlobs.fileId, meta.fileId));
      expect(blob?.bytes.equals(content)).toBe(true);
      expect(readdirSync(dataDir)).not.toContain('files');
    });

    it('takes the type from the bytes when the browser declares none', async () => {
      const response = await upload(customerToken, {
        content: jpeg(640, 480),
        fileName: 'scan',
        type: 'application/octet-stream',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ contentType: 'image/jpeg', fileName: 'scan' });
    });

    it('refuses a file whose bytes are not an accepted type (415)', async () => {
      const response = await upload(customerToken, {
        content: Buffer.from('MZ\x90\x00 not really a picture'),
        fileName: 'invoice.png',
        type: 'image/png',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().error.message).toMatch(/not accepted.*JPEG, PNG or WebP/);
    });

    it('refuses a file whose declared type disagrees with its bytes (415)', async () => {
      const response = await upload(customerToken, {
        content: jpeg(10, 10),
        fileName: 'picture.png',
        type: 'image/png',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().error.message).toContain('image/jpeg');
    });

    it('accepts SVG from staff only', async () => {
      const refused = await upload(customerToken, {
        content: svg(),
        fileName: 'logo.svg',
        type: 'image/svg+xml',
      });
      expect(refused.statusCode).toBe(415);
      expect(refused.json().error.message).toMatch(/staff only/);

      const accepted = await upload(staffToken, {
        content: svg('viewBox="0 0 300 150"'),
        fileName: 'logo.svg',
        type: 'image/svg+xml',
      });
      expect(accepted.statusCode).toBe(201);
      const meta = accepted.json() as FileMetadata;
      const [row] = await t.database.db.select().from(files).where(eq(files.id, meta.fileId));
      expect(row).toMatchObject({ contentType: 'image/svg+xml', width: 300, height: 150 });

      // Served so that its script can never run.
      const served = await t.app.inject({ method: 'GET', url: meta.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/svg+xml');
      expect(served.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      );
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    });

    it('refuses a file over the limit with 413', async () => {
      const response = await upload(customerToken, {
        content: png(2, 2, FILE_MAX_BYTES + 1),
        fileName: 'huge.png',
        type: 'image/png',
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toMatchObject({ code: 'payload_too_large' });
      expect(response.json().error.message).toMatch(/larger than 5 MB/);
    });

    it('accepts a file at the limit', async () => {
      const response = await upload(customerToken, {
        content: png(2, 2, FILE_MAX_BYTES),
        fileName: 'big.png',
        type: 'image/png',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().size).toBe(FILE_MAX_BYTES);
    });

    it('answers 400 for an empty file or a form without one, 415 for a JSON body', async () => {
      const empty = await upload(customerToken, { content: Buffer.alloc(0), type: 'image/png' });
      expect(empty.statusCode).toBe(400);

      const noFile = await multipart([{ name: 'note', content: Buffer.from('hello') }]);
      const withoutFile = await t.app.inject({
        method: 'POST',
        url: '/api/files',
        payload: noFile.payload,
        headers: { ...noFile.headers, ...authHeader(customerToken) },
      });
      expect(withoutFile.statusCode).toBe(400);
      expect(withoutFile.json().error.message).toMatch(/no file/);

      const json = await t.app.inject({
        method: 'POST',
        url: '/api/files',
        payload: { file: 'data' },
        headers: authHeader(customerToken),
      });
      expect(json.statusCode).toBe(415);
    });

    it('answers a malformed multipart body with 400 naming the file field, never a 500', async () => {
      const good = await multipart([{ name: 'file', fileName: 'a.png', content: png(2, 2) }]);
      const boundary = good.headers['content-type']?.split('boundary=')[1] ?? '';
      const send = (payload: string | Buffer, contentType: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/files',
          payload,
          headers: { 'content-type': contentType, ...authHeader(customerToken) },
        });
      const broken = [
        send(good.payload, 'multipart/form-data'),
        send(good.payload, 'multipart/form-data; boundary=never-in-the-body'),
        send(
          good.payload.subarray(0, good.payload.length - 40),
          good.headers['content-type'] ?? '',
        ),
        send(good.payload.subarray(0, 60), good.headers['content-type'] ?? ''),
        send('{"file":"data"}', 'multipart/form-data; boundary=x'),
        send('', `multipart/form-data; boundary=${boundary}`),
      ];
      for (const response of await Promise.all(broken)) {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().error.fields).toHaveProperty('file');
      }
    });

    it('keeps a file name without its control characters', async () => {
      const response = await upload(customerToken, {
        content: png(2, 2),
        fileName: 'a\u0000b\u001f.png',
        type: 'image/png',
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().fileName).toBe('ab.png');
    });
  });

  describe('reading files', () => {
    let meta: FileMetadata;
    const content = png(12, 8);
    beforeAll(async () => {
      const response = await upload(customerToken, {
        content,
        fileName: 'Résumé final.png',
        type: 'image/png',
      });
      meta = response.json();
    });

    it('GET files/{id}/metadata answers the metadata, 404 for an unknown id, 400 for a bad one', async () => {
      const response = await t.app.inject({ url: `/api/files/${meta.fileId}/metadata` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(meta);
      const unknown = await t.app.inject({
        url: '/api/files/00000000-0000-4000-8000-000000000000/metadata',
      });
      expect(unknown.statusCode).toBe(404);
      const bad = await t.app.inject({ url: '/api/files/not-an-id/metadata' });
      expect(bad.statusCode).toBe(400);
    });

    it('GET download/{id} sends the bytes as an attachment with the stored type', async () => {
      const response = await t.app.inject({ url: `/api/download/${meta.fileId}` });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(content)).toBe(true);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="R_sum_ final.png"; filename*=UTF-8''R%C3%A9sum%C3%A9%20final.png`,
      );
      const unknown = await t.app.inject({
        url: '/api/download/00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('GET url?filePath answers the public URL of a stored path', async () => {
      const key = meta.url.replace(/^\/files\//, '');
      for (const filePath of [key, meta.url]) {
        const response = await t.app.inject({
          url: `/api/url?filePath=${encodeURIComponent(filePath)}`,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ url: meta.url });
      }
      for (const filePath of ['uploads/none.png', '../../etc/passwd']) {
        const response = await t.app.inject({
          url: `/api/url?filePath=${encodeURIComponent(filePath)}`,
        });
        expect(response.statusCode).toBe(404);
      }
      expect((await t.app.inject({ url: '/api/url' })).statusCode).toBe(400);
    });

    it('GET /files/{key} serves the file for <img>, cached for good', async () => {
      const response = await t.app.inject({ url: meta.url });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(content)).toBe(true);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const etag = String(response.headers.etag);
      const again = await t.app.inject({ url: meta.url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
    });

    it('GET /files/{key}?w= serves a photograph’s smaller copy as WebP, cached for good', async () => {
      const photo = await upload(customerToken, { content: png(1200, 900), type: 'image/png' });
      const { url } = photo.json<FileMetadata>();
      const response = await t.app.inject({ url: `${url}?w=320` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const copy = await sharp(response.rawPayload).metadata();
      expect([copy.format, copy.width, copy.height]).toEqual(['webp', 320, 240]);
      const etag = String(response.headers.etag);
      expect(etag).not.toBe(String((await t.app.inject({ url })).headers.etag));
      const again = await t.app.inject({ url: `${url}?w=320`, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      // Never wider than the original.
      const wide = await t.app.inject({ url: `${url}?w=1600` });
      expect((await sharp(wide.rawPayload).metadata()).width).toBe(1200);
    });

    it('serves an SVG, or a photograph it cannot read, as it is whatever w asks', async () => {
      const drawn = await upload(staffToken, { content: svg(), type: 'image/svg+xml' });
      const broken = await upload(customerToken, { content: jpeg(2000, 1000), type: 'image/jpeg' });
      for (const [response, type] of [
        [drawn, 'image/svg+xml'],
        [broken, 'image/jpeg'],
      ] as const) {
        const { url } = response.json<FileMetadata>();
        const served = await t.app.inject({ url: `${url}?w=320` });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(type);
        expect(served.rawPayload.equals((await t.app.inject({ url })).rawPayload)).toBe(true);
      }
    });

    it('answers a width outside the set with 400 naming w', async () => {
      for (const w of ['300', 'wide', '-160', '640.5']) {
        const response = await t.app.inject({ url: `${meta.url}?w=${w}` });
        expect(response.statusCode, w).toBe(400);
        expect(Object.keys(response.json().error.fields), w).toEqual(['w']);
      }
    });

    it('answers only the keys of stored files, never another path', async () => {
      // Dot segments, even percent-encoded, are resolved by the URL parser before routing.
      for (const url of ['/files/../../etc/passwd', '/files/%2e%2e/%2e%2e/etc/passwd', '/files/']) {
        const response = await t.app.inject({ url });
        expect(response.statusCode, url).not.toBe(200);
      }
      const secrets = await t.app.inject({ url: '/files/uploads/%2e%2e%2f%2e%2e%2fsecrets.json' });
      expect(secrets.statusCode).toBe(404);
      expect(secrets.body).not.toContain('jwtSecret');
      // A NUL never reaches the lookup: the input rule refuses it first.
      expect((await t.app.inject({ url: '/files/a%00b' })).statusCode).toBe(400);
    });
  });

  it('serves the seeded product pictures, drawn from their rows and stored nowhere', async () => {
    const [row] = await t.database.db
      .select()
      .from(files)
      .where(like(files.storageKey, 'seed/products/%'))
      .limit(1);
    expect(row).toBeDefined();
    const response = await t.app.inject({ url: `/files/${row!.storageKey}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBe(`"${row!.id}"`);
    expect(response.body).toMatch(/^<svg [^>]*width="800" height="800"/);
    expect(response.rawPayload.length).toBe(row!.size);
    const stored = await t.database.db
      .select()
      .from(fileBlobs)
      .where(eq(fileBlobs.fileId, row!.id));
    expect(stored).toEqual([]);
  });

  it('answers 404 for a stored file whose bytes are nowhere', async () => {
    const [row] = await t.database.db
      .insert(files)
      .values({
        id: '00000000-0000-4000-8000-0000000000f1',
        storageKey: 'uploads/2020/01/lost.png',
        originalName: 'lost.png',
        contentType: 'image/png',
        size: 10,
      })
      .returning();
    const response = await t.app.inject({ url: '/files/uploads/2020/01/lost.png' });
    expect(response.statusCode).toBe(404);
    const download = await t.app.inject({ url: `/api/download/${row!.id}` });
    expect(download.statusCode).toBe(404);
  });
});
