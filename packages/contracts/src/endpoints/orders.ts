/** The orders' operations (apps/api/src/modules/orders). */
import { adminEndpoint, endpoint, type FileAnswer, types } from '../endpoint.ts';
import type {
  cancelOrderRequestSchema,
  orderItemsSchema,
  orderLookupRequestSchema,
  orderLookupResultSchema,
  orderPageSchema,
  orderSchema,
  orderStatusChangeSchema,
  ordersQuerySchema,
  placeOrderRequestSchema,
  reorderResultSchema,
  returnRequestSchema,
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

/** The shopper cancels, until the order ships: answers the order, cancelled. */
export const cancelOrder = endpoint(
  'POST',
  'orders/{id}/cancel',
  types<{ response: typeof orderSchema; body: typeof cancelOrderRequestSchema }>(),
);
/** Asks to send lines of a delivered order back: 201 with the order, its returns listed. */
export const requestOrderReturn = endpoint(
  'POST',
  'orders/{id}/returns',
  types<{ status: 201; response: typeof orderSchema; body: typeof returnRequestSchema }>(),
);
/** Staff move an order along its life (staff token). */
export const changeOrderStatus = adminEndpoint(
  'PUT',
  'orders/{id}/status',
  'orders.write',
  types<{ response: typeof orderSchema; body: typeof orderStatusChangeSchema }>(),
);
/** A guest finds an order again by number and email. */
export const lookupOrder = endpoint(
  'POST',
  'orders/lookup',
  types<{ response: typeof orderLookupResultSchema; body: typeof orderLookupRequestSchema }>(),
);
