import type { ProductSummary } from '@storefront/contracts/catalogue';
import { type CardSlots, ProductCard } from './product-card.tsx';

const layouts = {
  /** A wrapping grid at every width. */
  grid: 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4',
  /**
   * A row that scrolls sideways on a phone (each card snaps into place, the next one peeks in)
   * and a grid of up to six columns from 640 px. The cards' links scroll into view when focused.
   */
  rail: '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pt-1 pb-3 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-4 sm:overflow-visible sm:p-0 lg:grid-cols-4 xl:grid-cols-6',
  /** The rail, four to a row from 1024 px: eight products make two full rows. */
  shelf:
    '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pt-1 pb-3 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-4 sm:overflow-visible sm:p-0 lg:grid-cols-4',
} as const;

const itemClass = {
  grid: '',
  rail: 'w-[44%] shrink-0 snap-start sm:w-auto',
  shelf: 'w-[44%] shrink-0 snap-start sm:w-auto',
} as const;

/** Product cards in a list (home lists, grouped products, the product page's rows). */
export function ProductGrid({
  products,
  layout = 'grid',
  cardSlots,
}: {
  products: readonly ProductSummary[];
  layout?: keyof typeof layouts;
  /** The cart and wishlist buttons of each card, from the page. */
  cardSlots: CardSlots;
}) {
  return (
    <ul className={layouts[layout]}>
      {products.map((product) => (
        // A grid cell, so every card in a row is as tall as the tallest.
        <li key={product.productId} className={`grid ${itemClass[layout]}`}>
          <ProductCard product={product} {...cardSlots(product)} />
        </li>
      ))}
    </ul>
  );
}

/** Card-shaped placeholders while a list loads (hidden from assistive technology). */
export function ProductGridSkeleton({
  count = 6,
  layout = 'grid',
}: {
  count?: number;
  layout?: keyof typeof layouts;
}) {
  return (
    <ul aria-hidden className={layouts[layout]}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
        <li key={i} className={itemClass[layout]}>
          <div className="animate-pulse overflow-hidden rounded-2xl border border-neutral-200">
            <div className="aspect-square bg-neutral-100" />
            <div className="space-y-2 p-4">
              <div className="h-3 w-1/3 rounded bg-neutral-200" />
              <div className="h-4 w-4/5 rounded bg-neutral-200" />
              <div className="h-4 w-1/2 rounded bg-neutral-200" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
