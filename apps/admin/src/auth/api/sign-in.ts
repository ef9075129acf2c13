import { api } from '@storefront/client/api-client';
import { login } from '@storefront/contracts/endpoints/accounts/login';

/** POST account/login: the same accounts and sessions as the shop (no guest to merge here). */
export function signIn(email: string, password: string) {
  return api.call(login, { body: { email, password }, auth: false });
}
