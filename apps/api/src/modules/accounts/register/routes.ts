import { authTokensSchema, ROLE_HEADER, USER_HEADER } from '@storefront/contracts';
import { registerRequestSchema } from '@storefront/contracts/accounts';
import * as endpoints from '@storefront/contracts/endpoints/accounts/register';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { route } from '../../../lib/route.ts';
import type { AccountsDeps } from '../deps.ts';
import { register } from './service.ts';

/** Spec 6/7: the role header says 'guest' and the user header names the guest being upgraded. */
const registerHeadersSchema = z.looseObject({
  [ROLE_HEADER]: z.literal('guest', 'errors.guestUpgradeRefused').optional(),
  [USER_HEADER]: z.uuid('errors.guestUpgradeRefused').optional(),
});

export const registerRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (app, { db, config }) => {
  route(app, endpoints.registerCustomer, {
    schema: {
      tags: ['accounts'],
      summary: 'Register a customer, upgrading the calling guest in place when it is named',
      description:
        `With \`${USER_HEADER}\` (and \`${ROLE_HEADER}: guest\`) the guest of the bearer token ` +
        'becomes the customer, keeping its id, cart and wishlist; its guest sessions end. ' +
        'Without it a new customer is created. 403 when the shop has registration off.',
      headers: registerHeadersSchema,
      body: registerRequestSchema,
      response: { 201: authTokensSchema },
    },
    config: { rateLimit: { max: config.loginAttemptsPerMinute, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const tokens = await register(db, config, {
        body: request.body,
        guestId: request.headers[USER_HEADER],
        caller: request.user,
      });
      return reply.status(201).send(tokens);
    },
  });
};
