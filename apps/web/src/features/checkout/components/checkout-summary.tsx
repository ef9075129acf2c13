import type { Cart } from '@storefront/contracts/cart';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { Price } from '../../../shared/ui/price.tsx';

/**
 * The order summary beside the steps: sub-total, discount, shipping and total, from the cart.
 * Until a shipping method is chosen the shipping line asks for one (KD 0 would read as free).
 */
export function CheckoutSummary({ cart, children }: { cart: Cart; children?: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-4 rounded-2xl border border-neutral-200 bg-neutral-50 p-5 lg:sticky lg:top-32"
    >
      <h2 id={titleId} className="text-lg font-semibold tracking-tight text-neutral-900">
        {t('checkout.summary.title')}
      </h2>
      <dl className="space-y-2.5 text-sm">
        <Row label={t('checkout.summary.subTotal')}>
          <Price minor={cart.subTotal} />
        </Row>
        {cart.discount > 0 && (
          <Row label={t('checkout.summary.discount')}>
            <Price minor={-cart.discount} className="text-green-800" />
          </Row>
        )}
        <Row label={t('checkout.summary.shipping')}>
          {cart.shippingMethodId === null ? (
            <span className="font-normal text-neutral-700">
              {t('checkout.summary.shippingPending')}
            </span>
          ) : cart.shippingAmount === 0 ? (
            // A chosen method that costs nothing says so, as the methods' list does.
            t('checkout.summary.shippingFree')
          ) : (
            <Price minor={cart.shippingAmount} />
          )}
        </Row>
        <div className="flex justify-between gap-4 border-t border-neutral-200 pt-3 text-base">
          <dt className="font-semibold text-neutral-900">{t('checkout.summary.total')}</dt>
          <dd className="font-bold text-neutral-900 tabular-nums" data-testid="checkout-total">
            <Price minor={cart.total} />
          </dd>
        </div>
      </dl>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-neutral-700">{label}</dt>
      <dd className="font-medium text-neutral-900 tabular-nums">{children}</dd>
    </div>
  );
}
