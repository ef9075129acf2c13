import { isApiError } from '@storefront/client/api-error';
import type { Wishlist } from '@storefront/contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useSession } from '../../sessions/index.ts';
import { wishlistQueryOptions } from '../api/get-wishlist.ts';

interface WishlistChange<Variables> {
  /** The call; it answers the whole wishlist. */
  request: (variables: Variables) => Promise<Wishlist>;
  /** The wishlist as it will be, shown at once (the header count follows). */
  expected: (current: Wishlist, variables: Variables) => Wishlist;
}

/**
 * A wishlist change shown before the server answers (issue 5: counts update at once): the
 * cached wishlist becomes the expected one, the server's answer then replaces it, and a refusal
 * puts the previous one back and says why in a toast. Changes run one after another (one
 * mutation scope), so a late answer never overwrites a newer change.
 */
export function useWishlistMutation<Variables>({ request, expected }: WishlistChange<Variables>) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const { userId } = useSession();
  const { queryKey } = wishlistQueryOptions(userId);

  return useMutation({
    scope: { id: 'wishlist' },
    mutationFn: request,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, expected(previous, variables));
      return { previous };
    },
    onSuccess: (wishlist) => {
      queryClient.setQueryData(queryKey, wishlist);
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      const message =
        isApiError(error) && error.status > 0 && error.status < 500
          ? error.message
          : t('wishlist.toast.failed');
      void showToast('error', message);
    },
  });
}
