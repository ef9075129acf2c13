import { useIsFetching, useQuery } from '@tanstack/react-query';
import { AddToCartButton } from '../../cart/components/add-to-cart-button.tsx';
import { useTranslation } from '../../i18n/catalogue-store.ts';
import { WishlistButton } from '../../wishlist/components/wishlist-button.tsx';
import { productQueryOptions } from '../api/get-product.ts';

export interface ProductPurchaseSlotProps {
  productId: number;
  /** The variation the chosen attributes make; null for a product without variations. */
  variationId: number | null;
  /** The quantity chosen, already within 1..stock (at most MAX_LINE_QUANTITY). */
  quantity: number;
  /** False when out of stock, when the combination does not exist, or while it is not known. */
  inStock: boolean;
}

/**
 * "Add to cart" and "Add to wishlist" on the product page, under the quantity (spec 3 Cart
 * item: POST cart-items with productId, variationId and quantity). The button is disabled with
 * its reason when the choice cannot be bought; while get-price is still being asked it is only
 * disabled, so no reason flashes at every change of option. Renders into the page's quantity
 * row (a fragment), so the buttons line up with the quantity field.
 */
export function ProductPurchaseSlot({
  productId,
  variationId,
  quantity,
  inStock,
}: ProductPurchaseSlotProps) {
  const { t } = useTranslation();
  const checking = useIsFetching({ queryKey: ['catalogue', 'price', { productId }] }) > 0;
  // The page has this product loaded (it is what it renders): read it, never fetch it again.
  const { data: product } = useQuery({ ...productQueryOptions(productId), enabled: false });

  const reason =
    inStock || checking
      ? null
      : t(product?.hasVariations ? 'cart.add.unavailable' : 'cart.add.soldOut');
  const preview = () => {
    if (!product) return undefined;
    const variation = product.variations.find((v) => v.variationId === variationId);
    return {
      productName: product.productName,
      picturePath: product.picture?.path ?? product.pictures[0]?.path ?? null,
      unitPrice: variation?.price ?? product.price,
    };
  };

  return (
    <>
      <AddToCartButton
        productId={productId}
        variationId={variationId}
        quantity={quantity}
        inStock={inStock}
        unavailableReason={reason}
        preview={preview}
      />
      <WishlistButton
        productId={productId}
        variationId={variationId}
        productName={product?.productName ?? ''}
        variant="full"
      />
    </>
  );
}
