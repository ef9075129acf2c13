import { adminIdParamsSchema } from '@storefront/contracts/admin-catalogue';
import {
  adminShippingMethodCreateSchema,
  adminShippingMethodSchema,
  adminShippingMethodsSchema,
  adminShippingMethodUpdateSchema,
  settingsOrderSchema,
} from '@storefront/contracts/admin-settings';
import * as endpoints from '@storefront/contracts/endpoints/admin/shipping';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { route } from '../../../lib/route.ts';
import { staffActorOf } from '../../../plugins/auth.ts';
import {
  createMethod,
  deleteShippingMethod,
  getMethod,
  listMethods,
  makeDefaultMethod,
  reorderMethods,
  updateMethodSettings,
  type Writer,
} from './service.ts';

const TAGS = ['admin'];
const security = [{ bearer: [] }];
const WRITES =
  'One transaction with its audit row (GET admin/audit, entity shippingMethod). The checkout ' +
  'reads methods as they are now, and the product pages dated by the default method are ' +
  'forgotten on every instance once it commits.';
const RULES =
  'name: English required (1–100), Arabic optional; description likewise, both optional ' +
  '(0–500). price, freeFrom (null: never free) and minSubtotal in fils, 0 or more. minDays and ' +
  'maxDays: 0–365, minDays ≤ maxDays (400 naming maxDays). countryCodes: country codes (kw, ' +
  'sa…) the shop knows, or null for every country; areaIds: areas/lookup ids in those ' +
  'countries, or null for every area (a method with areas is offered at checkout only to an ' +
  'address in one of them). 400 naming each field that is wrong. The default method stays on ' +
  '(409 naming active).';

/** The back office's shipping methods (issue 26), behind settings.manage. */
export const adminShippingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const writer = (request: FastifyRequest): Writer => ({
    db,
    actor: staffActorOf(request),
    news: app.catalogueNews,
  });

  route(app, endpoints.listAdminShippingMethods, {
    schema: {
      tags: TAGS,
      summary: 'Every shipping method, on or off, in the checkout’s order',
      description:
        'Names and descriptions as English | Arabic pairs; amounts in fils; isDefault marks ' +
        'the one the checkout chooses for a shopper.',
      security,
      response: { 200: adminShippingMethodsSchema },
    },
    handler: async () => listMethods(db),
  });

  route(app, endpoints.getAdminShippingMethod, {
    schema: {
      tags: TAGS,
      summary: 'A shipping method',
      description: 'As the list answers it.',
      security,
      params: adminIdParamsSchema,
      response: { 200: adminShippingMethodSchema },
    },
    handler: async (request) => getMethod(db, request.params.id),
  });

  route(app, endpoints.createAdminShippingMethod, {
    schema: {
      tags: TAGS,
      summary: 'Create a shipping method',
      description:
        'code: 2–32 of a–z, 0–9, - and _ (kept lower-case, fixed once created); 409 naming ' +
        `code when another method has it. ${RULES} It comes last in the checkout’s order; the ` +
        `shop’s first method becomes its default. ${WRITES}`,
      security,
      body: adminShippingMethodCreateSchema,
      response: { 201: adminShippingMethodSchema },
    },
    handler: async (request, reply) => {
      const method = await createMethod(writer(request), request.body);
      reply.code(201);
      return method;
    },
  });

  route(app, endpoints.updateAdminShippingMethod, {
    schema: {
      tags: TAGS,
      summary: 'Replace a shipping method’s settings',
      description: `The whole method but its code. ${RULES} Orders already placed keep what they were charged. ${WRITES}`,
      security,
      params: adminIdParamsSchema,
      body: adminShippingMethodUpdateSchema,
      response: { 200: adminShippingMethodSchema },
    },
    handler: async (request) =>
      updateMethodSettings(writer(request), request.params.id, request.body),
  });

  route(app, endpoints.deleteAdminShippingMethod, {
    schema: {
      tags: TAGS,
      summary: 'Delete a shipping method no order uses',
      description:
        '204. 409 when an order names it (turn it off instead: PUT with active false) and for the ' +
        `default method (make another the default first). A cart that had chosen it has none. ${WRITES}`,
      security,
      params: adminIdParamsSchema,
    },
    handler: async (request, reply) => {
      await deleteShippingMethod(writer(request), request.params.id);
      return reply.code(204).send();
    },
  });

  route(app, endpoints.makeDefaultAdminShippingMethod, {
    schema: {
      tags: TAGS,
      summary: 'Make a shipping method the default',
      description:
        'The default moves from the method that had it in one transaction; the checkout then ' +
        'chooses this one for shoppers and product pages date delivery by it. 409 naming ' +
        `isDefault when the method is off. Answers every method. ${WRITES}`,
      security,
      params: adminIdParamsSchema,
      response: { 200: adminShippingMethodsSchema },
    },
    handler: async (request) => makeDefaultMethod(writer(request), request.params.id),
  });

  route(app, endpoints.reorderAdminShippingMethods, {
    schema: {
      tags: TAGS,
      summary: 'Put the shipping methods in the checkout’s order',
      description:
        'ids: every method’s id once, first shown first (400 naming ids otherwise). Each ' +
        `method that moves gets its audit row. Answers every method. ${WRITES}`,
      security,
      body: settingsOrderSchema,
      response: { 200: adminShippingMethodsSchema },
    },
    handler: async (request) => reorderMethods(writer(request), request.body.ids),
  });
};
