import type { Order } from '@storefront/contracts/orders';
import { routes } from '@storefront/contracts/routes';
import { ChevronRight, Package } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { Price } from '../../../shared/ui/price.tsx';
import { OrderDate } from './order-date.tsx';
import { OrderProgress } from './order-progress.tsx';

/**
 * The history's rows: number, date, status with its progress, total and item count, each
 * opening the order.
 */
export function OrderHistoryList({ orders }: { orders: Order[] }) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-neutral-200 rounded-2xl border border-neutral-200">
      {orders.map((order) => (
        <li
          key={order.orderId}
          className="relative flex flex-wrap items-center gap-x-6 gap-y-2 p-4"
        >
          <div className="min-w-40 flex-1">
            <Link
              to={routes.order(order.orderId)}
              aria-label={t('orders.history.view', { number: order.orderNumber })}
              className="font-semibold text-neutral-900 after:absolute after:inset-0 hover:underline"
            >
              <bdi>{order.orderNumber}</bdi>
            </Link>
            <p className="text-sm text-neutral-600">
              <OrderDate iso={order.createdAt} />
            </p>
          </div>
          <OrderProgress order={order} />
          <div className="min-w-28 text-end">
            <Price
              minor={order.total}
              className="font-semibold whitespace-nowrap text-neutral-900"
            />
            <p className="text-sm text-neutral-600">
              {t('orders.history.items', { count: order.itemCount })}
            </p>
          </div>
          <ChevronRight aria-hidden className="size-5 text-neutral-400 rtl:-scale-x-100" />
        </li>
      ))}
    </ul>
  );
}

export function OrderHistoryEmpty() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-neutral-300 px-6 py-14 text-center">
      <Package aria-hidden className="size-10 text-neutral-400" />
      <h2 className="mt-4 text-xl font-semibold text-neutral-900">
        {t('orders.history.emptyTitle')}
      </h2>
      <p className="mt-2 max-w-md text-neutral-700">{t('orders.history.emptyBody')}</p>
      <Link
        to={routes.home}
        className="mt-6 inline-flex items-center rounded-full bg-primary-strong px-6 py-3 font-semibold text-white hover:brightness-90"
      >
        {t('orders.history.browse')}
      </Link>
    </div>
  );
}

export function OrderHistorySkeleton() {
  return (
    <ul aria-hidden className="divide-y divide-neutral-200 rounded-2xl border border-neutral-200">
      {[0, 1, 2].map((i) => (
        <li key={i} className="flex animate-pulse items-center gap-6 p-4">
          <div className="flex-1 space-y-2">
            <div className="h-4 w-32 rounded bg-neutral-200" />
            <div className="h-3 w-24 rounded bg-neutral-100" />
          </div>
          <div className="h-5 w-20 rounded-full bg-neutral-100" />
          <div className="h-4 w-20 rounded bg-neutral-200" />
        </li>
      ))}
    </ul>
  );
}

/** Previous / next between pages of the history (links, so each page has its address). */
export function OrderHistoryPager({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const link = (to: number) => (to === 1 ? routes.orders : `${routes.orders}?page=${to}`);
  const item =
    'inline-flex items-center rounded-full border border-neutral-300 px-4 py-1.5 text-sm font-semibold hover:bg-neutral-100';
  return (
    <nav
      aria-label={t('orders.history.pages')}
      className="mt-6 flex items-center justify-between gap-3"
    >
      {page > 1 ? (
        <Link to={link(page - 1)} className={item}>
          {t('orders.history.previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-neutral-700">{t('orders.history.page', { page, pages })}</p>
      {page < pages ? (
        <Link to={link(page + 1)} className={item}>
          {t('orders.history.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
