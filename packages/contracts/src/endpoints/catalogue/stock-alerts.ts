/** "Tell me when it's back" (apps/api/src/modules/catalogue/stock-alerts). */
import { endpoint, types } from '../../endpoint.ts';
import type { stockAlertRequestSchema, stockAlertSchema } from '../../stock-alerts.ts';

export const requestStockAlert = endpoint(
  'POST',
  'products/{productId}/stock-alerts',
  types<{
    status: 201;
    response: typeof stockAlertSchema;
    body: typeof stockAlertRequestSchema;
  }>(),
);
