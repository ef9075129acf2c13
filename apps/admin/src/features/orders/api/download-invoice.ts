import { api } from '@storefront/client/api-client';
import { getAdminOrderInvoice } from '@storefront/contracts/endpoints/admin/orders';
import { orderNumber } from '@storefront/contracts/order-rules';
import { useMutation } from '@tanstack/react-query';
import type { AdminLanguage } from '../../../i18n/catalogue.ts';
import { saveBlob } from '../../../shared/save-blob.ts';

/** GET admin/orders/{id}/invoice in a language, fetched with the staff token and saved. */
export function useDownloadInvoice(id: number) {
  return useMutation({
    mutationFn: async (lang: AdminLanguage) => {
      const blob = await api.call(getAdminOrderInvoice, {
        params: { id },
        query: { lang },
        responseType: 'blob',
        headers: { accept: 'application/pdf' },
      });
      saveBlob(blob, `invoice-${orderNumber(id)}-${lang}.pdf`);
    },
  });
}
