import { useId } from 'react';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { RELATED_SHOWN, useRelatedProducts } from '../api/get-related-products.ts';
import type { CardSlots } from './product-card.tsx';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';

/**
 * Issue 29 "You may also like": up to eight other products of the product's category (GET
 * products?categoryId), as the cards every list shows. The server's loader asks for them with
 * the product, so the drawn page has them; a category with nothing else, or an answer that
 * failed, shows no row at all: it is a suggestion, not something the shopper asked for.
 */
export function RelatedProducts({
  productId,
  categoryId,
  cardSlots,
}: {
  productId: number;
  categoryId: number;
  cardSlots: CardSlots;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const related = useRelatedProducts(productId, categoryId);
  if (related.isError || related.data?.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-12 border-t border-neutral-200 pt-10">
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-neutral-900">
        {t('catalogue.related')}
      </h2>
      <div className="mt-5" aria-busy={related.isPending}>
        {related.data ? (
          <ProductGrid products={related.data} layout="shelf" cardSlots={cardSlots} />
        ) : (
          <ProductGridSkeleton count={RELATED_SHOWN} layout="shelf" />
        )}
      </div>
    </section>
  );
}
