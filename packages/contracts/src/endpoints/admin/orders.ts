/**
 * The back office's orders (apps/api/src/modules/orders/admin): the list, its CSV, one order,
 * its invoice and packing slip, moves along its life and internal notes. Reads need
 * orders.read, changes orders.write.
 */
import type {
  adminInvoiceQuerySchema,
  adminOrderMoveSchema,
  adminOrderPageSchema,
  adminOrderSchema,
  adminOrdersFilterSchema,
  adminOrdersQuerySchema,
  orderNoteRequestSchema,
  orderNoteSchema,
} from '../../admin-orders.ts';
import { adminEndpoint, type FileAnswer, types } from '../../endpoint.ts';

export const listAdminOrders = adminEndpoint(
  'GET',
  'admin/orders',
  'orders.read',
  types<{ response: typeof adminOrderPageSchema; query: typeof adminOrdersQuerySchema }>(),
);
export const exportAdminOrders = adminEndpoint(
  'GET',
  'admin/orders/export',
  'orders.read',
  types<{ response: FileAnswer; query: typeof adminOrdersFilterSchema }>(),
);
export const getAdminOrder = adminEndpoint(
  'GET',
  'admin/orders/{id}',
  'orders.read',
  types<{ response: typeof adminOrderSchema }>(),
);
export const getAdminOrderInvoice = adminEndpoint(
  'GET',
  'admin/orders/{id}/invoice',
  'orders.read',
  types<{ response: FileAnswer; query: typeof adminInvoiceQuerySchema }>(),
);
export const getAdminOrderPackingSlip = adminEndpoint(
  'GET',
  'admin/orders/{id}/packing-slip',
  'orders.read',
  types<{ response: FileAnswer; query: typeof adminInvoiceQuerySchema }>(),
);
export const moveAdminOrder = adminEndpoint(
  'POST',
  'admin/orders/{id}/status',
  'orders.write',
  types<{ response: typeof adminOrderSchema; body: typeof adminOrderMoveSchema }>(),
);
export const addAdminOrderNote = adminEndpoint(
  'POST',
  'admin/orders/{id}/notes',
  'orders.write',
  types<{ status: 201; response: typeof orderNoteSchema; body: typeof orderNoteRequestSchema }>(),
);
