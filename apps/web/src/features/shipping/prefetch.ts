import type { QueryClient } from '@tanstack/react-query';
import { deliveryDaysQueryOptions } from './api/get-delivery-days.ts';

/** The default shipping method's days, for the product page's delivery date (server loaders). */
export function prefetchDeliveryDays(client: QueryClient): Promise<void> {
  return client.prefetchQuery(deliveryDaysQueryOptions());
}
