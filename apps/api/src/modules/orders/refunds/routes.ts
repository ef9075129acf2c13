import { adminOrderSchema } from '@storefront/contracts/admin-orders';
import { orderRefundRequestSchema } from '@storefront/contracts/admin-refunds';
import * as endpoints from '@storefront/contracts/endpoints/admin/order-refunds';
import { orderParamsSchema } from '@storefront/contracts/orders';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { route } from '../../../lib/route.ts';
import { staffActorOf } from '../../../plugins/auth.ts';
import { getOrderForStaff } from '../admin/service.ts';
import { baseUrlOf } from '../life/routes.ts';
import { sendOrderEmail } from '../life/service.ts';
import { refundOrder, type TellShopper } from './service.ts';

/**
 * The hook that records a refund's or a return's email to the shopper in the transaction that
 * causes it (as emailOnMove does for a move), in the order's language.
 */
export function tellShopper(app: FastifyInstance, baseUrl: string): TellShopper {
  return (tx, orderId, email) =>
    sendOrderEmail(tx, app.messenger, orderId, email.kind, baseUrl, {
      note: email.note,
      ...(email.amount !== undefined && { amount: email.amount }),
    });
}

/** Refunds in the back office (issue 26): money paid back on an order. */
export const orderRefundRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  route(app, endpoints.refundAdminOrder, {
    schema: {
      tags: ['admin'],
      summary: 'Pay money back on an order: all of it, chosen lines, an amount or a return',
      description:
        'scope order: all that is left to refund. lines: [{ itemId, quantity }] (1–200): the ' +
        'paid value of these units, each line’s total less its share of the promo discount (not ' +
        'the shipping), never more units than were bought less those already refunded (400 ' +
        'naming lines.<index>.itemId or .quantity). amount: fils above 0. return: returnId, a ' +
        'received return of the order, refunded once, for its lines (404 unknown; 409 naming ' +
        'returnId when not received or already refunded). A field another scope takes is a 400 ' +
        'naming it. What was paid: the card payment that succeeded, or the order’s total once a ' +
        'cash order was delivered (the courier collected it); before that, a 409 naming the ' +
        'scope’s field (scope, lines, amount or returnId). Refunds never pass what was paid: ' +
        'more than is left is a 409 naming that field, with the most that can still be refunded. ' +
        'A card payment goes back through its gateway (its reference kept; method must be left ' +
        'out, 400 naming it); an order paid by hand takes method cash or bank_transfer (400 ' +
        'naming it when missing). note (at most 500 characters) is for staff only. One ' +
        'transaction under the order’s lock, with its audit row (action refund) and the ' +
        'shopper’s email (the amount; "refunded" once all of it is). When the refunds reach what ' +
        'was paid, the order moves to refunded if delivered or cancelled (otherwise it keeps its ' +
        'status) and its card payment reads refunded. 201 with the order as GET ' +
        'admin/orders/{id} answers it.',
      security: [{ bearer: [] }],
      params: orderParamsSchema,
      body: orderRefundRequestSchema,
      response: { 201: adminOrderSchema },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      await refundOrder(
        db,
        staffActorOf(request),
        id,
        request.body,
        tellShopper(app, baseUrlOf(config, request)),
      );
      return reply.code(201).send(await getOrderForStaff(db, id, request.lang));
    },
  });
};
