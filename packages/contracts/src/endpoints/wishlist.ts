/** The wishlist's operations (apps/api/src/modules/wishlist). */
import type {
  addWishlistItemSchema,
  addWishlistItemsSchema,
  updateWishlistItemSchema,
  wishlistSchema,
} from '../cart.ts';
import { endpoint, types } from '../endpoint.ts';

type WishlistAnswer = { response: typeof wishlistSchema };

export const getWishlist = endpoint('GET', 'wish-list', types<WishlistAnswer>());
export const addWishlistItem = endpoint(
  'POST',
  'wish-list-items',
  types<WishlistAnswer & { body: typeof addWishlistItemSchema }>(),
);
export const addWishlistItems = endpoint(
  'POST',
  'v2/wish-list-items',
  types<WishlistAnswer & { body: typeof addWishlistItemsSchema }>(),
);
export const updateWishlistItem = endpoint(
  'PUT',
  'wish-list/items/{id}',
  types<WishlistAnswer & { body: typeof updateWishlistItemSchema }>(),
);
export const removeWishlistItem = endpoint(
  'DELETE',
  'wish-list/items/{id}',
  types<WishlistAnswer>(),
);
