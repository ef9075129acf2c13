import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client.ts';
import { readPublicFile } from '../files/service.ts';

/** The theme's logo as the invoice can draw it: SVG markup, or PNG/JPEG bytes. */
export type InvoiceLogo = { svg: string } | { image: Buffer };

const brandDir = path.join(import.meta.dirname, '../../../public/brand');

/**
 * Reads the theme's logo where the shop serves it: the shop's own brand folder (`/brand/…`) or a
 * stored upload (`/files/…`). Null for none, for an address elsewhere (the invoice fetches
 * nothing from outside) and for a format PDF cannot hold (WebP, GIF): the invoice then prints the
 * shop's name instead.
 */
export async function invoiceLogo(
  db: Db,
  logo: string | null | undefined,
): Promise<InvoiceLogo | null> {
  if (!logo) return null;
  const brand = /^\/brand\/([\w-]+\.(svg|png|jpe?g))$/i.exec(logo);
  if (brand) {
    const bytes = await readFile(path.join(brandDir, brand[1]!)).catch(() => null);
    if (!bytes) return null;
    return brand[2]!.toLowerCase() === 'svg' ? { svg: bytes.toString('utf8') } : { image: bytes };
  }
  const stored = await readPublicFile(db, logo);
  if (!stored) return null;
  if (stored.contentType === 'image/svg+xml') return { svg: stored.bytes.toString('utf8') };
  if (stored.contentType === 'image/png' || stored.contentType === 'image/jpeg') {
    return { image: stored.bytes };
  }
  return null;
}
