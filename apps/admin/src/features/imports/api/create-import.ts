import { api } from '@storefront/client/api-client';
import { createImport } from '@storefront/contracts/endpoints/admin/imports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rememberImport } from './get-import.ts';

export interface ImportUpload {
  file: File;
  /** A ZIP of the pictures the file's picture column names. */
  pictures?: File | undefined;
  /** Create the categories and brands the shop lacks (else they are errors). */
  createMissing: boolean;
}

/** POST admin/imports (multipart: "file", "pictures"): the dry run's report, nothing written. */
export function useCreateImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, pictures, createMissing }: ImportUpload) => {
      const form = new FormData();
      form.append('file', file);
      if (pictures) form.append('pictures', pictures);
      return api.call(createImport, {
        form,
        query: { createMissing: createMissing ? 'true' : 'false' },
      });
    },
    onSuccess: (report) => rememberImport(queryClient, report),
  });
}
