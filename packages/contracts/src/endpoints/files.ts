/**
 * The files API (apps/api/src/modules/files, under /api). The stored files themselves
 * (GET /files/<key>, outside /api) are not operations of the API.
 */
import type { fileMetadataSchema } from '../catalogue.ts';
import { endpoint, type FileAnswer, types } from '../endpoint.ts';
import type { fileUrlQuerySchema, fileUrlSchema } from '../files.ts';

/** The body is multipart/form-data (one file in a field named "file"), not JSON. */
export const uploadFile = endpoint(
  'POST',
  'files',
  types<{ status: 201; response: typeof fileMetadataSchema }>(),
);
export const getFileMetadata = endpoint(
  'GET',
  'files/{id}/metadata',
  types<{ response: typeof fileMetadataSchema }>(),
);
/** The file itself, as an attachment. */
export const downloadFile = endpoint('GET', 'download/{id}', types<{ response: FileAnswer }>());
export const getFileUrl = endpoint(
  'GET',
  'url',
  types<{ response: typeof fileUrlSchema; query: typeof fileUrlQuerySchema }>(),
);
