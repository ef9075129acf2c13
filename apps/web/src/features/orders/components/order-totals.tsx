import type { Order } from '@storefront/contracts/orders';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { Price } from '../../../shared/ui/price.tsx';

/** Sub-total, discount (with its code), shipping and total, as the order was placed. */
export function OrderTotals({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="order-totals" className="rounded-2xl border border-neutral-200 p-4">
      <h2 id="order-totals" className="sr-only">
        {t('orders.detail.total')}
      </h2>
      <dl className="space-y-2">
        <Row label={t('orders.detail.subTotal')} amount={order.subTotal} />
        {order.discount > 0 && (
          <Row
            label={
              order.promoCode
                ? `${t('orders.detail.discount')} (${t('orders.detail.promoCode', { code: order.promoCode })})`
                : t('orders.detail.discount')
            }
            amount={-order.discount}
          />
        )}
        <Row label={t('orders.detail.shipping')} amount={order.shippingAmount}>
          {/* Free shipping reads "Free", as it did at checkout, not a zero amount. */}
          {order.shippingAmount === 0 ? t('orders.detail.shippingFree') : null}
        </Row>
        <Row label={t('orders.detail.total')} amount={order.total} strong />
      </dl>
    </section>
  );
}

function Row({
  label,
  amount,
  strong = false,
  children,
}: {
  label: string;
  amount: number;
  strong?: boolean;
  /** Words instead of the amount. */
  children?: string | null;
}) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? 'border-t border-neutral-200 pt-2 text-lg font-bold text-neutral-900' : 'text-neutral-700'}`}
    >
      <dt>{label}</dt>
      <dd>{children ?? <Price minor={amount} className="whitespace-nowrap" />}</dd>
    </div>
  );
}
