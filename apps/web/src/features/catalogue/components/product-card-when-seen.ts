import { deferHydration } from '../../../lib/deferred-hydration.tsx';

/**
 * A product card of a list, hydrated when it comes near the screen (decision 64): a page of 24
 * cards answers its first touch without first bringing every card's buttons to life.
 */
export const ProductCardWhenSeen = deferHydration(
  () => import('./slotted-product-card.tsx').then((m) => m.SlottedProductCard),
  'visible',
);
