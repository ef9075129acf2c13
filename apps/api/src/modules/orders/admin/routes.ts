import {
  ADMIN_ORDERS_PAGE_SIZE,
  adminInvoiceQuerySchema,
  adminOrderMoveSchema,
  adminOrderPageSchema,
  adminOrderSchema,
  adminOrdersFilterSchema,
  adminOrdersQuerySchema,
  ORDERS_EXPORT_MAX_ROWS,
  orderNoteRequestSchema,
  orderNoteSchema,
  TRACKING_MAX_LENGTH,
} from '@storefront/contracts/admin-orders';
import * as endpoints from '@storefront/contracts/endpoints/admin/orders';
import { orderParamsSchema } from '@storefront/contracts/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { route } from '../../../lib/route.ts';
import { staffActorOf } from '../../../plugins/auth.ts';
import { baseUrlOf, emailOnMove } from '../life/routes.ts';
import { packingSlipForStaff } from './documents.ts';
import {
  addOrderNote,
  exportOrdersCsv,
  getOrderForStaff,
  invoiceForStaff,
  listOrdersForStaff,
  moveOrderAsStaff,
} from './service.ts';

const TAGS = ['admin'];
const security = [{ bearer: [] }];
const FILTERS =
  'view: toShip (placed, paid or processing), cash (paid at the door, placed, processing or ' +
  'shipped: the dashboard’s cash to collect) or returns (a return request requested or ' +
  'approved); without it, every order. status, paymentMethodId, paymentState (awaiting, paid, ' +
  'failed, refund_owed, refunded, on_delivery), shippingMethodId; stateId and areaId: the ' +
  'shipping address’s governorate (one of Kuwait’s, as GET states/lookup?countryId=1 lists ' +
  'them) and area (one of that governorate’s, needs stateId), else 400 naming the field; ' +
  'from and to are days ' +
  '(YYYY-MM-DD) in the shop’s time zone, to included. query: an order number (DK-000123, 123), ' +
  'an email, a phone number however it is typed (55123456, +965 5512 3456, 0096555123456) or a ' +
  'customer’s name, case-insensitive, anywhere in it. Newest first.';

/**
 * The back office's orders (issue 26): list, CSV, one order, invoice, packing slip, moves,
 * internal notes.
 */
export const adminOrderRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  route(app, endpoints.listAdminOrders, {
    schema: {
      tags: TAGS,
      summary: 'Orders, filtered and searched, a page at a time',
      description:
        `${FILTERS} ${ADMIN_ORDERS_PAGE_SIZE} a page; page from 1. paymentMethods and ` +
        'shippingMethods are the choices for the filters, named in the request’s language.',
      security,
      querystring: adminOrdersQuerySchema,
      response: { 200: adminOrderPageSchema },
    },
    handler: async (request) => listOrdersForStaff(db, request.lang, request.query),
  });

  route(app, endpoints.exportAdminOrders, {
    schema: {
      tags: TAGS,
      summary: 'The filtered orders as CSV',
      description:
        `text/csv (UTF-8 with a byte-order mark, CRLF lines), the same filters as GET ` +
        `admin/orders, newest first, at most ${ORDERS_EXPORT_MAX_ROWS} rows. A header row; ` +
        'amounts in KD with 3 decimals; dates in the shop’s time zone. A cell starting with = + ' +
        '- or @ is prefixed with a single quote, so a spreadsheet never reads it as a formula.',
      security,
      querystring: adminOrdersFilterSchema,
    },
    handler: async (request, reply) => {
      const csv = await exportOrdersCsv(db, request.lang, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .send(csv);
    },
  });

  route(app, endpoints.getAdminOrder, {
    schema: {
      tags: TAGS,
      summary: 'One order as staff see it',
      description:
        'The order as its shopper sees it, its lines, the customer, the payment method and ' +
        'state, the timeline with who made each move, and the internal notes (staff only, ' +
        'newest first). 404 for an order that does not exist.',
      security,
      params: orderParamsSchema,
      response: { 200: adminOrderSchema },
    },
    handler: async (request) => getOrderForStaff(db, request.params.id, request.lang),
  });

  route(app, endpoints.getAdminOrderInvoice, {
    schema: {
      tags: TAGS,
      summary: 'The order’s invoice (PDF), in English or Arabic',
      description:
        'application/pdf, as the shopper downloads it; lang en or ar (the order’s own ' +
        'language without it).',
      security,
      params: orderParamsSchema,
      querystring: adminInvoiceQuerySchema,
    },
    handler: async (request, reply) => {
      const { pdf, fileName } = await invoiceForStaff(db, request.params.id, request.query.lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  });

  route(app, endpoints.getAdminOrderPackingSlip, {
    schema: {
      tags: TAGS,
      summary: 'The order’s packing slip (PDF), in English or Arabic',
      description:
        'application/pdf for the packer: the shop’s name or logo, the order number and date, the ' +
        'shipping address and phone, the shipping method, and each line’s SKU, name, variation ' +
        'and quantity with a box to tick; no prices. lang en or ar (the order’s own language ' +
        'without it). 404 for an order that does not exist.',
      security,
      params: orderParamsSchema,
      querystring: adminInvoiceQuerySchema,
    },
    handler: async (request, reply) => {
      const { pdf, fileName } = await packingSlipForStaff(
        db,
        request.params.id,
        request.query.lang,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  });

  route(app, endpoints.moveAdminOrder, {
    schema: {
      tags: TAGS,
      summary: 'Move an order along its life: processing, shipped, delivered, cancelled',
      description:
        'The moves staff may make (contracts order-status.ts): placed or paid → processing → ' +
        'shipped → delivered; cancelled from anything before shipped (the stock and the promo ' +
        'code use go back, a paid card payment is owed back). Another move is a 409 naming ' +
        'status. note (at most 500 characters) is shown to the shopper on the timeline. ' +
        `shipped needs carrier and trackingNumber (1–${TRACKING_MAX_LENGTH} characters each; ` +
        '400 naming the one missing); trackingUrl is optional and must be https (400 naming it). ' +
        'Shipping an order already shipped corrects its tracking. One transaction with its audit ' +
        'row; the shopper is emailed the move in the order’s language (the shipped email with ' +
        'the tracking number and link). Answers the order as GET admin/orders/{id}.',
      security,
      params: orderParamsSchema,
      body: adminOrderMoveSchema,
      response: { 200: adminOrderSchema },
    },
    handler: async (request) => {
      const { order } = await moveOrderAsStaff(
        db,
        staffActorOf(request),
        request.params.id,
        request.lang,
        request.body,
        emailOnMove(app, baseUrlOf(config, request)),
      );
      return order;
    },
  });

  route(app, endpoints.addAdminOrderNote, {
    schema: {
      tags: TAGS,
      summary: 'Add an internal note to an order',
      description:
        'body: 1–2000 characters. Staff only: no shopper’s answer, email or document ever ' +
        'carries it. Audited. 201 with the note.',
      security,
      params: orderParamsSchema,
      body: orderNoteRequestSchema,
      response: { 201: orderNoteSchema },
    },
    handler: async (request, reply) => {
      const note = await addOrderNote(
        db,
        staffActorOf(request),
        request.params.id,
        request.body.body,
      );
      return reply.code(201).send(note);
    },
  });
};
