import type { Order } from '@storefront/contracts/orders';
import { Banknote } from 'lucide-react';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';

/** A paid order that was cancelled is owed back: "Refund requested" until staff pay it. */
export function RefundNotice({ refund }: { refund: Order['refund'] }) {
  const { t } = useTranslation();
  if (!refund) return null;
  return (
    <div className="flex items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 p-3 text-sky-950">
      <Banknote aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">
          {refund === 'requested' ? t('orders.refund.requested') : t('orders.refund.refunded')}
        </p>
        <p className="text-sm">
          {refund === 'requested'
            ? t('orders.refund.requestedBody')
            : t('orders.refund.refundedBody')}
        </p>
      </div>
    </div>
  );
}
