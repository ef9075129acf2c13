import type { OrderStatus } from '@storefront/contracts/order-rules';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';

const tones: Record<OrderStatus, string> = {
  placed: 'bg-sky-100 text-sky-900',
  paid: 'bg-green-100 text-green-900',
  awaiting_payment: 'bg-amber-100 text-amber-900',
  payment_failed: 'bg-red-100 text-red-900',
  processing: 'bg-indigo-100 text-indigo-900',
  shipped: 'bg-violet-100 text-violet-900',
  delivered: 'bg-green-100 text-green-900',
  cancelled: 'bg-neutral-200 text-neutral-800',
  refunded: 'bg-neutral-200 text-neutral-800',
};

/** An order's status as a badge (spec 7 statuses); its text says it, the colour only helps. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ${tones[status]}`}
    >
      {t(`orders.status.${status}`)}
    </span>
  );
}
