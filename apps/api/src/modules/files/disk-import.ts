import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client.ts';
import { filesWithoutBlob } from './queries.ts';
import { isSafeKey, saveFileBytes } from './storage.ts';

/**
 * Before file_blobs (migration 0008) an upload's bytes were on the disk of the instance that took
 * it, in DATA_DIR/files/<key>. A migration cannot read a disk, so each instance, when it starts,
 * copies in the bytes it holds of the files the database has none of. Once every instance has
 * started once, DATA_DIR/files is read no more and may be deleted (docs/operations.md); without
 * that folder this does nothing, not even a query. `missing` counts the files still without
 * bytes that this disk cannot give (another instance's disk may).
 */
export async function importFilesFromDisk(
  db: Db,
  dataDir: string,
): Promise<{ imported: number; missing: number }> {
  const root = path.join(dataDir, 'files');
  if (!existsSync(root)) return { imported: 0, missing: 0 };
  let imported = 0;
  let missing = 0;
  for (const file of await filesWithoutBlob(db)) {
    const bytes = isSafeKey(file.storageKey)
      ? await readFile(path.join(root, file.storageKey)).catch(() => null)
      : null;
    // A file cut short on the disk is left out rather than served wrong.
    if (!bytes || bytes.length !== file.size) {
      missing++;
      continue;
    }
    await saveFileBytes(db, file.id, bytes);
    imported++;
  }
  return { imported, missing };
}
