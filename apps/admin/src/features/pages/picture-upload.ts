import { isApiError } from '@storefront/client/api-error';
import { FILE_MAX_BYTES, FILE_TYPES } from '@storefront/contracts/catalogue';
import { useRef, useState } from 'react';
import type { TranslateValues } from '../../i18n/catalogue.ts';
import type { AdminKey } from '../../i18n/en.ts';
import { uploadPicture } from '../../shared/api/upload-picture.ts';

/**
 * A picture for a page's body, uploaded from the owner's computer through the files API (POST
 * files), whose answer (`/files/<key>`) is an address the server's allow-list keeps
 * (content/admin/clean-html.ts). What the API refuses is checked here first, so a file that
 * cannot be stored is named at once rather than after 5 MB have gone up.
 */

/** The picture types the files API takes (not PDF, which it also stores). */
export const PICTURE_TYPES = FILE_TYPES.filter((type) => type.startsWith('image/'));
export const PICTURE_MAX_MB = Math.round(FILE_MAX_BYTES / (1024 * 1024));

/** Why a picture was not uploaded: each is a message naming the file. */
export type UploadProblem =
  | { reason: 'tooBig' | 'wrongType' | 'empty' | 'offline' | 'tooMany' }
  | { reason: 'failed'; status: number };

export type PictureUpload =
  | { state: 'idle' }
  | { state: 'uploading'; name: string }
  | { state: 'done'; name: string; url: string }
  | { state: 'failed'; name: string; problem: UploadProblem };

/**
 * What the API would refuse of this file before it is sent, or null. A file the system gives no
 * type is sent: the API reads the type from its bytes.
 */
export function pictureProblem(file: File): UploadProblem | null {
  if (file.type && !(PICTURE_TYPES as readonly string[]).includes(file.type)) {
    return { reason: 'wrongType' };
  }
  if (file.size === 0) return { reason: 'empty' };
  if (file.size > FILE_MAX_BYTES) return { reason: 'tooBig' };
  return null;
}

/** What a failed upload means for the owner, from the API's answer (routes of modules/files). */
export function uploadProblem(error: unknown): UploadProblem {
  if (!isApiError(error)) return { reason: 'failed', status: 0 };
  if (error.code === 'network_error') return { reason: 'offline' };
  if (error.status === 413) return { reason: 'tooBig' };
  // The bytes are not a picture it takes, or not the type the file says it is.
  if (error.status === 415) return { reason: 'wrongType' };
  if (error.status === 429) return { reason: 'tooMany' };
  return { reason: 'failed', status: error.status };
}

/** The line the form shows for an upload, in the back office's language. */
export function uploadMessage(
  upload: PictureUpload,
  t: (key: AdminKey, values?: TranslateValues) => string,
): string {
  switch (upload.state) {
    case 'idle':
      return '';
    case 'uploading':
      return t('pages.upload.uploading', { name: upload.name });
    case 'done':
      return t('pages.upload.done', { name: upload.name });
    case 'failed': {
      const { problem, name } = upload;
      return problem.reason === 'failed'
        ? t('pages.upload.failed', { name, status: problem.status || '—' })
        : t(`pages.upload.${problem.reason}`, { name, mb: PICTURE_MAX_MB });
    }
  }
}

/**
 * One upload at a time: a new one replaces the one under way (whose answer is then ignored), and
 * `cancel` stops it (the form's Cancel). `onUploaded` gets the stored picture's address.
 */
export function usePictureUpload(onUploaded: (url: string) => void) {
  const [upload, setUpload] = useState<PictureUpload>({ state: 'idle' });
  const current = useRef<AbortController | null>(null);

  const start = async (file: File) => {
    current.current?.abort();
    const refused = pictureProblem(file);
    if (refused) {
      current.current = null;
      setUpload({ state: 'failed', name: file.name, problem: refused });
      return;
    }
    const controller = new AbortController();
    current.current = controller;
    setUpload({ state: 'uploading', name: file.name });
    try {
      const { url } = await uploadPicture(file, controller.signal);
      if (controller.signal.aborted) return;
      setUpload({ state: 'done', name: file.name, url });
      onUploaded(url);
    } catch (error) {
      if (controller.signal.aborted) return;
      setUpload({ state: 'failed', name: file.name, problem: uploadProblem(error) });
    } finally {
      if (current.current === controller) current.current = null;
    }
  };
  const cancel = () => current.current?.abort();
  return { upload, start, cancel };
}
