import type { LanguageCode } from '@storefront/contracts';
import * as endpoints from '@storefront/contracts/endpoints/orders';
import { ORDER_ACCESS_HEADER, ORDER_ACCESS_HOURS } from '@storefront/contracts/order-rules';
import {
  cancelOrderRequestSchema,
  orderLookupRequestSchema,
  orderLookupResultSchema,
  orderParamsSchema,
  orderSchema,
  orderStatusChangeSchema,
  returnRequestSchema,
} from '@storefront/contracts/orders';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { publicOrigin } from '../../../lib/public-origin.ts';
import { route } from '../../../lib/route.ts';
import { opensOrder, signOrderAccess } from '../../../lib/tokens.ts';
import { authenticated, requireUser } from '../../../plugins/auth.ts';
import {
  cancelOrder,
  changeStatusAsStaff,
  emailForMove,
  expireUnpaidOrders,
  findOrderByNumberAndEmail,
  type OnMoved,
  ownerOfOrder,
  requestReturn,
  sendOrderEmail,
} from './service.ts';

export interface OrderLifeDeps {
  db: Db;
  config: Config;
}

const TAGS = ['orders'];
const security = [{ bearer: [] }];
const ACCESS =
  `The caller's own order, or the order the ${ORDER_ACCESS_HEADER} header (from POST ` +
  'orders/lookup) opens; any other answers 404, like one that does not exist. ';

/** Where the storefront is, for the links in emails. */
export const baseUrlOf = (config: Config, request: FastifyRequest) =>
  publicOrigin(config.publicUrl, request);

/**
 * The hook that records a move's email in the move's own transaction (issue 26): the move and
 * its email commit together, so a crash can lose neither alone, and an email that cannot be
 * recorded fails the move rather than leaving the shopper untold. By the shopper: in the
 * language of the page they acted on; else in the order's.
 */
export function emailOnMove(app: FastifyInstance, baseUrl: string, lang?: LanguageCode): OnMoved {
  return async (tx, orderId, moved) => {
    const kind = emailForMove(moved);
    if (kind) await sendOrderEmail(tx, app.messenger, orderId, kind, baseUrl, { lang });
  };
}

/**
 * Whose order a request may open: the one its Order-Access key opens (a guest who found their
 * order by number and email), else the caller's own.
 */
export async function orderOwnerFor(
  db: Db,
  config: Config,
  request: FastifyRequest,
  orderId: number,
): Promise<string> {
  const key = request.headers[ORDER_ACCESS_HEADER.toLowerCase()];
  if (typeof key === 'string' && (await opensOrder(key, orderId, config.jwtSecret))) {
    return ownerOfOrder(db, orderId);
  }
  return requireUser(request).id;
}

