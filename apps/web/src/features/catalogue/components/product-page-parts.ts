import { deferHydration } from '../../../lib/deferred-hydration.tsx';

/*
 * The product page's parts that hydrate later or never (decision 64): what only shows things
 * keeps the server's HTML and loads no code until the browser must draw it; the rows further down hydrate when they are seen;
 * "Recently viewed" when the page is idle (the visit itself is recorded by the page, at once).
 */
export const Breadcrumbs = deferHydration(
  () => import('./breadcrumbs.tsx').then((m) => m.Breadcrumbs),
  'never',
);
/** Its date is counted in Kuwait's time zone, whose first use costs a slow phone ~150 ms. */
export const DeliveryDate = deferHydration(
  () => import('./delivery-date.tsx').then((m) => m.DeliveryDate),
  'never',
);
export const ProductDescription = deferHydration(
  () => import('./product-description.tsx').then((m) => m.ProductDescription),
  'never',
);
export const GroupedProducts = deferHydration(
  () => import('./grouped-products.tsx').then((m) => m.GroupedProducts),
  'visible',
);
export const RelatedProducts = deferHydration(
  () => import('./related-products.tsx').then((m) => m.RelatedProducts),
  'visible',
);
export const RecentlyViewed = deferHydration(
  () => import('./recently-viewed.tsx').then((m) => m.RecentlyViewed),
  'idle',
);
