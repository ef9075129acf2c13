import { api } from '@storefront/client/api-client';
import { readToken } from '@storefront/client/storage';
import type { LoginRequest } from '@storefront/contracts/auth';
import { login as loginEndpoint } from '@storefront/contracts/endpoints/accounts/login';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readSession } from '../../sessions/index.ts';
import { startSignedInSession } from '../session-change.ts';

/**
 * POST account/login (spec 7; LoginByEmail, spec 9). Sent without the guest's token, like the
 * other public calls (decision 19): the call needs none, and a refused login answers 401, which
 * on a token-bearing call would make the client refresh the guest's session and send the same
 * credentials a second time (counted twice by the login rate limit).
 */
export function login(credentials: LoginRequest) {
  return api.call(loginEndpoint, { body: credentials, auth: false });
}

/**
 * The refresh token of the guest session this browser holds, if the current session is a guest
 * (not a signed-in person, not an impersonation): sent with the login, it proves the guest is
 * the shopper's, and the API merges the guest's cart and wishlist into the account (issue 5).
 */
export function guestRefreshToken(): string | undefined {
  const session = readSession();
  if (!session.isGuest || session.isImpersonating) return undefined;
  return readToken('refreshToken') ?? undefined;
}

export interface LoginVariables extends Omit<LoginRequest, 'guestRefreshToken'> {
  rememberMe: boolean;
}

/**
 * Logs in and stores the session: persistently only with "remember me" (spec 4). A guest's cart
 * and wishlist join the account's on the server; the cached ones are dropped with the rest of
 * the previous user's data (startSignedInSession), so the header fetches the merged cart.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, password }: LoginVariables) => {
      // Read at the moment of sending: the guest's token may have been refreshed since the render.
      const proof = guestRefreshToken();
      return login({ email, password, ...(proof ? { guestRefreshToken: proof } : {}) });
    },
    onSuccess: (tokens, { rememberMe }) =>
      startSignedInSession(queryClient, tokens, rememberMe ? 'local' : 'session'),
  });
}
