import { authTokensSchema, loginRequestSchema, refreshRequestSchema } from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { login } from './login-service.ts';
import { createGuest, refreshSession } from './session-service.ts';

export const accountsRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
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

  app.post(
    '/account/refresh-token',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Exchange a refresh token for a new token pair (rotation with reuse detection)',
        body: refreshRequestSchema,
        response: { 200: authTokensSchema },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => refreshSession(db, config, request.body.refreshToken),
  );

  app.post(
    '/account/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with email and password: a new session for a customer or staff member',
        description:
          'A wrong password and an unknown email get the same 401, in the same time. Attempts ' +
          'are limited per client address.',
        body: loginRequestSchema,
        response: { 200: authTokensSchema },
      },
      config: { rateLimit: { max: config.loginAttemptsPerMinute, timeWindow: '1 minute' } },
    },
    async (request) => login(db, config, request.body),
  );
};
