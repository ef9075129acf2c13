import { outboxMessagesSchema, outboxQuerySchema } from '@storefront/contracts/accounts';
import * as endpoints from '@storefront/contracts/endpoints/outbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/route.ts';
import { listOutbox } from './service.ts';

/**
 * GET dev/outbox: the messages the shop sent, newest first, so a developer or an end-to-end test
 * can follow a reset link or read a phone code (issue 4). It shows secrets of every account, so
 * it exists only with DEV_OUTBOX (default: on except in production); otherwise the path is a 404.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  if (!config.devOutbox) return;

  route(app, endpoints.listOutboxMessages, {
    schema: {
      tags: ['development'],
      summary: 'Sent email and SMS, newest first (DEV_OUTBOX only)',
      description:
        '`to` is matched exactly (email addresses lower-cased). Bodies hold reset links and ' +
        'one-time codes: this route is never on in production unless DEV_OUTBOX says so.',
      querystring: outboxQuerySchema,
      response: { 200: outboxMessagesSchema },
    },
    handler: async (request) => listOutbox(db, request.query),
  });
};
