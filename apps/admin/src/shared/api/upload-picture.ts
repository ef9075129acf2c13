import { api } from '@storefront/client/api-client';
import { uploadFile } from '@storefront/contracts/endpoints/files';

/**
 * POST files (multipart, one file in "file"): the stored picture's id and /files/… address. The
 * product editor's pictures and the page editor's body upload through it.
 */
export function uploadPicture(file: File, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file);
  return api.call(uploadFile, { form, ...(signal && { signal }) });
}
