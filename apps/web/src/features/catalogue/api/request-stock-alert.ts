import { api } from '@storefront/client/api-client';
import { requestStockAlert as requestStockAlertEndpoint } from '@storefront/contracts/endpoints/catalogue/stock-alerts';
import { useMutation } from '@tanstack/react-query';

/**
 * POST products/{productId}/stock-alerts (issue 29): one email when the product is back, in the
 * page's language. Asking twice is fine and still sends one; a bad address is a 400 naming
 * `email`, in the shopper's language. Sent with the session's token when there is one.
 */
export function requestStockAlert({ productId, email }: { productId: number; email: string }) {
  return api.call(requestStockAlertEndpoint, { params: { productId }, body: { email } });
}

export function useRequestStockAlert() {
  return useMutation({ mutationFn: requestStockAlert });
}
