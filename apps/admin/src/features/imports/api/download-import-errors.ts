import { api } from '@storefront/client/api-client';
import { getImportErrors } from '@storefront/contracts/endpoints/admin/imports';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../../shared/save-blob.ts';

/** GET admin/imports/{id}/errors: the file's rows with errors and an `error` column, saved. */
export function useDownloadImportErrors(id: number) {
  return useMutation({
    mutationFn: async () => {
      const blob = await api.call(getImportErrors, {
        params: { id },
        responseType: 'blob',
        headers: { accept: 'text/csv' },
      });
      saveBlob(blob, `import-${id}-errors.csv`);
    },
  });
}
