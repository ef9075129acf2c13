import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  noContentSchema,
  resetLinkStatusSchema,
  resetPasswordQuerySchema,
  resetPasswordRequestSchema,
} from '@storefront/contracts/accounts';
import * as endpoints from '@storefront/contracts/endpoints/accounts/password';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicOrigin } from '../../../lib/public-origin.ts';
import { route } from '../../../lib/route.ts';
import { requireUser } from '../../../plugins/auth.ts';
import { type AccountsDeps, bearerSecurity } from '../deps.ts';
import {
  assertResetLinkUsable,
  changePassword,
  resetPassword,
  sendPasswordReset,
} from './service.ts';

export const passwordRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (
  app,
  { db, config, messenger, background },
) => {
  route(app, endpoints.changePassword, {
    schema: {
      tags: ['accounts'],
      summary: "Change the caller's password; every other session of the user ends",
      description:
        'A wrong old password is a 400 naming oldPassword and counts toward the account ' +
        'lock-out. Staff acting as the customer get 403.',
      security: bearerSecurity,
      params: z.object({ userId: z.string() }),
      body: changePasswordRequestSchema,
      response: { 204: noContentSchema },
    },
    config: { rateLimit: { max: config.loginAttemptsPerMinute, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      await changePassword(db, config, requireUser(request), request.body);
      return reply.status(204).send(null);
    },
  });

  route(app, endpoints.requestPasswordReset, {
    schema: {
      tags: ['accounts'],
      summary: 'Email a single-use password reset link',
      description:
        'Always 202 with the same body, at once: whether the email has an account is decided ' +
        'after the answer has gone, so neither the body nor the timing tells.',
      body: forgotPasswordRequestSchema,
      response: { 202: forgotPasswordResponseSchema },
    },
    config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const baseUrl = publicOrigin(config.publicUrl, request);
      const { email } = request.body;
      const { lang } = request;
      background.run('password reset email', () =>
        sendPasswordReset({ db, config, messenger, log: request.log }, { email, lang, baseUrl }),
      );
      return reply.status(202).send({ accepted: true });
    },
  });

  route(app, endpoints.checkResetLink, {
    schema: {
      tags: ['accounts'],
      summary: 'Check that a reset link can still be used',
      querystring: resetPasswordQuerySchema,
      response: { 200: resetLinkStatusSchema },
    },
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request) => {
      await assertResetLinkUsable(db, request.query.email, request.query.token);
      return { valid: true as const };
    },
  });

  route(app, endpoints.resetPassword, {
    schema: {
      tags: ['accounts'],
      summary: 'Choose a new password with a reset link (single use); every session ends',
      body: resetPasswordRequestSchema,
      response: { 204: noContentSchema },
    },
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      await resetPassword(db, request.body);
      return reply.status(204).send(null);
    },
  });
};
