import * as endpoints from '@storefront/contracts/endpoints/orders';
import { ORDER_ACCESS_HEADER } from '@storefront/contracts/order-rules';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  MAX_ORDERS_PER_PAGE,
  orderItemsSchema,
  orderPageSchema,
  orderParamsSchema,
  orderSchema,
  ordersQuerySchema,
  orderUserParamsSchema,
  placeOrderRequestSchema,
  reorderParamsSchema,
  reorderResultSchema,
} from '@storefront/contracts/orders';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { invalidField } from '../../lib/http-error.ts';
import { route } from '../../lib/route.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import { adminOrderRoutes } from './admin/routes.ts';
import { orderDashboardRoutes } from './dashboard/routes.ts';
import { baseUrlOf, orderLifeRoutes, orderOwnerFor } from './life/routes.ts';
import { sendOrderEmail } from './life/service.ts';
import { orderRefundRoutes } from './refunds/routes.ts';
import { orderReturnRoutes } from './returns/routes.ts';
import {
  getOrder,
  getOrderItems,
  listOrders,
  orderInvoice,
  placeOrder,
  reorder,
} from './service.ts';

export interface OrdersOptions {
  db: Db;
  config: Config;
}

const TAGS = ['orders'];
const security = [{ bearer: [] }];
const OWN =
  "The caller's own orders only (the token's user, or the customer an impersonation token acts " +
  `as), or the order an ${ORDER_ACCESS_HEADER} header (from POST orders/lookup) opens: ` +
  "another user's order answers 404, like one that does not exist. ";

/** Spec 7 Orders (issue 6): placing an order from the cart, history, invoice, reorder. */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersOptions> = async (app, options) => {
  const { db, config } = options;
  const ownerOf = (request: FastifyRequest, orderId: number) =>
    orderOwnerFor(db, config, request, orderId);

  // The confirmation is queued in the order's own transaction (one small row, so the stock
  // locks are not held while it is written), and composed and recorded by the job: a crash
  // cannot leave an order without its confirmation, and a retried job records it once.
  const confirmations = app.jobs.queue<{ orderId: number; baseUrl: string }>('order-confirmation', {
    retryLimit: 8,
    retryDelaySeconds: 2,
    expireInSeconds: 60,
    work: ({ orderId, baseUrl }) =>
      sendOrderEmail(db, app.messenger, orderId, 'placed', baseUrl, {
        dedupeKey: `order:${orderId}:placed`,
      }),
  });

  route(app, endpoints.placeOrder, {
    schema: {
      tags: TAGS,
      summary: 'Place an order from the cart (spec 7 Orders)',
      description:
        `{userId} must be the caller (403 otherwise). Header ${IDEMPOTENCY_KEY_HEADER} is ` +
        'required: 8–100 characters of [A-Za-z0-9_-] (400 naming it otherwise); the same key ' +
        'again answers the order it placed (200) and never places a second. The order is ' +
        "built from the caller's cart, priced now from the catalogue: prices and quantities " +
        'in items are ignored (only itemNotes is taken, from a line matching a cart line). ' +
        '400 naming what is missing: cart (empty), billingAddressId, shippingAddressId, ' +
        'paymentMethodId, shippingMethodId (not offered for the address), acceptCheckoutTerms ' +
        '(when the theme enforces the checkout terms). 409 listing the cart lines ' +
        '(items.<index>) unavailable or short of stock, or promoCode used up. Stock is taken ' +
        'with guarded updates in one transaction: never negative, never a partial order. ' +
        "Cash on delivery answers status 'placed'; the sandbox card 'awaiting_payment' with " +
        'the paymentReference to pay. The cart is emptied (lines, promo code, checkout ' +
        'choices). 201 with the order.',
      security,
      params: orderUserParamsSchema,
      body: placeOrderRequestSchema,
      response: { 200: orderSchema, 201: orderSchema },
    },
    preValidation: authenticated,
    handler: async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
        throw invalidField(IDEMPOTENCY_KEY_HEADER, 'orders.validation.idempotencyKey');
      }
      const baseUrl = baseUrlOf(config, request);
      const { order, replayed } = await placeOrder(
        db,
        requireUser(request).id,
        request.lang,
        key,
        request.body,
        (tx, orderId) => confirmations.send({ orderId, baseUrl }, { db: tx }),
      );
      // Committed: this instance may compose the email now rather than at its next poll.
      if (!replayed) confirmations.wake();
      reply.code(replayed ? 200 : 201);
      return order;
    },
  });

  route(app, endpoints.listOrders, {
    schema: {
      tags: TAGS,
      summary: "The caller's orders, newest first",
      description:
        `{userId} must be the caller (403 otherwise). page from 1; itemsPerPage 1–` +
        `${MAX_ORDERS_PER_PAGE} (default 10). count is the number of orders in all.`,
      security,
      params: orderUserParamsSchema,
      querystring: ordersQuerySchema,
      response: { 200: orderPageSchema },
    },
    preValidation: authenticated,
    handler: async (request) =>
      listOrders(
        db,
        requireUser(request).id,
        request.lang,
        request.query.page,
        request.query.itemsPerPage,
      ),
  });

  route(app, endpoints.getOrder, {
    schema: {
      tags: TAGS,
      summary: 'One order',
      description: `${OWN}Names in the request language.`,
      security,
      params: orderParamsSchema,
      response: { 200: orderSchema },
    },
    preValidation: authenticated,
    handler: async (request) =>
      getOrder(db, await ownerOf(request, request.params.id), request.lang, request.params.id),
  });

  route(app, endpoints.listOrderItems, {
    schema: {
      tags: TAGS,
      summary: "An order's lines, as placed",
      description: `${OWN}Names from the order's snapshot, in the request language.`,
      security,
      params: orderParamsSchema,
      response: { 200: orderItemsSchema },
    },
    preValidation: authenticated,
    handler: async (request) =>
      getOrderItems(db, await ownerOf(request, request.params.id), request.lang, request.params.id),
  });

  route(app, endpoints.getOrderInvoice, {
    schema: {
      tags: TAGS,
      summary: "The order's invoice (PDF)",
      description:
        `${OWN}application/pdf, as an attachment named after the order number, written in ` +
        "the request's language (the one the shopper reads the shop in now; Arabic shaped and laid " +
        'out right to left), amounts in KD.',
      security,
      params: orderParamsSchema,
    },
    preValidation: authenticated,
    handler: async (request, reply) => {
      const owner = await ownerOf(request, request.params.id);
      const { pdf, fileName } = await orderInvoice(db, owner, request.params.id, request.lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  });

  route(app, endpoints.reorderOrder, {
    schema: {
      tags: TAGS,
      summary: "Put an order's lines back in the cart",
      description:
        `${OWN}Each line that can still be bought is added through the cart's own add ` +
        '(its limits apply), capped at the stock beside what the cart has. unavailable lists ' +
        "the lines not added ('unavailable': no longer sold; 'outOfStock') or added with " +
        "fewer units ('reduced'). Answers the new cart.",
      security,
      params: reorderParamsSchema,
      response: { 200: reorderResultSchema },
    },
    preValidation: authenticated,
    handler: async (request) =>
      reorder(db, requireUser(request).id, request.lang, request.params.orderId),
  });

  await app.register(orderLifeRoutes, { db, config });
  await app.register(orderDashboardRoutes, { db });
  await app.register(adminOrderRoutes, { db, config });
  await app.register(orderRefundRoutes, { db, config });
  await app.register(orderReturnRoutes, { db, config });
};
