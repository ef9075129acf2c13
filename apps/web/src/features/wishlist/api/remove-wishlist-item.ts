import { api } from '@storefront/client/api-client';
import { removeWishlistItem as removeWishlistItemEndpoint } from '@storefront/contracts/endpoints/wishlist';
import { useWishlistMutation } from '../hooks/use-wishlist-mutation.ts';

/** DELETE wish-list/items/{id} (spec 7). */
export function removeWishlistItem(itemId: number) {
  return api.call(removeWishlistItemEndpoint, { params: { id: itemId } });
}

export function useRemoveWishlistItem() {
  return useWishlistMutation<{ itemId: number }>({
    request: ({ itemId }) => removeWishlistItem(itemId),
    expected: (wishlist, { itemId }) => ({
      items: wishlist.items.filter((item) => item.itemId !== itemId),
    }),
  });
}
