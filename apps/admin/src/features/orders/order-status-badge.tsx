import type { OrderStatus } from '@storefront/contracts/order-status';
import { useI18n } from '../../i18n/i18n-context.tsx';

// The palette the back office already draws with (no colour of its own for a badge), each
// text colour keeping a contrast of 4.5:1 or more on its background.
const tone: Record<OrderStatus, string> = {
  awaiting_payment: 'bg-amber-100 text-amber-900',
  payment_failed: 'bg-red-100 text-red-800',
  placed: 'bg-neutral-100 text-neutral-900',
  paid: 'bg-neutral-100 text-neutral-900',
  processing: 'bg-amber-50 text-amber-900',
  shipped: 'bg-green-50 text-green-800',
  delivered: 'bg-green-100 text-green-800',
  cancelled: 'bg-neutral-200 text-neutral-800',
  refunded: 'bg-neutral-200 text-neutral-800',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useI18n();
  return (
    <span
      data-status={status}
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${tone[status]}`}
    >
      {t(`orderStatus.${status}`)}
    </span>
  );
}
