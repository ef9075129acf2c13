import type { Cart } from '@storefront/contracts/cart';
import { routes } from '@storefront/contracts/routes';
import { ArrowRight, CircleAlert } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { Price } from '../../../shared/ui/price.tsx';
import { PromoCodeForm } from './promo-code-form.tsx';

/** The cart page's summary: promo code, sub-total, discount, shipping once chosen, total. */
export function OrderSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const titleId = useId();
  const short = cart.items.some((item) => !item.inStock);

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-5 rounded-2xl border border-neutral-200 bg-neutral-50 p-5 lg:sticky lg:top-32"
    >
      <h2 id={titleId} className="text-lg font-semibold tracking-tight text-neutral-900">
        {t('cart.summary.title')}
      </h2>
      <PromoCodeForm promoCode={cart.promoCode} subTotal={cart.subTotal} />
      <dl className="space-y-2.5 border-t border-neutral-200 pt-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-neutral-700">{t('cart.subTotal')}</dt>
          <dd className="font-medium text-neutral-900 tabular-nums">
            <Price minor={cart.subTotal} />
          </dd>
        </div>
        {cart.promoCode && (
          <div className="flex justify-between gap-4">
            <dt className="text-neutral-700">
              {t('cart.summary.discount', { code: cart.promoCode.code })}
            </dt>
            <dd className="font-medium text-green-800 tabular-nums">
              {/* A negative amount: one formatter puts the minus in front, in every language. */}
              <Price minor={-cart.discount} />
            </dd>
          </div>
        )}
        {cart.shippingAmount > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-neutral-700">{t('cart.summary.shipping')}</dt>
            <dd className="font-medium text-neutral-900 tabular-nums">
              <Price minor={cart.shippingAmount} />
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-neutral-200 pt-3 text-base">
          <dt className="font-semibold text-neutral-900">{t('cart.summary.total')}</dt>
          <dd className="font-bold text-neutral-900 tabular-nums">
            <Price minor={cart.total} />
          </dd>
        </div>
      </dl>
      {short && (
        <p className="flex items-start gap-1.5 text-sm font-medium text-red-800">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('cart.summary.stockWarning')}
        </p>
      )}
      <Link
        to={routes.checkout}
        className="flex items-center justify-center gap-2 rounded-full bg-primary-strong px-6 py-3 font-semibold text-white hover:brightness-90"
      >
        {t('cart.checkout')}
        <ArrowRight aria-hidden className="size-5 rtl:-scale-x-100" />
      </Link>
    </section>
  );
}
