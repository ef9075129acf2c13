import { authTokensSchema } from '@storefront/contracts';
import * as endpoints from '@storefront/contracts/endpoints/accounts/guest';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/route.ts';
import type { AccountsDeps } from '../deps.ts';
import { createGuest } from './service.ts';

/** POST users/customers/guest (spec 7): a shopper's first session. */
export const guestRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (app, { db, config }) => {
  route(app, endpoints.createGuest, {
    schema: {
      tags: ['accounts'],
      summary: 'Create a guest: an anonymous customer with its own session',
      response: { 201: authTokensSchema },
    },
    // Each call creates a user: limit it so a script cannot fill the database.
    config: { rateLimit: { max: config.guestCreationPerMinute, timeWindow: '1 minute' } },
    handler: async (_request, reply) => reply.status(201).send(await createGuest(db, config)),
  });
};
