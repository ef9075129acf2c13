import type { TopProduct } from '@storefront/contracts/admin-dashboard';
import { Link } from 'react-router';
import { useCan } from '../../auth/staff-context.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { Amount } from '../../shared/ui/amount.tsx';
import { cardClass, linkClass } from '../../shared/ui/styles.ts';

/** The best sellers of the last 30 days, by units, each opening its product. */
export function TopProducts({ products }: { products: readonly TopProduct[] }) {
  const { t } = useI18n();
  const canOpen = useCan('catalogue.read');
  return (
    <section aria-labelledby="dashboard-top-title" className={`${cardClass} p-4`}>
      <h2 id="dashboard-top-title" className="font-semibold text-neutral-900">
        {t('dashboard.top.title')}
      </h2>
      {products.length === 0 ? (
        <p className="mt-2 text-sm text-neutral-600">{t('dashboard.top.empty')}</p>
      ) : (
        <ol className="mt-2 divide-y divide-neutral-100">
          {products.map((product) => (
            <li
              key={product.productId}
              className="flex flex-wrap items-baseline justify-between gap-x-3 py-2 text-sm"
            >
              {canOpen ? (
                <Link to={`/products/${product.productId}`} className={`${linkClass} min-w-0`}>
                  {product.name}
                </Link>
              ) : (
                <span className="min-w-0 font-medium">{product.name}</span>
              )}
              <span className="text-neutral-700">
                {t('dashboard.top.units', { count: product.units })}
                {' · '}
                <Amount fils={product.revenue} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
