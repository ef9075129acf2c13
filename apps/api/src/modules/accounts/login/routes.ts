import { authTokensSchema, loginRequestSchema, refreshRequestSchema } from '@storefront/contracts';
import * as endpoints from '@storefront/contracts/endpoints/accounts/login';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/route.ts';
import { refreshSession } from '../../sessions/service.ts';
import type { AccountsDeps } from '../deps.ts';
import { login } from './service.ts';

/** Signing in (spec 7 POST account/login) and staying signed in (its refresh token). */
export const loginRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (app, { db, config }) => {
  route(app, endpoints.refreshToken, {
    schema: {
      tags: ['accounts'],
      summary: 'Exchange a refresh token for a new token pair (rotation with reuse detection)',
      body: refreshRequestSchema,
      response: { 200: authTokensSchema },
    },
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    handler: async (request) => refreshSession(db, config, request.body.refreshToken),
  });

  route(app, endpoints.login, {
    schema: {
      tags: ['accounts'],
      summary: 'Sign in with email and password: a new session for a customer or staff member',
      description:
        'A wrong password and an unknown email get the same 401, in the same time. Attempts ' +
        'are limited per client address, and per email: after LOGIN_FAILURES_BEFORE_LOCKOUT ' +
        'failures in a row the email is locked for LOGIN_LOCKOUT_SECONDS (429, Retry-After), ' +
        'whether or not an account has it. A customer the shop deactivated gets 403 ' +
        '(errors.accountDeactivated) once the password is right. With guestRefreshToken (the refresh token of the ' +
        "shopper's guest session), once the credentials are accepted the guest's cart and " +
        "wishlist join the account's, in one transaction: the same product and variation add " +
        "up (at most 999), lines only the guest had move with their variation, the guest's " +
        'promo code is kept when the account has none, wishlist entries the account lacks are ' +
        "added (up to its limit); then the guest's sessions end. A token that is unknown, " +
        "spent, expired, revoked or not a guest's is ignored: the login succeeds and nothing " +
        'is merged. Registration needs none of this: it upgrades the guest in place.',
      body: loginRequestSchema,
      response: { 200: authTokensSchema },
    },
    config: { rateLimit: { max: config.loginAttemptsPerMinute, timeWindow: '1 minute' } },
    handler: async (request) => login(db, config, request.body, request.log),
  });
};
