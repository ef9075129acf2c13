import { adminIdParamsSchema } from '@storefront/contracts/admin-catalogue';
import {
  ADMIN_PROMOTIONS_PAGE_SIZE,
  adminPromotionInputSchema,
  adminPromotionPageSchema,
  adminPromotionSchema,
  adminPromotionsQuerySchema,
} from '@storefront/contracts/admin-promotions';
import * as endpoints from '@storefront/contracts/endpoints/admin/promotions';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { route } from '../../../lib/route.ts';
import { staffActorOf } from '../../../plugins/auth.ts';
import {
  createPromotion,
  getPromotion,
  listPromotions,
  setPromotionActive,
  updatePromotionRules,
  type Writer,
} from './service.ts';

const TAGS = ['admin'];
const security = [{ bearer: [] }];
const FIGURES =
  'orders: the orders that used the code and were not cancelled; discountGiven: their ' +
  'discounts, in fils; usedCount: the uses counted against usageLimit.';
const WRITES =
  'One transaction with its audit row (GET admin/audit, entity promotion). The cart and ' +
  'checkout read the code as it is now: the change counts at once.';
const RULES =
  'code: 3–32 of A–Z, 0–9, - and _, any case (kept upper-case); 409 naming code when another ' +
  'code has it. discountType percentage (discountValue 1–100) or fixed (discountValue in fils, ' +
  'above 0). minSubtotal in fils (default 0). startsAt, endsAt: ISO 8601 with an offset, or ' +
  'null; endsAt must be after startsAt. usageLimit, perCustomerLimit: 1 or more, or null for ' +
  'none; a customer’s uses are their orders with the code that were not cancelled. 400 naming ' +
  'each field that is wrong.';

/** The back office's promo codes (issue 26). */
export const adminPromotionsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const writer = (request: FastifyRequest): Writer => ({ db, actor: staffActorOf(request) });

  route(app, endpoints.listAdminPromotions, {
    schema: {
      tags: TAGS,
      summary: 'Promo codes, newest first, with their uses and the discount given',
      description:
        'query: part of the code, any case. status: active, scheduled (not started), expired ' +
        `(ended) or disabled (turned off). ${FIGURES} ${ADMIN_PROMOTIONS_PAGE_SIZE} a page; ` +
        'page from 1.',
      security,
      querystring: adminPromotionsQuerySchema,
      response: { 200: adminPromotionPageSchema },
    },
    handler: async (request) => listPromotions(db, request.query),
  });

  route(app, endpoints.getAdminPromotion, {
    schema: {
      tags: TAGS,
      summary: 'A promo code with its uses and the discount given',
      description: FIGURES,
      security,
      params: adminIdParamsSchema,
      response: { 200: adminPromotionSchema },
    },
    handler: async (request) => getPromotion(db, request.params.id),
  });

  route(app, endpoints.createAdminPromotion, {
    schema: {
      tags: TAGS,
      summary: 'Create a promo code',
      description: `${RULES} ${WRITES}`,
      security,
      body: adminPromotionInputSchema,
      response: { 201: adminPromotionSchema },
    },
    handler: async (request, reply) => {
      const promotion = await createPromotion(writer(request), request.body);
      reply.code(201);
      return promotion;
    },
  });

  route(app, endpoints.updateAdminPromotion, {
    schema: {
      tags: TAGS,
      summary: 'Replace a promo code’s rules',
      description: `${RULES} Orders already placed keep the discount they had. ${WRITES}`,
      security,
      params: adminIdParamsSchema,
      body: adminPromotionInputSchema,
      response: { 200: adminPromotionSchema },
    },
    handler: async (request) =>
      updatePromotionRules(writer(request), request.params.id, request.body),
  });

  route(app, endpoints.disableAdminPromotion, {
    schema: {
      tags: TAGS,
      summary: 'Turn a promo code off',
      description:
        'Codes are never deleted: orders name them. The cart refuses a disabled code as ' +
        `unknown, and an order placed from a cart that still holds it gets no discount. ${WRITES}`,
      security,
      params: adminIdParamsSchema,
      response: { 200: adminPromotionSchema },
    },
    handler: async (request) => setPromotionActive(writer(request), request.params.id, false),
  });

  route(app, endpoints.enableAdminPromotion, {
    schema: {
      tags: TAGS,
      summary: 'Turn a promo code on again',
      description: WRITES,
      security,
      params: adminIdParamsSchema,
      response: { 200: adminPromotionSchema },
    },
    handler: async (request) => setPromotionActive(writer(request), request.params.id, true),
  });
};
