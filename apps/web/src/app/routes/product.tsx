import { useParams } from 'react-router';
import { useProduct } from '../../features/catalogue/api/get-product.ts';
import { ProductDetails } from '../../features/catalogue/components/product-details.tsx';
import { ProductSkeleton } from '../../features/catalogue/components/product-skeleton.tsx';
import { useDocumentTitle } from '../../features/catalogue/hooks/use-document-title.ts';
import { parseId } from '../../features/catalogue/route-params.ts';
import { isApiError } from '../../lib/api-error.ts';
import { ErrorFallback } from '../error-boundary.tsx';
import NotFoundPage from './not-found.tsx';

/**
 * Spec 2 /products/{productId}: the product page. An id that is not one, or a product the API
 * does not have (404), shows the not-found page; other failures offer to try again.
 */
export default function ProductPage() {
  const productId = parseId(useParams().productId);
  const product = useProduct(productId);
  useDocumentTitle(product.data?.productName, { withShopName: true });

  if (productId === null) return <NotFoundPage />;
  if (product.isPending) return <ProductSkeleton />;
  if (product.isError) {
    if (isApiError(product.error) && product.error.status === 404) return <NotFoundPage />;
    return <ErrorFallback onRetry={() => void product.refetch()} />;
  }
  return <ProductDetails key={product.data.productId} product={product.data} />;
}
