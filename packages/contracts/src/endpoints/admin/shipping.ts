/**
 * The back office's shipping methods (apps/api/src/modules/shipping/admin). Reads and writes
 * need settings.manage: what the shop charges for delivery is the owner's to set.
 */
import type {
  adminShippingMethodCreateSchema,
  adminShippingMethodSchema,
  adminShippingMethodsSchema,
  adminShippingMethodUpdateSchema,
  settingsOrderSchema,
} from '../../admin-settings.ts';
import { adminEndpoint, types } from '../../endpoint.ts';

export const listAdminShippingMethods = adminEndpoint(
  'GET',
  'admin/shipping-methods',
  'settings.manage',
  types<{ response: typeof adminShippingMethodsSchema }>(),
);
export const getAdminShippingMethod = adminEndpoint(
  'GET',
  'admin/shipping-methods/{id}',
  'settings.manage',
  types<{ response: typeof adminShippingMethodSchema }>(),
);
export const createAdminShippingMethod = adminEndpoint(
  'POST',
  'admin/shipping-methods',
  'settings.manage',
  types<{
    status: 201;
    response: typeof adminShippingMethodSchema;
    body: typeof adminShippingMethodCreateSchema;
  }>(),
);
export const updateAdminShippingMethod = adminEndpoint(
  'PUT',
  'admin/shipping-methods/{id}',
  'settings.manage',
  types<{
    response: typeof adminShippingMethodSchema;
    body: typeof adminShippingMethodUpdateSchema;
  }>(),
);
/** Only a method no order names, and never the default: the others are turned off instead. */
export const deleteAdminShippingMethod = adminEndpoint(
  'DELETE',
  'admin/shipping-methods/{id}',
  'settings.manage',
  types<{ status: 204 }>(),
);
/** The default moves here from the method that had it, in one step. */
export const makeDefaultAdminShippingMethod = adminEndpoint(
  'POST',
  'admin/shipping-methods/{id}/make-default',
  'settings.manage',
  types<{ response: typeof adminShippingMethodsSchema }>(),
);
export const reorderAdminShippingMethods = adminEndpoint(
  'PUT',
  'admin/shipping-methods/order',
  'settings.manage',
  types<{ response: typeof adminShippingMethodsSchema; body: typeof settingsOrderSchema }>(),
);
