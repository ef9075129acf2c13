import { api } from '@storefront/client/api-client';
import {
  getAdminOrderInvoice,
  getAdminOrderPackingSlip,
} from '@storefront/contracts/endpoints/admin/orders';
import { orderNumber } from '@storefront/contracts/order-rules';
import { useMutation } from '@tanstack/react-query';
import type { AdminLanguage } from '../../../i18n/catalogue.ts';
import { saveBlob } from '../../../shared/save-blob.ts';

/** The order's documents as PDF (issue 26): the invoice, and the packer's slip without prices. */
const DOCUMENTS = {
  invoice: { endpoint: getAdminOrderInvoice, file: 'invoice' },
  packingSlip: { endpoint: getAdminOrderPackingSlip, file: 'packing-slip' },
} as const;

export type OrderDocument = keyof typeof DOCUMENTS;

/** GET admin/orders/{id}/invoice or …/packing-slip in a language, fetched with the staff token and saved. */
export function useDownloadOrderDocument(id: number, document: OrderDocument) {
  return useMutation({
    mutationFn: async (lang: AdminLanguage) => {
      const { endpoint, file } = DOCUMENTS[document];
      const blob = await api.call(endpoint, {
        params: { id },
        query: { lang },
        responseType: 'blob',
        headers: { accept: 'application/pdf' },
      });
      saveBlob(blob, `${file}-${orderNumber(id)}-${lang}.pdf`);
    },
  });
}
