import { api } from '@storefront/client/api-client';
import type { AddWishlistItem, Wishlist, WishlistItem } from '@storefront/contracts/cart';
import { addWishlistItem as addWishlistItemEndpoint } from '@storefront/contracts/endpoints/wishlist';
import { useWishlistMutation } from '../hooks/use-wishlist-mutation.ts';

/** POST wish-list-items (spec 7): a product appears once; adding it again keeps one entry. */
export function addWishlistItem(item: AddWishlistItem) {
  return api.call(addWishlistItemEndpoint, { body: item });
}

export interface AddWishlistItemVariables {
  productId: number;
  variationId: number | null;
  /** For the provisional entry counted until the server answers (its answer replaces it). */
  productName: string;
}

/** The provisional entry: first, as the server lists the newest first. */
function withProvisionalItem(wishlist: Wishlist, vars: AddWishlistItemVariables): Wishlist {
  if (wishlist.items.some((item) => item.productId === vars.productId)) return wishlist;
  const provisional: WishlistItem = {
    itemId: -vars.productId,
    productId: vars.productId,
    variationId: vars.variationId,
    attributes: [],
    oldPrice: null,
    activeQty: 0,
    inStock: true,
    hasVariations: vars.variationId !== null,
    addedAt: new Date().toISOString(),
    productName: vars.productName,
    picturePath: null,
    price: 0,
  };
  return { items: [provisional, ...wishlist.items] };
}

export function useAddWishlistItem() {
  return useWishlistMutation<AddWishlistItemVariables>({
    request: ({ productId, variationId }) => addWishlistItem({ productId, variationId }),
    expected: withProvisionalItem,
  });
}
