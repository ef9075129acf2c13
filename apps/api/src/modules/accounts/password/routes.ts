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
  type ResetRequest,
  resetPassword,
  sendPasswordReset,
} from './service.ts';

export const passwordRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (
  app,
  { db, config, messenger },
) => {
  // The reset email is composed on the queue, not in the request: the answer must not take
  // longer for an email that has an account. A retry after a failure issues a fresh link.
  const resetEmails = app.jobs.queue<ResetRequest>('password-reset-email', {
    retryLimit: 5,
    retryDelaySeconds: 2,
    expireInSeconds: 60,
    work: (request) => sendPasswordReset({ db, config, messenger, log: app.log }, request),
  });

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
        'on the job queue after the answer has gone, so neither the body nor the timing tells.',
      body: forgotPasswordRequestSchema,
      response: { 202: forgotPasswordResponseSchema },
    },
    config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const baseUrl = publicOrigin(config.publicUrl, request);
      await resetEmails.send({ email: request.body.email, lang: request.lang, baseUrl });
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
