import { api } from '@storefront/client/api-client';
import type { AdminOrdersFilter } from '@storefront/contracts/admin-orders';
import { exportAdminOrders } from '@storefront/contracts/endpoints/admin/orders';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../../shared/save-blob.ts';

/** GET admin/orders/export with the list's filters, saved as a file. */
export function useExportOrders() {
  return useMutation({
    mutationFn: async (filter: AdminOrdersFilter) => {
      const blob = await api.call(exportAdminOrders, {
        query: filter,
        responseType: 'blob',
        headers: { accept: 'text/csv' },
      });
      saveBlob(blob, `orders-${new Date().toISOString().slice(0, 10)}.csv`);
    },
  });
}
