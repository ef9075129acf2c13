import {
  ADMIN_CUSTOMERS_PAGE_SIZE,
  adminCustomerPageSchema,
  adminCustomerSchema,
  adminCustomersQuerySchema,
  CUSTOMER_ORDERS_SHOWN,
  customerNoteRequestSchema,
  customerNoteSchema,
  customerParamsSchema,
} from '@storefront/contracts/admin-customers';
import * as endpoints from '@storefront/contracts/endpoints/admin/customers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/route.ts';
import { staffActorOf } from '../../../plugins/auth.ts';
import type { AccountsDeps } from '../deps.ts';
import {
  addCustomerNote,
  getCustomerForStaff,
  listCustomersForStaff,
  setCustomerActive,
} from './service.ts';

const TAGS = ['admin'];
const security = [{ bearer: [] }];
const WHO =
  'A customer is an account with role customer: guests (anonymous shoppers, whose orders the ' +
  'orders list shows by their contact) and staff are not, and their ids answer 404.';
const FIGURES =
  'orders: every order the customer placed; spent: the totals, in fils, of those that count as ' +
  'sales (placed, paid, processing, shipped, delivered); lastOrderAt: their newest order.';
const CHANGE =
  'One transaction with its audit row (GET admin/audit, entity customer). Asking for the state ' +
  'the account is already in changes nothing. Answers the customer as GET admin/customers/{id}.';

/** The back office's customers (issue 26): the list, one customer, notes, (re)activation. */
export const adminCustomerRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (app, { db }) => {
  route(app, endpoints.listAdminCustomers, {
    schema: {
      tags: TAGS,
      summary: 'Customers, searched and filtered, with what their orders came to',
      description:
        'query: any part of the name or email, any case, or a phone number however it is typed ' +
        '(55123456, +965 5512 3456, 0096555123456: its digits are matched against the stored ' +
        'number’s). status: active or deactivated. sort: newest (joined; the default), oldest, ' +
        `name or name-desc. ${FIGURES} ${WHO} ${ADMIN_CUSTOMERS_PAGE_SIZE} a page; page from 1.`,
      security,
      querystring: adminCustomersQuerySchema,
      response: { 200: adminCustomerPageSchema },
    },
    handler: async (request) => listCustomersForStaff(db, request.query),
  });

  route(app, endpoints.getAdminCustomer, {
    schema: {
      tags: TAGS,
      summary: 'One customer: profile, addresses, orders and notes',
      description:
        `${FIGURES} addresses: the address book, names in the request’s language. orders: the ` +
        `newest ${CUSTOMER_ORDERS_SHOWN} (number, date, status, total). notes: staff only, ` +
        `newest first. ${WHO}`,
      security,
      params: customerParamsSchema,
      response: { 200: adminCustomerSchema },
    },
    handler: async (request) => getCustomerForStaff(db, request.params.id, request.lang),
  });

  route(app, endpoints.addAdminCustomerNote, {
    schema: {
      tags: TAGS,
      summary: 'Add a note about a customer',
      description:
        'body: 1–2000 characters (400 naming body). Staff only: no shopper’s answer, email or ' +
        `document ever carries it. Audited. 201 with the note. ${WHO}`,
      security,
      params: customerParamsSchema,
      body: customerNoteRequestSchema,
      response: { 201: customerNoteSchema },
    },
    handler: async (request, reply) => {
      const note = await addCustomerNote(
        db,
        staffActorOf(request),
        request.params.id,
        request.body.body,
      );
      return reply.code(201).send(note);
    },
  });

  route(app, endpoints.deactivateAdminCustomer, {
    schema: {
      tags: TAGS,
      summary: 'Deactivate a customer’s account: no more sign-in, every session ended',
      description:
        'Every session of the account ends at once (an impersonation of it too). Signing in ' +
        'with the right password then answers 403 (errors.accountDeactivated, "This account is ' +
        'deactivated…"); a wrong one stays the usual 401. Their orders, addresses and notes stay. ' +
        `${CHANGE} ${WHO}`,
      security,
      params: customerParamsSchema,
      response: { 200: adminCustomerSchema },
    },
    handler: async (request) =>
      setCustomerActive(db, staffActorOf(request), request.params.id, false, request.lang),
  });

  route(app, endpoints.reactivateAdminCustomer, {
    schema: {
      tags: TAGS,
      summary: 'Reactivate a customer’s account: they can sign in again',
      description: `${CHANGE} ${WHO}`,
      security,
      params: customerParamsSchema,
      response: { 200: adminCustomerSchema },
    },
    handler: async (request) =>
      setCustomerActive(db, staffActorOf(request), request.params.id, true, request.lang),
  });
};