/** Issue 15: an order's life after it is placed: cancel, returns, staff's statuses, lookup. */
export const orderLifeRoutes: FastifyPluginAsyncZod<OrderLifeDeps> = async (app, deps) => {
  const { db, config } = deps;
  route(app, endpoints.cancelOrder, {
    schema: {
      tags: TAGS,
      summary: 'Cancel an order, until it ships',
      description:
        `${ACCESS}Allowed while the order is awaiting payment, placed, paid or being processed ` +
        '(409 once shipped, delivered, cancelled or refunded). In one transaction: the stock ' +
        'and the promo code use go back, a pending card payment is closed and a paid one is ' +
        "owed back (refund 'requested'). The order's email is told. reason is optional (at " +
        'most 500 characters).',
      security,
      params: orderParamsSchema,
      body: cancelOrderRequestSchema,
      response: { 200: orderSchema },
    },
    preValidation: authenticated,
    handler: async (request) => {
      const owner = await orderOwnerFor(db, config, request, request.params.id);
      const { order } = await cancelOrder(
        db,
        owner,
        request.params.id,
        request.lang,
        request.body.reason,
        emailOnMove(app, baseUrlOf(config, request), request.lang),
      );
      return order;
    },
  });

  route(app, endpoints.requestOrderReturn, {
    schema: {
      tags: TAGS,
      summary: 'Ask to send lines of a delivered order back',
      description:
        `${ACCESS}Once delivered (409 before). lines: 1–200 of ` +
        '{ itemId, quantity }, each a line of the order and no more units than were bought ' +
        'and not already asked back (400 naming lines.<index>.itemId or .quantity); reason ' +
        '1–500 characters. 201 with the order, its returns listed.',
      security,
      params: orderParamsSchema,
      body: returnRequestSchema,
      response: { 201: orderSchema },
    },
    preValidation: authenticated,
    handler: async (request, reply) => {
      const order = await requestReturn(
        db,
        await orderOwnerFor(db, config, request, request.params.id),
        request.params.id,
        request.lang,
        request.body,
      );
      return reply.code(201).send(order);
    },
  });

  route(app, endpoints.changeOrderStatus, {
    schema: {
      tags: TAGS,
      summary: 'Move an order along its life (staff)',
      description:
        'Staff only (403 for anyone else, and for a staff member browsing as a customer). ' +
        'Allowed moves: placed or paid → processing → shipped → delivered; cancelled from ' +
        'anything before shipped; refunded from cancelled or delivered. Paid and payment ' +
        'failed come from the payment gateway only. Another move is a 409 naming status; the ' +
        'status the order is already in changes nothing. Recorded on the timeline with the ' +
        "staff member's id and the note, which the shopper sees; the order's email is told.",
      security,
      params: orderParamsSchema,
      body: orderStatusChangeSchema,
      response: { 200: orderSchema },
    },
    handler: async (request) => {
      const { order } = await changeStatusAsStaff(
        db,
        requireUser(request).id,
        request.params.id,
        request.lang,
        request.body,
        emailOnMove(app, baseUrlOf(config, request)),
      );
      return order;
    },
  });

  route(app, endpoints.lookupOrder, {
    schema: {
      tags: TAGS,
      summary: 'Find an order by its number and email',
      description:
        "For a guest who has lost the page: orderNumber ('DK-000123', 'dk123' or '123') and " +
        "the order's email. 404 with the same answer whether the number does not exist or " +
        `the email does not match. Found: the order and accessToken, a key to send as the ` +
        `${ORDER_ACCESS_HEADER} header to GET orders/{id}, its items and document and POST ` +
        `orders/{id}/cancel and returns, valid ${ORDER_ACCESS_HOURS} hours. At most 10 tries in 10 minutes ` +
        'from one address (429 with Retry-After).',
      security: [],
      body: orderLookupRequestSchema,
      response: { 200: orderLookupResultSchema },
    },
    // Guessing order numbers against an email must stay slow.
    config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    handler: async (request) => {
      const order = await findOrderByNumberAndEmail(
        db,
        request.body.orderNumber,
        request.body.email,
        request.lang,
      );
      const accessToken = await signOrderAccess(
        order.orderId,
        config.jwtSecret,
        ORDER_ACCESS_HOURS * 3600,
      );
      return { order, accessToken };
    },
  });

  scheduleExpiry(app, deps);
};

/**
 * The expiry sweep, a periodic job (one instance runs it each period): orders whose card
 * payment has waited longer than PAYMENT_EXPIRY_MINUTES are cancelled and their stock given back
 * (expireUnpaidOrders), and their email told. It runs every minute, or as often as payments
 * expire when that is sooner; its work is read from the database, so a restart loses nothing.
 */
function scheduleExpiry(app: FastifyInstance, { db, config }: OrderLifeDeps) {
  const baseUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const seconds = Math.min(60, config.paymentExpiryMinutes * 60);
  app.jobs.every('payment-expiry', seconds, async () => {
    const expired = await expireUnpaidOrders(db, config.paymentExpiryMinutes, {
      onMoved: emailOnMove(app, baseUrl),
    });
    if (expired.length > 0) app.log.info({ orders: expired }, 'unpaid orders expired');
  });
}
