/** The orders' operations (apps/api/src/modules/orders). */
import { endpoint, type FileAnswer, types } from '../endpoint.ts';
import type {
  orderItemsSchema,
  orderPageSchema,
  orderSchema,
  ordersQuerySchema,
  placeOrderRequestSchema,
  reorderResultSchema,
} from '../orders.ts';

/** 201 with the order it placed; the same Idempotency-Key again answers it with 200. */
export const placeOrder = endpoint(
  'POST',
  'users/{userId}/orders',
  types<{ status: 201; response: typeof orderSchema; body: typeof placeOrderRequestSchema }>(),
);
export const listOrders = endpoint(
  'GET',
  'customers/{userId}/orders',
  types<{ response: typeof orderPageSchema; query: typeof ordersQuerySchema }>(),
);
export const getOrder = endpoint('GET', 'orders/{id}', types<{ response: typeof orderSchema }>());
export const listOrderItems = endpoint(
  'GET',
  'orders/{id}/items',
  types<{ response: typeof orderItemsSchema }>(),
);
/** The invoice PDF (application/pdf). */
export const getOrderInvoice = endpoint(
  'GET',
  'orders/{id}/document',
  types<{ response: FileAnswer }>(),
);
export const reorderOrder = endpoint(
  'POST',
  'orders/{orderId}/reorder',
  types<{ response: typeof reorderResultSchema }>(),
);
