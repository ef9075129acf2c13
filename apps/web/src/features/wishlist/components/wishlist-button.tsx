export interface WishlistButtonProps {
  productId: number;
  /** The variation chosen on the product page; null on a card or for a product without any. */
  variationId: number | null;
  /** For the accessible name ("Add Voltix Orbit 8 to the wishlist"). */
  productName: string;
  /** 'icon': a round heart button (product cards); 'full': a heart with its words (product page). */
  variant: 'icon' | 'full';
}

/**
 * Adds the product to the wishlist, or removes it when it is already there (a toggle button
 * with aria-pressed). Filled in by the wishlist feature (issue 5).
 */
export function WishlistButton(_props: WishlistButtonProps): null {
  return null;
}
