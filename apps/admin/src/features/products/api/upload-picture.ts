import { api } from '@storefront/client/api-client';
import { uploadFile } from '@storefront/contracts/endpoints/files';

/** POST files (multipart, one file in "file"): the stored picture's id and /files/… address. */
export function uploadPicture(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.call(uploadFile, { form });
}
