/**
 * The back office's payment providers (apps/api/src/modules/payments/admin): on or off, and their
 * order at checkout. Reads and writes need settings.manage.
 */
import type { adminPaymentProvidersSchema, settingsOrderSchema } from '../../admin-settings.ts';
import { adminEndpoint, types } from '../../endpoint.ts';

export const listAdminPaymentProviders = adminEndpoint(
  'GET',
  'admin/payment-providers',
  'settings.manage',
  types<{ response: typeof adminPaymentProvidersSchema }>(),
);
export const enableAdminPaymentProvider = adminEndpoint(
  'POST',
  'admin/payment-providers/{id}/enable',
  'settings.manage',
  types<{ response: typeof adminPaymentProvidersSchema }>(),
);
/** The last provider on stays on (409): a shop must take payment somehow. */
export const disableAdminPaymentProvider = adminEndpoint(
  'POST',
  'admin/payment-providers/{id}/disable',
  'settings.manage',
  types<{ response: typeof adminPaymentProvidersSchema }>(),
);
export const reorderAdminPaymentProviders = adminEndpoint(
  'PUT',
  'admin/payment-providers/order',
  'settings.manage',
  types<{ response: typeof adminPaymentProvidersSchema; body: typeof settingsOrderSchema }>(),
);
