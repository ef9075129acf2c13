import { authTokensSchema } from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsDeps } from '../deps.ts';
import { createGuest } from './service.ts';

/** POST users/customers/guest (spec 7): a shopper's first session. */
export const guestRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (app, { db, config }) => {
  app.post(
    '/users/customers/guest',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Create a guest: an anonymous customer with its own session',
        response: { 201: authTokensSchema },
      },
      // Each call creates a user: limit it so a script cannot fill the database.
      config: { rateLimit: { max: config.guestCreationPerMinute, timeWindow: '1 minute' } },
    },
    async (_request, reply) => reply.status(201).send(await createGuest(db, config)),
  );
};
