import { adminOrderSchema } from '@storefront/contracts/admin-orders';
import {
  approveReturnSchema,
  receiveReturnSchema,
  refuseReturnSchema,
  returnParamsSchema,
} from '@storefront/contracts/admin-refunds';
import * as endpoints from '@storefront/contracts/endpoints/admin/order-returns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { route } from '../../../lib/route.ts';
import { staffActorOf } from '../../../plugins/auth.ts';
import { getOrderForStaff } from '../admin/service.ts';
import { baseUrlOf } from '../life/routes.ts';
import { tellShopper } from '../refunds/routes.ts';
import { decideReturn, receiveReturn } from './service.ts';

const TAGS = ['admin'];
const security = [{ bearer: [] }];
const ANSWER =
  'One transaction under the order’s lock with its audit row and the shopper’s email, in the ' +
  'order’s language. 404 for an order, or a return request not the order’s. Answers the order ' +
  'as GET admin/orders/{id}.';

/** Return requests in the back office (issue 26): approve, refuse, receive. */
export const orderReturnRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  route(app, endpoints.approveAdminOrderReturn, {
    schema: {
      tags: TAGS,
      summary: 'Approve a return request',
      description:
        'A requested return is approved (409 naming status otherwise): the shopper may send the ' +
        `items back. note (optional, at most 500 characters) is shown to the shopper. ${ANSWER}`,
      security,
      params: returnParamsSchema,
      body: approveReturnSchema,
      response: { 200: adminOrderSchema },
    },
    handler: async (request) => {
      const { id, returnId } = request.params;
      const tell = tellShopper(app, baseUrlOf(config, request));
      const decision = { to: 'approved' as const, note: request.body.note };
      await decideReturn(db, staffActorOf(request), id, returnId, decision, tell);
      return getOrderForStaff(db, id, request.lang);
    },
  });

  route(app, endpoints.refuseAdminOrderReturn, {
    schema: {
      tags: TAGS,
      summary: 'Refuse a return request, saying why',
      description:
        'A requested or approved return (one whose parcel never came) is refused (409 naming ' +
        'status otherwise); its units may be asked back again. reason (1–500 characters, 400 ' +
        `naming it) is shown to the shopper on their order and in the email. ${ANSWER}`,
      security,
      params: returnParamsSchema,
      body: refuseReturnSchema,
      response: { 200: adminOrderSchema },
    },
    handler: async (request) => {
      const { id, returnId } = request.params;
      const tell = tellShopper(app, baseUrlOf(config, request));
      const decision = { to: 'refused' as const, note: request.body.reason };
      await decideReturn(db, staffActorOf(request), id, returnId, decision, tell);
      return getOrderForStaff(db, id, request.lang);
    },
  });

  route(app, endpoints.receiveAdminOrderReturn, {
    schema: {
      tags: TAGS,
      summary: 'Receive a returned parcel, restocking it or not',
      description:
        'An approved return is received (409 naming status otherwise). restock (required, 400 ' +
        'naming it): true puts its units back in stock (a stock movement with reason return and ' +
        'the order), false keeps them out (damaged). Its money goes back with POST ' +
        `admin/orders/{id}/refunds, scope return. ${ANSWER}`,
      security,
      params: returnParamsSchema,
      body: receiveReturnSchema,
      response: { 200: adminOrderSchema },
    },
    handler: async (request) => {
      const { id, returnId } = request.params;
      const tell = tellShopper(app, baseUrlOf(config, request));
      await receiveReturn(db, staffActorOf(request), id, returnId, request.body.restock, tell);
      return getOrderForStaff(db, id, request.lang);
    },
  });
};
