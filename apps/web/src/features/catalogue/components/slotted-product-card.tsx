import type { ProductSummary } from '@storefront/contracts/catalogue';
import { type CardSlots, ProductCard } from './product-card.tsx';

/** A card with the buttons the page puts on it (see ProductCardWhenSeen). */
export function SlottedProductCard({
  product,
  cardSlots,
  eager,
}: {
  product: ProductSummary;
  cardSlots: CardSlots;
  eager?: boolean;
}) {
  return <ProductCard product={product} eager={eager} {...cardSlots(product)} />;
}
