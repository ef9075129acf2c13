import { z } from 'zod';

/**
 * The files API (spec 7) beside the file's own shapes (FILE_TYPES, fileMetadataSchema in
 * catalogue.ts): path and query of its operations.
 */

/** Path of GET files/{id}/metadata and download/{id}. */
export const fileIdParamsSchema = z.object({ id: z.uuid('The file id is not a valid id.') });

/** GET url?filePath: the storage key (`uploads/…`, `seed/…`) or the file's /files/… path. */
export const fileUrlQuerySchema = z.object({ filePath: z.string().trim().min(1).max(500) });
export const fileUrlSchema = z.object({ url: z.string() });

const STORED_FILE_PATH = /^\/files\/[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/i;

/**
 * Whether `path` is where this shop serves one of its stored files: `/files/<key>`, the `url` that
 * POST files answers, with a key as the API makes them (apps/api modules/files/storage.ts: parts
 * of letters, digits, `_`, `-` and `.`, each starting with a letter or digit, so never `..`, `//`,
 * a query or a scheme). A page's body may show pictures from here and from https only.
 */
export function isStoredFilePath(path: string): boolean {
  return path.length <= 307 && STORED_FILE_PATH.test(path);
}
