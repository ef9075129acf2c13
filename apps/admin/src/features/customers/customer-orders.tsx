import type { CustomerOrder } from '@storefront/contracts/admin-customers';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { formatDateTime } from '../../shared/format-date.ts';
import { Amount } from '../../shared/ui/amount.tsx';
import { linkClass, tableWrapClass, tdClass, thClass } from '../../shared/ui/styles.ts';
import { OrderStatusBadge } from '../orders/index.ts';

/** The customer's newest orders, each opening its page; how many there are in all. */
export function CustomerOrders({
  orders,
  count,
}: {
  orders: readonly CustomerOrder[];
  count: number;
}) {
  const { t, lang } = useI18n();
  if (orders.length === 0)
    return <p className="text-sm text-neutral-600">{t('customer.noOrders')}</p>;
  return (
    <>
      <div className={tableWrapClass}>
        {/* Four columns fit a card at any width: no minimum width, unlike the lists' tables. */}
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t('customer.ordersTitle')}</caption>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                {t('customer.order')}
              </th>
              <th scope="col" className={`${thClass} hidden md:table-cell`}>
                {t('customer.date')}
              </th>
              <th scope="col" className={thClass}>
                {t('customer.status')}
              </th>
              <th scope="col" className={`${thClass} text-end`}>
                {t('customer.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <td className={tdClass}>
                  <Link to={`/orders/${order.id}`} className={`${linkClass} whitespace-nowrap`}>
                    <bdi dir="ltr">{order.orderNumber}</bdi>
                  </Link>
                  {/* A phone folds the date under the number. */}
                  <span className="mt-0.5 block text-xs text-neutral-600 md:hidden">
                    {formatDateTime(order.createdAt, lang)}
                  </span>
                </td>
                <td className={`${tdClass} hidden whitespace-nowrap sm:table-cell`}>
                  {formatDateTime(order.createdAt, lang)}
                </td>
                <td className={tdClass}>
                  <OrderStatusBadge status={order.status} />
                </td>
                <td className={`${tdClass} text-end tabular-nums`}>
                  <Amount fils={order.total} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {count > orders.length && (
        <p className="mt-2 text-xs text-neutral-600">
          {t('customer.ordersShown', { shown: orders.length, count })}
        </p>
      )}
    </>
  );
}
