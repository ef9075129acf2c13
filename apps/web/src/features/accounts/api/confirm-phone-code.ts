import { api } from '@storefront/client/api-client';
import { confirmPhoneCode as confirmPhoneCodeEndpoint } from '@storefront/contracts/endpoints/accounts/phone';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerQueryOptions } from './get-customer.ts';

/**
 * POST phone/verify/confirm: 204 and the number is the account's, verified; 400 naming `code`
 * for a wrong or expired code, or after 5 wrong guesses.
 */
export function confirmPhoneCode(body: { phone: string; code: string }) {
  return api.call(confirmPhoneCodeEndpoint, { body });
}

export function useConfirmPhoneCode() {
  const queryClient = useQueryClient();
  const { queryKey } = customerQueryOptions();
  return useMutation({
    mutationFn: confirmPhoneCode,
    // The record says so at once (no "Not verified" while it is read again), then is read again.
    onSuccess: () => {
      queryClient.setQueryData(queryKey, (customer) =>
        customer ? { ...customer, phoneVerified: true } : customer,
      );
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
