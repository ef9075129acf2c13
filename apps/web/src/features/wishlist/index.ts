/**
 * Wishlist (API module `wishlist`): the wishlist, its heart buttons (the pages put them on cards
 * and on the product page), the header count, and moving an item to the cart. Uses the session
 * and the cart.
 */
export { useWishlist } from './api/get-wishlist.ts';
export { WishlistButton } from './components/wishlist-button.tsx';
export { WishlistEmpty } from './components/wishlist-empty.tsx';
export { WishlistList } from './components/wishlist-list.tsx';
export { useWishlistCount } from './hooks/use-wishlist-count.ts';
