import type { ProductDetail } from '@storefront/contracts/catalogue';
import { useIsFetching } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';

/** Only an out-of-stock product shows it: its form's code loads with such a product alone. */
const BackInStock = lazy(() =>
  import('./back-in-stock.tsx').then((m) => ({ default: m.BackInStock })),
);

/** What the product page's buy area knows, for the buttons the page puts there. */
export interface ProductPurchase {
  product: ProductDetail;
  /** The variation the chosen attributes make; null for a product without variations. */
  variationId: number | null;
  /** The quantity chosen, already within 1..stock (at most MAX_LINE_QUANTITY). */
  quantity: number;
  /** False when out of stock, when the combination does not exist, or while it is not known. */
  inStock: boolean;
  /** get-price is still being asked: too early to say why the choice cannot be bought. */
  checking: boolean;
}

/**
 * The place of "Add to cart" and "Add to wishlist" on the product page, under the quantity. The
 * page fills it (the catalogue knows neither the cart nor the wishlist); what it renders goes
 * into the page's quantity row, so the buttons line up with the quantity field. A product none
 * of whose variations can be bought offers "Tell me when it's back" under them (issue 29).
 */
export function ProductPurchaseSlot({
  render,
  ...purchase
}: Omit<ProductPurchase, 'checking'> & { render: (purchase: ProductPurchase) => ReactNode }) {
  const checking =
    useIsFetching({
      queryKey: ['catalogue', 'price', { productId: purchase.product.productId }],
    }) > 0;
  return (
    <>
      {render({ ...purchase, checking })}
      {!purchase.product.inStock && (
        <Suspense fallback={null}>
          <BackInStock productId={purchase.product.productId} />
        </Suspense>
      )}
    </>
  );
}
