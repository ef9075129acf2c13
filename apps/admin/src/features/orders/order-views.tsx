import type { AdminOrdersQuery } from '@storefront/contracts/admin-orders';
import { Link } from 'react-router';
import type { AdminKey } from '../../i18n/en.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { viewPath } from './orders-query.ts';

const VIEWS: readonly { view: AdminOrdersQuery['view']; label: AdminKey }[] = [
  { view: 'toShip', label: 'orders.view.toShip' },
  { view: 'cash', label: 'orders.view.cash' },
  { view: undefined, label: 'orders.view.all' },
];

/**
 * The quick views as links (each an address to share or bookmark), the current one marked for
 * assistive technology with aria-current. Choosing one starts its list afresh.
 */
export function OrderViews({ current }: { current: AdminOrdersQuery['view'] }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t('orders.views')} className="border-b border-neutral-200 px-3">
      <ul className="-mb-px flex flex-wrap gap-x-4">
        {VIEWS.map(({ view, label }) => {
          const active = view === current;
          return (
            <li key={label}>
              <Link
                to={viewPath(view)}
                aria-current={active ? 'page' : undefined}
                className={`inline-block border-b-2 px-1 py-2.5 text-sm font-medium ${
                  active
                    ? 'border-primary-strong text-neutral-900'
                    : 'border-transparent text-neutral-700 hover:border-neutral-300 hover:text-neutral-900'
                }`}
              >
                {t(label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
