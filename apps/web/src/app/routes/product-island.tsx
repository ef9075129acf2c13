import { isApiError } from '@storefront/client/api-error';
import { AddToCartButton } from '../../features/cart/index.ts';
import {
  type BarPurchase,
  ProductDetails,
  type ProductPurchase,
  ProductSkeleton,
  useProduct,
} from '../../features/catalogue/index.ts';
import { useDeliveryDays } from '../../features/shipping/index.ts';
import { WishlistButton } from '../../features/wishlist/index.ts';
import { ErrorFallback } from '../error-boundary.tsx';
import NotFoundPage from './not-found.tsx';
import { BarCartButton } from './product-bar-cart-button.tsx';
import { productCardSlots } from './product-card-slots.tsx';

/**
 * The page's content, an island on a page of islands (decision 66): the product's choice,
 * buttons and gallery answer touches; the parts of it that only show things (breadcrumbs,
 * description, delivery date) and the rows further down wait inside it (decision 64).
 */
export function ProductIsland({ productId }: { productId: number }) {
  const product = useProduct(productId);
  const deliveryDays = useDeliveryDays({ enabled: true });

  if (product.isPending) return <ProductSkeleton />;
  if (product.isError) {
    if (isApiError(product.error) && product.error.status === 404) return <NotFoundPage />;
    return <ErrorFallback onRetry={() => void product.refetch()} />;
  }
  return (
    <ProductDetails
      key={product.data.productId}
      product={product.data}
      purchase={purchaseButtons}
      barPurchase={barButton}
      cardSlots={productCardSlots}
      delivery={
        deliveryDays.data && {
          maxDays: deliveryDays.data.maxDays,
          now: deliveryDays.dataUpdatedAt,
        }
      }
    />
  );
}

/** The phone's sticky bar: its own "Add to cart", for the same choice. */
function barButton(purchase: BarPurchase) {
  return <BarCartButton {...purchase} />;
}

/** Under the quantity: "Add to cart" (with why it cannot, when it cannot) and "Add to wishlist". */
function purchaseButtons(purchase: ProductPurchase) {
  return (
    <>
      <AddToCartButton {...purchase} />
      <WishlistButton
        productId={purchase.product.productId}
        variationId={purchase.variationId}
        productName={purchase.product.productName}
        variant="full"
      />
    </>
  );
}
