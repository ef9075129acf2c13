import type { AdminOrderListItem } from '@storefront/contracts/admin-orders';
import { groupPhone } from '@storefront/contracts/phone-format';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { formatDateTime } from '../../shared/format-date.ts';
import { Amount } from '../../shared/ui/amount.tsx';
import { linkClass, tdClass } from '../../shared/ui/styles.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

/** Columns a phone leaves out (the order's page has them all). */
export const WIDE_ONLY = 'hidden md:table-cell';

/** Some money went back, not all of it (all of it reads "Refunded" in the state or status). */
const partlyRefunded = (order: AdminOrderListItem) =>
  order.refundedTotal > 0 && order.paymentState !== 'refunded' && order.status !== 'refunded';

export function OrderRow({ order }: { order: AdminOrderListItem }) {
  const { t, lang } = useI18n();
  return (
    <tr>
      <td className={tdClass}>
        <Link to={`/orders/${order.id}`} className={`${linkClass} whitespace-nowrap`}>
          <bdi dir="ltr">{order.orderNumber}</bdi>
        </Link>
        {/* A phone folds the date and the status under the number. */}
        <span className="mt-0.5 block text-xs text-neutral-600 md:hidden">
          {formatDateTime(order.createdAt, lang)}
        </span>
        <span className="mt-1 block md:hidden">
          <OrderStatusBadge status={order.status} />
        </span>
      </td>
      <td className={`${tdClass} ${WIDE_ONLY} whitespace-nowrap`}>
        {formatDateTime(order.createdAt, lang)}
      </td>
      <td className={tdClass}>
        <span className="block">{order.customerName}</span>
        <span className="block text-xs text-neutral-600">
          <bdi dir="ltr" className="whitespace-nowrap">
            {groupPhone(order.phone)}
          </bdi>
        </span>
        <span className="hidden break-all text-xs text-neutral-600 md:block">{order.email}</span>
      </td>
      <td className={`${tdClass} tabular-nums`}>
        <Amount fils={order.total} />
        <span className="block text-xs text-neutral-600">
          {t('orders.items', { count: order.itemCount })}
        </span>
      </td>
      <td className={`${tdClass} ${WIDE_ONLY}`}>
        <span className="block">{order.paymentMethodName}</span>
        <span className="block text-xs text-neutral-600">
          {t(`paymentState.${order.paymentState}`)}
        </span>
        {partlyRefunded(order) && (
          <span className="mt-1 inline-block whitespace-nowrap rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900">
            {t('orders.partlyRefunded')}
          </span>
        )}
      </td>
      <td className={`${tdClass} ${WIDE_ONLY}`}>
        <OrderStatusBadge status={order.status} />
      </td>
    </tr>
  );
}
