import {
  noContentSchema,
  phoneCheckQuerySchema,
  phoneCheckResponseSchema,
  phoneVerifyConfirmSchema,
  phoneVerifyRequestResponseSchema,
  phoneVerifyRequestSchema,
} from '@storefront/contracts/accounts';
import * as endpoints from '@storefront/contracts/endpoints/accounts/phone';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/route.ts';
import { requireUser } from '../../../plugins/auth.ts';
import { type AccountsDeps, bearerSecurity } from '../deps.ts';
import { checkPhone, confirmPhoneCode, requestPhoneCode } from './service.ts';

export const phoneRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (
  app,
  { db, config, messenger },
) => {
  route(app, endpoints.checkPhone, {
    schema: {
      tags: ['accounts'],
      summary: 'Is this a valid phone number, and is it free? (spec 7)',
      description:
        'Numbers without + are read in the shop country (theme default_country, spec 9 kw). ' +
        "isAvailable is false when another account has the number (the caller's own is free).",
      querystring: phoneCheckQuerySchema,
      response: { 200: phoneCheckResponseSchema },
    },
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request) => checkPhone(db, request.query.PhoneNumber, request.user?.id),
  });

  route(app, endpoints.requestPhoneCode, {
    schema: {
      tags: ['accounts'],
      summary: 'Send a one-time code by SMS to verify a phone number (spec 7)',
      description:
        'A guest or a customer. The code has 6 digits, expires after PHONE_CODE_TTL_SECONDS ' +
        'and survives 5 wrong guesses; at most 3 codes per number per 10 minutes (429).',
      security: bearerSecurity,
      body: phoneVerifyRequestSchema,
      response: { 200: phoneVerifyRequestResponseSchema },
    },
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request) =>
      requestPhoneCode({ db, config, messenger }, requireUser(request), request.body, request.lang),
  });

  route(app, endpoints.confirmPhoneCode, {
    schema: {
      tags: ['accounts'],
      summary: "Confirm the code: the number becomes the caller's verified phone",
      security: bearerSecurity,
      body: phoneVerifyConfirmSchema,
      response: { 204: noContentSchema },
    },
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      await confirmPhoneCode(db, config, requireUser(request), request.body);
      return reply.status(204).send(null);
    },
  });
};
