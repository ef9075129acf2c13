/**
 * Catalogue (API module `catalogue`): products, their variations and get-price, the product
 * page's content, product cards and grids, and the home page's data lists. It knows neither the
 * cart nor the wishlist: the pages fill the cards' slots and the product page's purchase slot.
 * Uses sessions and accounts: "Tell me when it's back" starts with a signed-in customer's email.
 */
export { useProduct } from './api/get-product.ts';
export { DataLists } from './components/data-lists.tsx';
export type { DeliveryPromise } from './components/delivery-date.tsx';
export type { CardSlots, ProductCardSlots } from './components/product-card.tsx';
export { ProductCard } from './components/product-card.tsx';
export { ProductDetails } from './components/product-details.tsx';
export type { ProductPurchase } from './components/product-purchase-slot.tsx';
export { ProductSkeleton } from './components/product-skeleton.tsx';
export type { BarPurchase } from './components/sticky-purchase-bar.tsx';
export { prefetchHomeLists, prefetchProduct } from './prefetch.ts';
export { parseId } from './route-params.ts';
