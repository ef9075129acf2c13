import { unzipSync } from 'fflate';
import type { Db } from '../../../db/client.ts';
import { HttpError, invalidField } from '../../../lib/http-error.ts';
import type { RequestUser } from '../../../plugins/auth.ts';
import { publicFilePath, storeUpload } from '../../files/service.ts';
import type { Problem, ProductPatch } from './patches.ts';
import { fileKeyOf } from './shop.ts';

/**
 * Pictures named by file in the picture column, taken from the ZIP uploaded with the CSV: each
 * one named is stored as an upload (as the product editor's pictures are, before the product is
 * saved), and the rows then name it by its address. A name matches an entry's path in the ZIP,
 * or its last part.
 */
export async function storeZipPictures(
  db: Db,
  user: RequestUser,
  zip: Buffer | undefined,
  patches: ProductPatch[],
  report: (problem: Problem) => void,
): Promise<void> {
  const wanted = new Set<string>();
  for (const patch of patches) {
    for (const line of patch.lines) {
      for (const entry of line.pictures ?? [])
        if (fileKeyOf(entry) === undefined) wanted.add(entry);
    }
  }
  if (wanted.size === 0 || !zip) return;
  const baseName = (name: string) => name.split('/').at(-1)!;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(new Uint8Array(zip), {
      filter: (file) => wanted.has(file.name) || wanted.has(baseName(file.name)),
    });
  } catch {
    throw invalidField('pictures', 'import.error.notZip');
  }
  const addresses = new Map<string, string>();
  const failed = new Set<string>();
  for (const [name, bytes] of Object.entries(entries)) {
    const key = wanted.has(name) ? name : baseName(name);
    if (addresses.has(key) || failed.has(key)) continue;
    try {
      const file = await storeUpload(
        db,
        { bytes: Buffer.from(bytes), fileName: baseName(name), declaredType: undefined },
        user,
      );
      addresses.set(key, publicFilePath(file.storageKey));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      failed.add(key);
    }
  }
  for (const patch of patches) {
    for (const line of patch.lines) {
      if (!line.pictures) continue;
      line.pictures = line.pictures.map((entry) => addresses.get(entry) ?? entry);
      for (const entry of line.pictures) {
        if (failed.has(entry)) {
          report({ row: line.row, column: 'picture', value: entry, code: 'pictureType' });
        }
      }
    }
  }
}
