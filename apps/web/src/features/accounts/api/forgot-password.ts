import { api } from '@storefront/client/api-client';
import type { ForgotPasswordRequest } from '@storefront/contracts/accounts';
import { requestPasswordReset as requestPasswordResetEndpoint } from '@storefront/contracts/endpoints/accounts/password';
import { useMutation } from '@tanstack/react-query';

/**
 * POST account/forgot-password (spec 7). The answer is the same whether or not the email has an
 * account, so the page says the same thing either way. A public call (decision 19).
 */
export function requestPasswordReset(body: ForgotPasswordRequest) {
  return api.call(requestPasswordResetEndpoint, { body, auth: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
