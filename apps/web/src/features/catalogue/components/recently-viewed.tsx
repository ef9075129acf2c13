import { readRecentlyViewed } from '@storefront/client/recently-viewed';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useProductsByIds } from '../api/get-recently-viewed.ts';
import type { CardSlots } from './product-card.tsx';
import { ProductGrid } from './product-grid.tsx';

/**
 * Issue 29 "Recently viewed": the other products this browser opened, newest first, kept in its
 * storage (@storefront/client/recently-viewed). The server cannot know them, so the row exists
 * only once the page has hydrated (both sides first draw nothing: no mismatch), and only when
 * its products have arrived: it sits at the page's end, below the fold, and takes no room
 * before it has something to show, so nothing above it moves.
 */
export function RecentlyViewed({
  productId,
  cardSlots,
}: {
  productId: number;
  cardSlots: CardSlots;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [ids, setIds] = useState<number[]>([]);
  useEffect(() => {
    // The ones opened before this one (the page records this visit itself, at once).
    setIds(readRecentlyViewed().filter((id) => id !== productId));
  }, [productId]);
  const products = useProductsByIds(ids);

  if (!products.data || products.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-12 border-t border-neutral-200 pt-10">
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-neutral-900">
        {t('catalogue.recentlyViewed')}
      </h2>
      <div className="mt-5">
        <ProductGrid products={products.data} layout="rail" cardSlots={cardSlots} />
      </div>
    </section>
  );
}
