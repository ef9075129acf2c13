import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { invoiceLogo } from './invoice-logo.ts';

// Paths that never reach the database (stored uploads are read through the files module).
const noDb = {} as Db;

describe('invoiceLogo', () => {
  it("reads the shop's own SVG logo from its brand folder", async () => {
    const logo = await invoiceLogo(noDb, '/brand/logo.svg');
    expect(logo && 'svg' in logo && logo.svg.startsWith('<svg')).toBe(true);
  });

  it('is none for no logo, a missing file, an outside address or a path out of the folder', async () => {
    for (const path of [
      null,
      '',
      '/brand/missing.svg',
      'https://example.com/logo.png',
      '/brand/../../package.json',
    ]) {
      expect(await invoiceLogo(noDb, path), String(path)).toBeNull();
    }
  });
});
