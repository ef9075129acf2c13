import * as endpoints from '@storefront/contracts/endpoints/impersonation';
import {
  impersonationRequestSchema,
  impersonationResponseSchema,
  staffCustomersQuerySchema,
  staffCustomersSchema,
} from '@storefront/contracts/impersonation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/route.ts';
import { requireUser } from '../../plugins/auth.ts';
import { searchCustomers, startImpersonation } from './service.ts';

/**
 * Impersonation (spec 1, 6): staff find a customer and act as them. Named as the storefront's
 * feature and the contracts name it; the paths stay the spec's, under /staff. Ending one is
 * DELETE tenants/self/sessions/{id} (modules/sessions).
 */
export const impersonationRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  route(app, endpoints.listStaffCustomers, {
    schema: {
      tags: ['staff'],
      summary: 'Find customers to impersonate (email or display name contains the query)',
      description: 'Staff whose role may impersonate, with their own token (403 otherwise).',
      security: [{ bearer: [] }],
      querystring: staffCustomersQuerySchema,
      response: { 200: staffCustomersSchema },
    },
    handler: async (request) => searchCustomers(db, request.query.query, request.query.$top),
  });

  route(app, endpoints.startImpersonation, {
    schema: {
      tags: ['staff'],
      summary: 'Start impersonating a customer: a short-lived token that acts as them',
      description:
        'Staff whose role may impersonate, with their own token (403 otherwise; an impersonation token cannot start ' +
        'another). The token is sent in place of the customer’s own; it cannot be refreshed, ' +
        'every request made with it is audited with both ids, and DELETE ' +
        'tenants/self/sessions/{sessionId} ends it. An unknown id or a non-customer is 404.',
      security: [{ bearer: [] }],
      body: impersonationRequestSchema,
      response: { 201: impersonationResponseSchema },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(
          await startImpersonation(db, config, requireUser(request).id, request.body.customerId),
        ),
  });
};
