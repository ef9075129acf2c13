import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { preloadCommonPasswords } from '../../lib/password-policy.ts';
import { adminCustomerRoutes } from './admin-customers/routes.ts';
import type { AccountsDeps } from './deps.ts';
import { guestRoutes } from './guest/routes.ts';
import { loginRoutes } from './login/routes.ts';
import { passwordRoutes } from './password/routes.ts';
import { phoneRoutes } from './phone/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { registerRoutes } from './register/routes.ts';
import { staffRoutes } from './staff/routes.ts';

export interface AccountsOptions {
  db: Db;
  config: Config;
}

/**
 * Spec 7 accounts: guests, sign-in, registration, the profile, passwords and phone numbers,
 * and the back office's staff and customers, each part's routes in its folder, sharing the
 * app's messenger (plugins/background-work.ts).
 */
export const accountsRoutes: FastifyPluginAsyncZod<AccountsOptions> = async (app, options) => {
  const { db, config } = options;
  const deps: AccountsDeps = { db, config, messenger: app.messenger };
  // Decompress the common-password list now rather than in the first registration.
  preloadCommonPasswords().catch((err: unknown) =>
    app.log.error({ err }, 'the common-password list could not be loaded'),
  );

  await app.register(guestRoutes, deps);
  await app.register(loginRoutes, deps);
  await app.register(registerRoutes, deps);
  await app.register(profileRoutes, deps);
  await app.register(passwordRoutes, deps);
  await app.register(phoneRoutes, deps);
  await app.register(staffRoutes, deps);
  await app.register(adminCustomerRoutes, deps);
};
