import { api } from '@storefront/client/api-client';
import type { ResetPasswordQuery } from '@storefront/contracts/accounts';
import { checkResetLink as checkResetLinkEndpoint } from '@storefront/contracts/endpoints/accounts/password';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET account/reset-password?email&token (spec 7): is this reset link still good? */
export function checkResetLink(link: ResetPasswordQuery) {
  return api.call(checkResetLinkEndpoint, { query: link, auth: false });
}

export const resetLinkQueryOptions = (link: ResetPasswordQuery) =>
  queryOptions({
    queryKey: ['account', 'reset-link', link],
    queryFn: async () => {
      await checkResetLink(link);
      return true;
    },
    // A link is single-use and expires: ask again on every visit, never from an old answer.
    gcTime: 0,
    staleTime: 0,
  });

export function useResetLink(link: ResetPasswordQuery | null) {
  return useQuery({
    ...resetLinkQueryOptions(link ?? { email: '', token: '' }),
    enabled: link !== null,
  });
}
