import { api } from '@storefront/client/api-client';
import type { ChangePasswordRequest } from '@storefront/contracts/accounts';
import { changePassword as changePasswordEndpoint } from '@storefront/contracts/endpoints/accounts/password';
import { useMutation } from '@tanstack/react-query';

/** PUT users/{userId}/change-customer-password (spec 7): 204; the API ends the other sessions. */
export function changePassword(body: ChangePasswordRequest) {
  return api.call(changePasswordEndpoint, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
