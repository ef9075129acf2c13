import { api } from '@storefront/client/api-client';
import { getOrderInvoice as getOrderInvoiceEndpoint } from '@storefront/contracts/endpoints/orders';
import { orderNumber } from '@storefront/contracts/order-rules';
import { useMutation } from '@tanstack/react-query';
import { accessHeaders } from '../order-access.ts';

/** GET orders/{id}/document (spec 7): the invoice PDF, fetched with the token (and key). */
export function getInvoice(orderId: number, access?: string | null) {
  return api.call(getOrderInvoiceEndpoint, {
    params: { id: orderId },
    responseType: 'blob',
    headers: { accept: 'application/pdf', ...accessHeaders(access) },
  });
}

/** Saves a Blob as a file through an object URL and a temporary <a download>. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadInvoice(access?: string | null) {
  return useMutation({
    mutationFn: async (orderId: number) => {
      const blob = await getInvoice(orderId, access);
      saveBlob(blob, `invoice-${orderNumber(orderId)}.pdf`);
    },
  });
}
