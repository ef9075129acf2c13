import type { Order } from '@storefront/contracts/orders';
import { Truck } from 'lucide-react';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { formatDay } from './order-day.ts';

/** "Arrives between 27 Nov and 29 Nov", while the order is on its way (the API says until when). */
export function DeliveryEstimate({ estimate }: { estimate: Order['deliveryEstimate'] }) {
  const { t, language } = useTranslation();
  if (!estimate) return null;
  const from = formatDay(estimate.earliest, language);
  const to = formatDay(estimate.latest, language);
  return (
    <p className="flex items-center gap-2 font-medium text-neutral-900">
      <Truck aria-hidden className="size-5 shrink-0 text-primary-strong rtl:-scale-x-100" />
      {from === to
        ? t('orders.delivery.on', { date: from })
        : t('orders.delivery.between', { from, to })}
    </p>
  );
}
