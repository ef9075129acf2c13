import { useParams } from 'react-router';
import { parseId, useProduct } from '../../features/catalogue/index.ts';
import { island } from '../../lib/islands.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import NotFoundPage from './not-found.tsx';
import { ProductIsland } from './product-island.tsx';

const Product = island('product', ProductIsland);

/**
 * Spec 2 /products/{productId}: the product page. An id that is not one, or a product the API
 * does not have (404), shows the not-found page; other failures offer to try again. Issue 29:
 * the delivery date comes from the shipping module's default method, counted from the time its
 * answer was read (the server's, on a drawn page), and the phone's sticky bar adds to the cart.
 */
export default function ProductPage() {
  const productId = parseId(useParams().productId);
  const product = useProduct(productId);
  useDocumentTitle(product.data?.productName, { withShopName: true });

  if (productId === null) return <NotFoundPage />;
  return <Product productId={productId} />;
}
