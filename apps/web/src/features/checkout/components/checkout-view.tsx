import type { Cart } from '@storefront/contracts/cart';
import {
  type CheckoutStep,
  canMoveToStep,
  canPlaceOrder,
  checkoutActions,
  hasCheckoutErrors,
} from '@storefront/contracts/checkout-stepper';
import { routes } from '@storefront/contracts/routes';
import { ArrowLeft, ArrowRight, CircleAlert, RotateCw, ShoppingCart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { primaryButtonClass } from '../../../lib/forms/styles.ts';
import { useThemeConfig } from '../../../shared/api/get-theme-config.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useCart } from '../../cart/index.ts';
import { useCheckoutStepper } from '../hooks/use-checkout-stepper.ts';
import { AddressPanel } from './address-panel.tsx';
import { CartReview } from './cart-review.tsx';
import { CheckoutCard } from './checkout-card.tsx';
import { CheckoutStepsNav } from './checkout-steps-nav.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import { headingClass, panelClass } from './panel-parts.ts';
import { PaymentPanel } from './payment-panel.tsx';
import { ShippingPanel } from './shipping-panel.tsx';

/**
 * /checkout: the stepper of spec 4 over the panels of spec 2. Every choice is saved on the
 * server's cart first (the order is built from it), then recorded in the stepper's state, which
 * says how far the shopper may go; the page then moves to the furthest step it allows.
 */
export function CheckoutView() {
  const { t } = useTranslation();
  const cart = useCart();
  const theme = useThemeConfig();
  const enforce = theme.data?.enforce_checkout_terms ?? (theme.isError ? false : undefined);

  if (cart.isPending || (enforce === undefined && theme.isPending)) {
    return (
      <p role="status" className="mt-8 text-neutral-700">
        {t('app.loading')}
      </p>
    );
  }
  if (cart.isError) {
    return (
      <div
        role="alert"
        className="mt-8 flex flex-wrap items-center gap-3 rounded-2xl bg-red-50 p-6 text-red-900"
      >
        <CircleAlert aria-hidden className="size-5 shrink-0" />
        <p className="font-medium">{t('checkout.loadFailed')}</p>
        <button
          type="button"
          onClick={() => void cart.refetch()}
          className="inline-flex items-center gap-1.5 rounded-full bg-red-900 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
        >
          <RotateCw aria-hidden className="size-4" />
          {t('app.error.retry')}
        </button>
      </div>
    );
  }
  return <CheckoutSteps cart={cart.data} enforceCheckoutTerms={enforce ?? false} />;
}

function CheckoutSteps({
  cart,
  enforceCheckoutTerms,
}: {
  cart: Cart;
  enforceCheckoutTerms: boolean;
}) {
  const { t } = useTranslation();
  const { state, dispatch } = useCheckoutStepper(cart, enforceCheckoutTerms);
  const [refusal, setRefusal] = useState<string | null>(null);
  const headings = useRef(new Map<CheckoutStep, HTMLHeadingElement | null>());
  const previousStep = useRef(state.activeStep);
  const empty = cart.items.length === 0;

  // Focus follows the stepper: the heading of the step just opened (not on the first render).
  // Its panel may appear a render later (the panels follow the step), so the move waits for it.
  const focusPending = useRef<CheckoutStep | null>(null);
  if (previousStep.current !== state.activeStep) {
    previousStep.current = state.activeStep;
    focusPending.current = state.activeStep;
  }
  useEffect(() => {
    const step = focusPending.current;
    if (step === null) return;
    const heading = headings.current.get(step);
    if (!heading) return;
    focusPending.current = null;
    heading.focus();
  });

  const headingRef = (step: CheckoutStep) => (element: HTMLHeadingElement | null) => {
    headings.current.set(step, element);
  };

  const request = (step: CheckoutStep) => {
    if (step === state.activeStep) return;
    if (!canMoveToStep(state, step)) {
      // Spec 4: the move is refused and nothing changes but the message.
      setRefusal(
        hasCheckoutErrors(state) ? t('checkout.steps.refusedErrors') : t('checkout.steps.refused'),
      );
      return;
    }
    setRefusal(null);
    dispatch(checkoutActions.stepRequested(step));
  };

  /** After a choice, go as far as the rules now allow (a refused move changes nothing). */
  const advanceTo = (step: CheckoutStep) => {
    setRefusal(null);
    dispatch(checkoutActions.stepRequested(step));
  };

  const reachable = state.cartEmpty ? 0 : state.availableCartStepper;

  return (
    <>
      <CheckoutStepsNav
        activeStep={state.activeStep}
        reachableStep={reachable}
        blocked={hasCheckoutErrors(state)}
        onRequest={request}
      />
      <p role="status" className="mt-2 min-h-6 text-sm font-medium text-red-800">
        {refusal}
      </p>

      {empty ? (
        <div className="mt-4 flex flex-col items-center rounded-2xl border border-dashed border-neutral-300 px-6 py-14 text-center">
          <ShoppingCart aria-hidden className="size-10 text-neutral-400 rtl:-scale-x-100" />
          <h2
            ref={headingRef(0)}
            tabIndex={-1}
            className="mt-4 text-xl font-semibold text-neutral-900 outline-none"
          >
            {t('checkout.empty')}
          </h2>
          <p className="mt-2 text-neutral-700">{t('checkout.emptyHint')}</p>
          <Link to={routes.home} className={`mt-6 ${primaryButtonClass}`}>
            <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
            {t('checkout.shop')}
          </Link>
        </div>
      ) : (
        <div className="mt-4 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start xl:gap-12">
          <div className="min-w-0 space-y-6">
            <section aria-labelledby="checkout-step-0" className={panelClass}>
              <h2 id="checkout-step-0" ref={headingRef(0)} tabIndex={-1} className={headingClass}>
                {t('checkout.cart.title')}
              </h2>
              <div className="mt-4">
                <CartReview cart={cart} />
              </div>
            </section>

            {state.visibility.showAddressForm && (
              <AddressPanel
                state={state}
                headingRef={headingRef}
                onBilling={(id) => {
                  dispatch(checkoutActions.billingAddressChosen(id));
                  advanceTo(2);
                }}
                onShipping={(id) => {
                  dispatch(checkoutActions.shippingAddressChosen(id));
                  advanceTo(2);
                }}
                onSameToggled={(same) => {
                  dispatch(checkoutActions.shipToSameToggled(same));
                  if (same) advanceTo(2);
                }}
                onErrors={(errors) => dispatch(checkoutActions.errorsChanged(errors))}
              />
            )}

            {state.visibility.showShipping && state.shippingAddressId !== null && (
              <ShippingPanel
                addressId={state.shippingAddressId}
                subTotal={cart.subTotal}
                selectedId={cart.shippingMethodId}
                headingRef={headingRef(3)}
                onChosen={(id, fees) => {
                  dispatch(checkoutActions.shippingMethodChosen(id, fees));
                  advanceTo(3);
                }}
                onErrors={(errors) => dispatch(checkoutActions.errorsChanged(errors))}
              />
            )}

            {state.visibility.showPayment && (
              <PaymentPanel
                selectedId={state.paymentMethodId}
                headingRef={headingRef(4)}
                onChosen={(id) => {
                  dispatch(checkoutActions.paymentMethodChosen(id));
                  advanceTo(4);
                }}
                onErrors={(errors) => dispatch(checkoutActions.errorsChanged(errors))}
              />
            )}

            {state.activeStep < 4 && canMoveToStep(state, state.activeStep + 1) && (
              <button
                type="button"
                className={primaryButtonClass}
                onClick={() => request((state.activeStep + 1) as CheckoutStep)}
              >
                {t('checkout.continue')}
                <ArrowRight aria-hidden className="size-5 rtl:-scale-x-100" />
              </button>
            )}
          </div>

          <CheckoutSummary cart={cart}>
            {state.visibility.showCheckoutCard ? (
              <CheckoutCard
                canPlace={canPlaceOrder(state)}
                enforceCheckoutTerms={state.enforceCheckoutTerms}
                accepted={state.acceptCheckoutTerms === true}
                onTermsToggled={(value) => dispatch(checkoutActions.termsToggled(value))}
              />
            ) : (
              <p className="text-sm text-neutral-700">{t('checkout.incomplete')}</p>
            )}
          </CheckoutSummary>
        </div>
      )}
    </>
  );
}
