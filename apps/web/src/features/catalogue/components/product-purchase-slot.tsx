export interface ProductPurchaseSlotProps {
  productId: number;
  /** The variation the chosen attributes make; null for a product without variations. */
  variationId: number | null;
  /** The quantity chosen, already within 1..stock (at most 999). */
  quantity: number;
  /** False when out of stock, when the combination does not exist, or while it is not known. */
  inStock: boolean;
}

/**
 * THE PLACE FOR "ADD TO CART" AND "ADD TO WISHLIST" on the product page (issue 3 leaves it to
 * the cart issue). The page renders this under the quantity with everything those buttons
 * need; it renders nothing until then, on purpose: no button that does nothing.
 *
 * For the cart issue: render the add-to-cart button here (POST cart-items with productId,
 * variationId and quantity; disabled, with its reason, when `inStock` is false) and the
 * wishlist button beside it (POST wish-list-items). Spec 3 Cart item.
 */
export function ProductPurchaseSlot(_props: ProductPurchaseSlotProps): null {
  return null;
}
