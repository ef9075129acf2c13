import type { Dashboard } from '@storefront/contracts/admin-dashboard';
import { Link } from 'react-router';
import { useCan } from '../../auth/staff-context.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { cardClass, linkClass } from '../../shared/ui/styles.ts';

/** What shoppers can see and may soon not buy: fewest units first, each opening its product. */
export function LowStock({ lowStock }: { lowStock: Dashboard['lowStock'] }) {
  const { t } = useI18n();
  const canOpen = useCan('catalogue.read');
  const { items, total, threshold } = lowStock;
  return (
    <section aria-labelledby="dashboard-low-title" className={`${cardClass} p-4`}>
      <h2 id="dashboard-low-title" className="font-semibold text-neutral-900">
        {t('dashboard.low.title')}
      </h2>
      <p className="mt-1 text-sm text-neutral-600">{t('dashboard.low.hint', { threshold })}</p>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-neutral-600">{t('dashboard.low.empty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-neutral-100">
          {items.map((item) => {
            const name = item.variation ? `${item.name} — ${item.variation}` : item.name;
            return (
              <li
                key={`${item.productId}-${item.variationId ?? ''}`}
                className="flex flex-wrap items-baseline justify-between gap-x-3 py-2 text-sm"
              >
                <span className="min-w-0">
                  {canOpen ? (
                    <Link to={`/products/${item.productId}`} className={linkClass}>
                      {name}
                    </Link>
                  ) : (
                    <span className="font-medium">{name}</span>
                  )}
                  <bdi dir="ltr" className="block text-xs text-neutral-600">
                    {item.sku}
                  </bdi>
                </span>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-medium ${item.stock === 0 ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900'}`}
                >
                  {item.stock === 0
                    ? t('stock.out')
                    : t('dashboard.low.units', { count: item.stock })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {total > items.length && (
        <p className="mt-2 text-sm text-neutral-600">
          {t('dashboard.low.more', { shown: items.length, total })}
        </p>
      )}
    </section>
  );
}
