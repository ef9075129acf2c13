import { adminIdParamsSchema } from '@storefront/contracts/admin-catalogue';
import {
  adminPaymentProvidersSchema,
  settingsOrderSchema,
} from '@storefront/contracts/admin-settings';
import * as endpoints from '@storefront/contracts/endpoints/admin/payments';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { route } from '../../../lib/route.ts';
import { staffActorOf } from '../../../plugins/auth.ts';
import {
  listPaymentProviders,
  reorderProviders,
  setProviderActive,
  type Writer,
} from './service.ts';

const TAGS = ['admin'];
const security = [{ bearer: [] }];
const WRITES =
  'One transaction with its audit row (GET admin/audit, entity paymentProvider). The checkout ' +
  'reads providers as they are now: the change counts at once. Answers every provider.';

/** The back office's payment providers (issue 26), behind settings.manage. */
export const adminPaymentsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const writer = (request: FastifyRequest): Writer => ({ db, actor: staffActorOf(request) });

  route(app, endpoints.listAdminPaymentProviders, {
    schema: {
      tags: TAGS,
      summary: 'Every payment provider, on or off, in the checkout’s order',
      description:
        'Names and descriptions as English | Arabic pairs; kind offline (paid at the door) ' +
        'or redirect (paid on the gateway’s page). GET payment-providers lists those on.',
      security,
      response: { 200: adminPaymentProvidersSchema },
    },
    handler: async () => listPaymentProviders(db),
  });

  route(app, endpoints.enableAdminPaymentProvider, {
    schema: {
      tags: TAGS,
      summary: 'Turn a payment provider on',
      description: `Shoppers can choose it at checkout again. ${WRITES}`,
      security,
      params: adminIdParamsSchema,
      response: { 200: adminPaymentProvidersSchema },
    },
    handler: async (request) => setProviderActive(writer(request), request.params.id, true),
  });

  route(app, endpoints.disableAdminPaymentProvider, {
    schema: {
      tags: TAGS,
      summary: 'Turn a payment provider off',
      description:
        'It leaves the checkout: a cart cannot choose it (404) and an order from a cart that ' +
        'had chosen it is refused (400 naming paymentMethodId). Orders already taken with it ' +
        `go on as they were. 409 naming active for the last provider on. ${WRITES}`,
      security,
      params: adminIdParamsSchema,
      response: { 200: adminPaymentProvidersSchema },
    },
    handler: async (request) => setProviderActive(writer(request), request.params.id, false),
  });

  route(app, endpoints.reorderAdminPaymentProviders, {
    schema: {
      tags: TAGS,
      summary: 'Put the payment providers in the checkout’s order',
      description:
        'ids: every provider’s id once, first shown first (400 naming ids otherwise). Each ' +
        `provider that moves gets its audit row. ${WRITES}`,
      security,
      body: settingsOrderSchema,
      response: { 200: adminPaymentProvidersSchema },
    },
    handler: async (request) => reorderProviders(writer(request), request.body.ids),
  });
};
