import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { ListFailed } from '../../../shared/ui/list-failed.tsx';
import { useGroupedProducts } from '../api/get-grouped-products.ts';
import type { CardSlots } from './product-card.tsx';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';

/** The products a grouped product is made of (GET products/{id}/grouped-products), as cards. */
export function GroupedProducts({
  productId,
  cardSlots,
}: {
  productId: number;
  cardSlots: CardSlots;
}) {
  const { t } = useTranslation();
  const grouped = useGroupedProducts(productId, { enabled: true });
  if (grouped.data?.length === 0) return null;
  return (
    <section aria-labelledby="grouped-products" className="mt-12 border-t border-neutral-200 pt-10">
      <h2 id="grouped-products" className="text-xl font-bold tracking-tight text-neutral-900">
        {t('catalogue.groupedProducts')}
      </h2>
      <div className="mt-5" aria-busy={grouped.isPending}>
        {grouped.isError ? (
          <ListFailed message={t('catalogue.groupedFailed')} onRetry={() => grouped.refetch()} />
        ) : grouped.data ? (
          <ProductGrid products={grouped.data} cardSlots={cardSlots} />
        ) : (
          <ProductGridSkeleton count={4} />
        )}
      </div>
    </section>
  );
}
