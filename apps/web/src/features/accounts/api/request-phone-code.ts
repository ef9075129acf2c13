import { api } from '@storefront/client/api-client';
import { requestPhoneCode as requestPhoneCodeEndpoint } from '@storefront/contracts/endpoints/accounts/phone';
import { useMutation } from '@tanstack/react-query';

/**
 * POST phone/verify/request (spec 7): an SMS with a 6-digit code to the number. 429 after 3
 * codes to one number in 10 minutes; 409 (phone) when another account has the number.
 */
export function requestPhoneCode(phone: string) {
  return api.call(requestPhoneCodeEndpoint, { body: { phone } });
}

export function useRequestPhoneCode() {
  return useMutation({ mutationFn: requestPhoneCode });
}
