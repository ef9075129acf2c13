import { userIdOf } from '@storefront/client/jwt';
import { storeImpersonationToken } from '@storefront/client/storage';
import type { StaffCustomer } from '@storefront/contracts/impersonation';
import { routes } from '@storefront/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { impersonatedCustomerQueryOptions } from '../api/get-impersonated-customer.ts';
import { startImpersonation } from '../api/start-impersonation.ts';

/** Query keys whose data is the same for every visitor (the first part of the key). */
const sharedData = new Set<unknown>(['theme', 'menus', 'locale']);

/**
 * "Browse as {{name}}": mints the impersonation token, keeps it in this tab (isGuest false,
 * spec 4), drops everything cached for the staff member and goes home inside the app. Not a
 * reload: spec 4 ends an impersonation when the page goes away.
 */
export function useStartImpersonation() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (customer: StaffCustomer) => startImpersonation(customer.userId),
    onSuccess: ({ impersonationToken, customer }) => {
      // Spec 5 and 8: a token that names no user is refused, never stored.
      const userId = userIdOf(impersonationToken);
      if (!userId) {
        void showToast('error', t('session.invalidImpersonationToken'));
        return;
      }
      storeImpersonationToken(impersonationToken);
      // Cart, wishlist, account: whatever was cached belonged to the staff member. What every
      // visitor sees alike (theme, menus, strings) stays, so the header does not blink.
      queryClient.removeQueries({ predicate: (query) => !sharedData.has(query.queryKey[0]) });
      // The banner can name the customer at once.
      queryClient.setQueryData(impersonatedCustomerQueryOptions(userId).queryKey, customer);
      void navigate(routes.home);
    },
    onError: () => {
      void showToast('error', t('impersonation.staff.startFailed'));
    },
  });
}
