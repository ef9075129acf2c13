import { api } from '@storefront/client/api-client';
import { getPaymentLink as getPaymentLinkEndpoint } from '@storefront/contracts/endpoints/payments';
import { useMutation } from '@tanstack/react-query';

/**
 * GET payments/reference/{ref}/payment-link (spec 7): where to pay. For a failed payment of an
 * unpaid order it makes a new payment (a retry), so it is used as a mutation, never cached.
 */
export function getPaymentLink(reference: string) {
  return api.call(getPaymentLinkEndpoint, { params: { ref: reference } });
}

export function usePaymentLink() {
  return useMutation({ mutationFn: getPaymentLink });
}
