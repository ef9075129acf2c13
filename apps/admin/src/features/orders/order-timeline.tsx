import type { AdminOrderEvent } from '@storefront/contracts/admin-orders';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { formatDateTime } from '../../shared/format-date.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

/** Every status the order has been in, oldest first, with who moved it and their note. */
export function OrderTimeline({ events }: { events: readonly AdminOrderEvent[] }) {
  const { t, lang } = useI18n();
  const who = (event: AdminOrderEvent) => {
    if (event.actor === 'system') return t('order.byShop');
    if (event.actor === 'shopper') return t('order.byShopper');
    return t('order.byStaff', { who: event.actorEmail ?? '—' });
  };
  return (
    <ol className="space-y-3 border-s-2 border-neutral-200 ps-4">
      {events.map((event) => (
        <li key={`${event.at}-${event.status}`} className="text-sm">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <OrderStatusBadge status={event.status} />
            <time dateTime={event.at} className="text-neutral-700">
              {formatDateTime(event.at, lang)}
            </time>
          </div>
          <p className="mt-0.5 text-neutral-600">{who(event)}</p>
          {event.note && (
            <p className="mt-0.5 text-neutral-800">{t('order.noteShown', { note: event.note })}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
