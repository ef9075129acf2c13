import { api } from '@storefront/client/api-client';
import type { CatalogueExportQuery } from '@storefront/contracts/admin-imports';
import { exportCatalogue } from '@storefront/contracts/endpoints/admin/imports';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../../shared/save-blob.ts';

/** GET admin/products/export with the list's filters: the products as the import's CSV, saved. */
export function useExportProducts() {
  return useMutation({
    mutationFn: async (filter: CatalogueExportQuery) => {
      const blob = await api.call(exportCatalogue, {
        query: filter,
        responseType: 'blob',
        headers: { accept: 'text/csv' },
      });
      saveBlob(blob, `products-${new Date().toISOString().slice(0, 10)}.csv`);
    },
  });
}
