/**
 * The back office's promo codes (apps/api/src/modules/promotions/admin). Reads and writes need
 * promotions.manage: the code list is the shop's marketing plan (codes not yet announced among
 * them), so only the roles that run it see it; an order shows the code it used to the others.
 */
import type {
  adminPromotionInputSchema,
  adminPromotionPageSchema,
  adminPromotionSchema,
  adminPromotionsQuerySchema,
} from '../../admin-promotions.ts';
import { adminEndpoint, types } from '../../endpoint.ts';

export const listAdminPromotions = adminEndpoint(
  'GET',
  'admin/promotions',
  'promotions.manage',
  types<{ response: typeof adminPromotionPageSchema; query: typeof adminPromotionsQuerySchema }>(),
);
export const getAdminPromotion = adminEndpoint(
  'GET',
  'admin/promotions/{id}',
  'promotions.manage',
  types<{ response: typeof adminPromotionSchema }>(),
);
export const createAdminPromotion = adminEndpoint(
  'POST',
  'admin/promotions',
  'promotions.manage',
  types<{
    status: 201;
    response: typeof adminPromotionSchema;
    body: typeof adminPromotionInputSchema;
  }>(),
);
export const updateAdminPromotion = adminEndpoint(
  'PUT',
  'admin/promotions/{id}',
  'promotions.manage',
  types<{ response: typeof adminPromotionSchema; body: typeof adminPromotionInputSchema }>(),
);
/** Codes are never deleted (orders name them): they are turned off, and on again. */
export const disableAdminPromotion = adminEndpoint(
  'POST',
  'admin/promotions/{id}/disable',
  'promotions.manage',
  types<{ response: typeof adminPromotionSchema }>(),
);
export const enableAdminPromotion = adminEndpoint(
  'POST',
  'admin/promotions/{id}/enable',
  'promotions.manage',
  types<{ response: typeof adminPromotionSchema }>(),
);
