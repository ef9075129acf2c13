import { authTokensSchema, loginRequestSchema, refreshRequestSchema } from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createBackground } from '../../lib/background.ts';
import { createMessenger, type Messenger } from '../../lib/messaging/messenger.ts';
import { smtpTransport } from '../../lib/messaging/smtp.ts';
import { preloadCommonPasswords } from '../../lib/password-policy.ts';
import type { AccountsDeps } from './deps.ts';
import { login } from './login-service.ts';
import { passwordRoutes } from './password-routes.ts';
import { phoneRoutes } from './phone-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { registerRoutes } from './register-routes.ts';
import { createGuest, refreshSession } from './session-service.ts';

export interface AccountsOptions {
  db: Db;
  config: Config;
  /** Tests may pass their own; by default the outbox, plus SMTP when SMTP_URL is set. */
  messenger?: Messenger;
}

export const accountsRoutes: FastifyPluginAsyncZod<AccountsOptions> = async (app, options) => {
  const { db, config } = options;
  const messenger =
    options.messenger ??
    createMessenger({
      db,
      log: app.log,
      mailFrom: config.mailFrom,
      email: config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined,
    });
  const background = createBackground(app);
  app.addHook('onClose', async () => {
    // Mail still being sent after its answer goes out before the transport closes.
    await background.settled();
    messenger.close();
  });
  const deps: AccountsDeps = { db, config, messenger, background };
  // Decompress the common-password list now rather than in the first registration.
  preloadCommonPasswords().catch((err: unknown) =>
    app.log.error({ err }, 'the common-password list could not be loaded'),
  );

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
          'are limited per client address, and per email: after LOGIN_FAILURES_BEFORE_LOCKOUT ' +
          'failures in a row the email is locked for LOGIN_LOCKOUT_SECONDS (429, Retry-After), ' +
          'whether or not an account has it. With guestRefreshToken (the refresh token of the ' +
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
    },
    async (request) => login(db, config, request.body, request.log),
  );

  await app.register(registerRoutes, deps);
  await app.register(profileRoutes, deps);
  await app.register(passwordRoutes, deps);
  await app.register(phoneRoutes, deps);
};
