import type { Order } from '@storefront/contracts/orders';
import { useOrders } from './get-orders.ts';

/**
 * The order a card payment (by its reference) is for, from the newest page of the caller's
 * orders, where an order just paid is: the confirmation page has only the reference the
 * gateway sent the browser back with. Null while loading, or when it is not there (then the
 * payment's own result speaks for it). Read again whenever orders change, as when a pending
 * payment is confirmed.
 */
export function useOrderByPaymentReference(reference: string): {
  order: Order | null;
  isPending: boolean;
} {
  const orders = useOrders(1);
  return {
    order: orders.data?.items.find((order) => order.paymentReference === reference) ?? null,
    isPending: orders.isPending,
  };
}
