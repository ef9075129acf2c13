import { api } from '@storefront/client/api-client';
import { storageKeys } from '@storefront/client/storage';
import { startImpersonation } from '@storefront/contracts/endpoints/impersonation';
import { useMutation } from '@tanstack/react-query';
import type { AdminLanguage } from '../../../i18n/catalogue.ts';

/**
 * "Browse as this customer": POST staff/impersonations with the staff member's own back-office
 * token (the `impersonate` permission), then the shop opens in this tab as the customer. The
 * token is kept where the shop's own /staff page keeps it (decision 24): this tab's
 * sessionStorage, under the shop's key, which the back office's own keys (prefixed `admin.`)
 * never touch. The shop then ends it as it ends any impersonation: "finish session", or the
 * page going away (spec 4). The shop opens in the language the staff member works in.
 */
export function useBrowseAsCustomer(customerId: string, lang: AdminLanguage) {
  return useMutation({
    mutationFn: () => api.call(startImpersonation, { body: { customerId } }),
    onSuccess: ({ impersonationToken }) => {
      window.sessionStorage.setItem(storageKeys.impersonationToken, impersonationToken);
      window.location.assign(`/?lang=${lang}`);
    },
  });
}
