import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'admin-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Back office</title>');
writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');

const t = useTestApp({ env: { ADMIN_DIST: dist } });

describe('the back office is served at /admin', () => {
  it('answers its page for every address under /admin, never kept and never indexed', async () => {
    for (const url of ['/admin', '/admin/', '/admin/products/12', '/admin/login?next=%2Fadmin']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Back office</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
  });

  it('serves its hashed assets for a year, and a missing one is a 404', async () => {
    const asset = await t.app.inject({ url: '/admin/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/admin/assets/gone.js' })).statusCode).toBe(404);
  });
});
