import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderSeedPicture, SEED_PICTURE_PREFIX } from '../../db/seed/catalogue/pictures.ts';

/**
 * Stored files live under DATA_DIR/files/<storage key>. Keys are made by the API (uploads:
 * `uploads/<yyyy>/<mm>/<uuid>.<ext>`; seed pictures: `seed/…`), never by a client, and every
 * key is checked before it touches the disk, so no request can reach outside the folder.
 */

export const filesRoot = (dataDir: string) => path.join(dataDir, 'files');

/** The public path of a stored file (what the storefront puts in <img src>). */
export const publicPath = (storageKey: string) =>
  `/files/${storageKey.split('/').map(encodeURIComponent).join('/')}`;

const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/i;

/** Whether a key could be one of ours: relative, no `..`, no odd characters. */
export function isSafeKey(key: string): boolean {
  return key.length <= 300 && SAFE_KEY.test(key) && !key.split('/').includes('..');
}

export function pathOf(root: string, storageKey: string): string {
  if (!isSafeKey(storageKey)) throw new Error(`unsafe storage key: ${storageKey}`);
  const full = path.resolve(root, storageKey);
  if (!full.startsWith(path.resolve(root) + path.sep)) {
    throw new Error(`storage key escapes the files folder: ${storageKey}`);
  }
  return full;
}

/** Writes whole or not at all: a reader never sees half a file. */
export async function writeStoredFile(root: string, storageKey: string, bytes: Buffer | string) {
  const target = pathOf(root, storageKey);
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Draws a seed picture (db/seed/catalogue/pictures.ts) onto this machine's disk if it is not
 * there yet. 'missing' when the key is not a seed picture we can draw.
 */
export async function ensureSeedPicture(
  root: string,
  storageKey: string,
  originalName: string,
): Promise<'exists' | 'written' | 'missing'> {
  if (!storageKey.startsWith(SEED_PICTURE_PREFIX) || !isSafeKey(storageKey)) return 'missing';
  if (existsSync(pathOf(root, storageKey))) return 'exists';
  const svg = renderSeedPicture(storageKey, originalName);
  if (svg === null) return 'missing';
  await writeStoredFile(root, storageKey, svg);
  return 'written';
}
