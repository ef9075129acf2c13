import type { Order } from '@storefront/contracts/orders';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';

/**
 * How a shipped order travels (issue 26): the carrier, the tracking number (left to right in
 * Arabic too) and the carrier's tracking page, once staff have marked it shipped.
 */
export function OrderTracking({ shipment }: { shipment: Order['shipment'] }) {
  const { t } = useTranslation();
  if (!shipment) return null;
  return (
    <section aria-labelledby="order-tracking" className="rounded-xl bg-neutral-50 p-3 text-sm">
      <h3 id="order-tracking" className="font-semibold text-neutral-900">
        {t('orders.tracking.title')}
      </h3>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        <dt className="text-neutral-600">{t('orders.tracking.carrier')}</dt>
        <dd className="text-neutral-900">{shipment.carrier}</dd>
        <dt className="text-neutral-600">{t('orders.tracking.number')}</dt>
        <dd className="font-medium text-neutral-900">
          <bdi dir="ltr">{shipment.trackingNumber}</bdi>
        </dd>
      </dl>
      {shipment.trackingUrl && (
        <p className="mt-2">
          <a
            href={shipment.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary-strong underline underline-offset-2 hover:no-underline"
          >
            {t('orders.tracking.link')}
          </a>
        </p>
      )}
    </section>
  );
}
