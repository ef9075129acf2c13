import type { AdminOrdersQuery } from '@storefront/contracts/admin-orders';
import { useRef } from 'react';
import { Link } from 'react-router';
import type { AdminKey } from '../../i18n/en.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { filterPath, filterString, viewPath } from './orders-query.ts';
import type { SavedOrderView } from './saved-order-views.ts';

const VIEWS: readonly { view: AdminOrdersQuery['view']; label: AdminKey }[] = [
  { view: 'toShip', label: 'orders.view.toShip' },
  { view: 'cash', label: 'orders.view.cash' },
  { view: 'returns', label: 'orders.view.returns' },
  { view: undefined, label: 'orders.view.all' },
];

const tabClass = (active: boolean) =>
  `inline-block border-b-2 px-1 py-2.5 text-sm font-medium ${
    active
      ? 'border-primary-strong text-neutral-900'
      : 'border-transparent text-neutral-700 hover:border-neutral-300 hover:text-neutral-900'
  }`;

/**
 * The quick views, then the staff member's saved ones, as links (each an address to share or
 * bookmark), the current one marked for assistive technology with aria-current: a saved view
 * when the list's filters are exactly its own, else the quick view the address names. Choosing
 * one starts its list afresh. Each saved view has a button to remove it.
 */
export function OrderViews({
  query,
  saved,
  onRemove,
}: {
  query: AdminOrdersQuery;
  saved: readonly SavedOrderView[];
  onRemove: (view: SavedOrderView) => void;
}) {
  const { t } = useI18n();
  const allRef = useRef<HTMLAnchorElement>(null);
  const current = filterString(query);
  const savedCurrent = saved.find((view) => view.filter === current);
  return (
    <nav aria-label={t('orders.views')} className="min-w-0">
      <ul className="-mb-px flex flex-wrap gap-x-4">
        {VIEWS.map(({ view, label }) => {
          const active = !savedCurrent && view === query.view;
          return (
            <li key={label}>
              <Link
                ref={view === undefined ? allRef : undefined}
                to={viewPath(view)}
                aria-current={active ? 'page' : undefined}
                className={tabClass(active)}
              >
                {t(label)}
              </Link>
            </li>
          );
        })}
        {saved.map((view) => {
          const active = view === savedCurrent;
          return (
            <li key={view.name} className="flex items-center">
              <Link
                to={filterPath(view.filter)}
                aria-current={active ? 'page' : undefined}
                className={tabClass(active)}
              >
                <bdi>{view.name}</bdi>
              </Link>
              <button
                type="button"
                aria-label={t('orders.removeView', { name: view.name })}
                title={t('orders.removeView', { name: view.name })}
                className="ms-1 rounded px-2 py-1 text-neutral-600 hover:bg-neutral-50 hover:text-neutral-900"
                onClick={() => {
                  onRemove(view);
                  // The button goes with its view: the keyboard carries on from "All".
                  allRef.current?.focus();
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
