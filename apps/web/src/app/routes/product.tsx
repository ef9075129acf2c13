import { isApiError } from '@storefront/client/api-error';
import { useParams } from 'react-router';
import { AddToCartButton } from '../../features/cart/index.ts';
import {
  type BarPurchase,
  ProductDetails,
  type ProductPurchase,
  ProductSkeleton,
  parseId,
  useProduct,
} from '../../features/catalogue/index.ts';
import { useDeliveryDays } from '../../features/shipping/index.ts';
import { WishlistButton } from '../../features/wishlist/index.ts';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { ErrorFallback } from '../error-boundary.tsx';
import NotFoundPage from './not-found.tsx';
import { BarCartButton } from './product-bar-cart-button.tsx';
import { productCardSlots } from './product-card-slots.tsx';

/**
 * Spec 2 /products/{productId}: the product page. An id that is not one, or a product the API
 * does not have (404), shows the not-found page; other failures offer to try again. Issue 29:
 * the delivery date comes from the shipping module's default method, counted from the time its
 * answer was read (the server's, on a drawn page), and the phone's sticky bar adds to the cart.
 */
export default function ProductPage() {
  const productId = parseId(useParams().productId);
  const product = useProduct(productId);
  const deliveryDays = useDeliveryDays({ enabled: productId !== null });
  useDocumentTitle(product.data?.productName, { withShopName: true });

  if (productId === null) return <NotFoundPage />;
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
