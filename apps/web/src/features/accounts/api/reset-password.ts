import { api } from '@storefront/client/api-client';
import type { ResetPasswordRequest } from '@storefront/contracts/accounts';
import { resetPassword as resetPasswordEndpoint } from '@storefront/contracts/endpoints/accounts/password';
import { useMutation } from '@tanstack/react-query';

/** PUT account/reset-password (spec 7): spends the link's token and sets the new password. */
export function resetPassword(body: ResetPasswordRequest) {
  return api.call(resetPasswordEndpoint, { body, auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
