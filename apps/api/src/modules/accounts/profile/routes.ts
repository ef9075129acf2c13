import { customerSchema, updateCustomerRequestSchema } from '@storefront/contracts/accounts';
import * as endpoints from '@storefront/contracts/endpoints/accounts/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { route } from '../../../lib/route.ts';
import { requireUser } from '../../../plugins/auth.ts';
import { type AccountsDeps, bearerSecurity } from '../deps.ts';
import { getCustomer, updateCustomer } from './service.ts';

// {userId} is the caller's own id: the auth plugin checks it before validation (decision 8).
const paramsSchema = z.object({ userId: z.string() });

export const profileRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (app, { db }) => {
  route(app, endpoints.getCustomer, {
    schema: {
      tags: ['accounts'],
      summary: "The caller's customer record (spec 3 Customer)",
      security: bearerSecurity,
      params: paramsSchema,
      response: { 200: customerSchema },
    },
    handler: async (request) => getCustomer(db, requireUser(request).id),
  });

  route(app, endpoints.updateCustomer, {
    schema: {
      tags: ['accounts'],
      summary: "Update the caller's display name, email and phone",
      description:
        'Guests register first (403). An email or phone another account has is a 409 naming ' +
        'the field; a changed phone is no longer verified.',
      security: bearerSecurity,
      params: paramsSchema,
      body: updateCustomerRequestSchema,
      response: { 200: customerSchema },
    },
    handler: async (request) => updateCustomer(db, requireUser(request), request.body),
  });
};
