import type { Order } from '@storefront/contracts/orders';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { orderProgress } from '../timeline-steps.ts';
import { OrderDate } from './order-date.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

/**
 * The timeline in short, for a row of the order list: the status and since when, a bar of the
 * journey's steps (its words are in the text beside it for screen readers), and a refund still owed.
 */
export function OrderProgress({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { step, steps, since } = orderProgress(order);
  return (
    <div className="flex min-w-36 flex-col items-start gap-1.5">
      <OrderStatusBadge status={order.status} />
      {step !== null && (
        <>
          <span aria-hidden className="flex gap-1">
            {Array.from({ length: steps }, (_, i) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: the steps are positions, nothing else
                key={i}
                className={`h-1.5 w-6 rounded-full ${i < step ? 'bg-primary-strong' : 'bg-neutral-200'}`}
              />
            ))}
          </span>
          <span className="sr-only">{t('orders.progress.step', { step, steps })}</span>
        </>
      )}
      <span className="text-xs text-neutral-600">
        {t('orders.progress.since')} <OrderDate iso={since} />
      </span>
      {/* Once paid back the status says "Refunded" already. */}
      {order.refund === 'requested' && (
        <span className="text-xs font-semibold text-sky-900">{t('orders.refund.requested')}</span>
      )}
    </div>
  );
}
