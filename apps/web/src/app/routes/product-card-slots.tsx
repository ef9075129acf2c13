import type { ProductSummary } from '@storefront/contracts/catalogue';
import { cardCartAction } from '../../features/cart/index.ts';
import type { ProductCardSlots } from '../../features/catalogue/index.ts';
import { WishlistButton } from '../../features/wishlist/index.ts';

/**
 * What a product card shows besides the product, wherever there are cards (home lists, a set's
 * products, search results): under the price the cart's button, over the picture the wishlist
 * heart, whatever the stock. The catalogue draws the cards; the page puts these in them.
 */
export function productCardSlots(product: ProductSummary): ProductCardSlots {
  return {
    actions: cardCartAction(product),
    corner: (
      <WishlistButton
        productId={product.productId}
        variationId={null}
        productName={product.productName}
        variant="icon"
      />
    ),
  };
}
