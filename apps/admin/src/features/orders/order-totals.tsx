import type { Order } from '@storefront/contracts/orders';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { Amount } from '../../shared/ui/amount.tsx';

/** Sub-total, discount (with its code), shipping and total, amounts aligned at the end. */
export function OrderTotals({ order }: { order: Order }) {
  const { t } = useI18n();
  const row = 'flex justify-between gap-4 py-1';
  return (
    <dl className="text-sm">
      <div className={row}>
        <dt>{t('order.subTotal')}</dt>
        <dd className="tabular-nums">
          <Amount fils={order.subTotal} />
        </dd>
      </div>
      {order.discount > 0 && (
        <div className={row}>
          <dt>
            {t('order.discount')}
            {order.promoCode && (
              <span className="ms-1 text-neutral-600">
                ({t('order.promoCode', { code: order.promoCode })})
              </span>
            )}
          </dt>
          <dd className="tabular-nums">
            <Amount fils={-order.discount} />
          </dd>
        </div>
      )}
      <div className={row}>
        <dt>{t('order.shipping')}</dt>
        <dd className="tabular-nums">
          {order.shippingAmount === 0 ? t('order.free') : <Amount fils={order.shippingAmount} />}
        </dd>
      </div>
      <div className={`${row} border-t border-neutral-200 pt-2 text-base font-semibold`}>
        <dt>{t('order.total')}</dt>
        <dd className="tabular-nums">
          <Amount fils={order.total} />
        </dd>
      </div>
    </dl>
  );
}
