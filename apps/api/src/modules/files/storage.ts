import type { Db } from '../../db/client.ts';
import { renderSeedPicture } from '../../db/seed/catalogue/pictures.ts';
import { findFileBlob, findFileWithBlobByKey, insertFileBlob, type StoredFile } from './queries.ts';

/**
 * Where a stored file's bytes are (decision 45). An upload's are in file_blobs, in the database
 * every instance reads, written in the transaction that writes its row. A seed picture's are
 * stored nowhere: they are drawn again from its key and name (db/seed/catalogue/pictures.ts)
 * whenever they are read, the same bytes on every instance. Keys are made by the API (uploads:
 * `uploads/<yyyy>/<mm>/<uuid>.<ext>`; seed pictures: `seed/…`), never by a client.
 */

/** The public path of a stored file (what the storefront puts in <img src>). */
export const publicPath = (storageKey: string) =>
  `/files/${storageKey.split('/').map(encodeURIComponent).join('/')}`;

const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/i;

/** Whether a key could be one of ours: relative, no `..`, no odd characters. */
export function isSafeKey(key: string): boolean {
  return key.length <= 300 && SAFE_KEY.test(key) && !key.split('/').includes('..');
}

/** Stores the bytes of a file whose row is written (or being written, in `db`'s transaction). */
export async function saveFileBytes(db: Db, fileId: string, bytes: Buffer): Promise<void> {
  await insertFileBlob(db, fileId, bytes);
}

/** The bytes of a file; null when it has none (an upload whose bytes were never imported). */
export async function readFileBytes(db: Db, row: StoredFile): Promise<Buffer | null> {
  return drawnSeedPicture(row) ?? (await findFileBlob(db, row.id));
}

/** The row and bytes of the file stored under a key, in one read; undefined when there is none. */
export async function readFileByKey(
  db: Db,
  storageKey: string,
): Promise<{ row: StoredFile; bytes: Buffer | null } | undefined> {
  const found = await findFileWithBlobByKey(db, storageKey);
  return found && { row: found.row, bytes: found.bytes ?? drawnSeedPicture(found.row) };
}

function drawnSeedPicture(row: StoredFile): Buffer | null {
  const svg = renderSeedPicture(row.storageKey, row.originalName);
  return svg === null ? null : Buffer.from(svg);
}
