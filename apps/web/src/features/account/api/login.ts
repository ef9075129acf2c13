import type { AuthTokens, LoginRequest } from '@storefront/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { startSignedInSession } from '../session-change.ts';

/**
 * POST account/login (spec 7; LoginByEmail, spec 9). Sent without the guest's token, like the
 * other public calls (decision 19): the call needs none, and a refused login answers 401, which
 * on a token-bearing call would make the client refresh the guest's session and send the same
 * credentials a second time (counted twice by the login rate limit).
 */
export function login(credentials: LoginRequest) {
  return api.post<AuthTokens>('account/login', credentials, { auth: false });
}

export interface LoginVariables extends LoginRequest {
  rememberMe: boolean;
}

/** Logs in and stores the session: persistently only with "remember me" (spec 4). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, password }: LoginVariables) => login({ email, password }),
    onSuccess: (tokens, { rememberMe }) =>
      startSignedInSession(queryClient, tokens, rememberMe ? 'local' : 'session'),
  });
}
