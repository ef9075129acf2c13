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
