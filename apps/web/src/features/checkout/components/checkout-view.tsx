import type { Cart } from '@storefront/contracts/cart';
import {
  type CheckoutState,
  type CheckoutStep,
  canMoveToStep,
  canPlaceOrder,
  checkoutActions,
  hasCheckoutErrors,
} from '@storefront/contracts/checkout-stepper';
import {
  type CheckoutChoice,
  checkoutFlowActions,
  checkoutFlowReducer,
  pendingStep,
} from '@storefront/contracts/checkout-stepper-flow';
import { routes } from '@storefront/contracts/routes';
import { ArrowLeft, ArrowRight, CircleAlert, RotateCw, ShoppingCart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { primaryButtonClass } from '../../../lib/forms/styles.ts';
import { useThemeConfig } from '../../../shared/api/get-theme-config.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useCart } from '../../cart/index.ts';
import { usePaymentProviders } from '../../payments/index.ts';
import { useCheckoutStepper } from '../hooks/use-checkout-stepper.ts';
import { stockMessages } from '../stock-errors.ts';
import { AddressPanel } from './address-panel.tsx';
import { CartReview } from './cart-review.tsx';
import { CheckoutCard } from './checkout-card.tsx';
import { CheckoutStepsNav, stepTitleKey } from './checkout-steps-nav.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import { headingClass, panelClass } from './panel-parts.ts';
import { PaymentPanel } from './payment-panel.tsx';
import { ShippingPanel } from './shipping-panel.tsx';

/**
 * /checkout: the stepper of spec 4 over the panels of spec 2. Every choice is saved on the
 * server's cart first (the order is built from it), then recorded in the stepper's state, which
 * says how far the shopper may go; the page then moves to the furthest step it allows, so each
 * choice opens the next panel (contracts checkout-stepper-flow). A reload opens where the cart's
 * saved choices allow.
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
  const { state, dispatch, synced, setPanelErrors } = useCheckoutStepper(
    cart,
    enforceCheckoutTerms,
  );
  /** A refused move's message, shown while the errors stay what they were when it was refused. */
  const [refusal, setRefusal] = useState<{ message: string; errors: string } | null>(null);
  const errorsNow = JSON.stringify(state.errors);
  const refuse = (message: string) => setRefusal({ message, errors: errorsNow });
  const headings = useRef(new Map<FocusTarget, HTMLHeadingElement | null>());
  const providers = usePaymentProviders();
  const empty = cart.items.length === 0;
  const current = pendingStep(state);
  const shortOfStock = stockMessages(state.errors);

  // Focus goes where the shopper asked to go (a step, Continue), and to the next step once the
  // shopper's choice opens it (an address saved, the first method chosen: issue 29, on a phone
  // the next step was out of sight), once its panel is there (the panels follow the step a
  // render later); the heading is brought into view below the sticky header. A choice made for
  // the shopper (the default address or method, the remembered payment) moves nothing, nor does
  // changing a choice already made: focus stays in the group the shopper is choosing in (arrow
  // keys choose as they move), and the status line says what comes next.
  const focusTarget = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const target = focusTarget.current;
    if (target === null) return;
    const heading = headings.current.get(target);
    if (!heading) return;
    focusTarget.current = null;
    bringIntoView(heading);
  });

  const headingRef = (target: FocusTarget) => (element: HTMLHeadingElement | null) => {
    headings.current.set(target, element);
  };

  /** Why a move is refused: a short line (named), another error, or an earlier step. */
  const refusalOf = (refused: CheckoutState) =>
    shortOfStock.length > 0
      ? shortOfStock.join(' ')
      : hasCheckoutErrors(refused)
        ? t('checkout.steps.refusedErrors')
        : t('checkout.steps.refused');

  const request = (step: CheckoutStep) => {
    // The step on screen already: go to its heading.
    if (step === current || step === state.activeStep) {
      setRefusal(null);
      const heading = headings.current.get(step);
      if (heading) bringIntoView(heading);
      return;
    }
    if (!canMoveToStep(state, step)) {
      // Spec 4: the move is refused and nothing changes but the message.
      refuse(refusalOf(state));
      return;
    }
    setRefusal(null);
    focusTarget.current = step;
    dispatch(checkoutActions.stepRequested(step));
  };

  const continueOn = () => {
    const next = checkoutFlowReducer(state, checkoutFlowActions.continued());
    if (next === state) {
      refuse(refusalOf(state));
      return;
    }
    setRefusal(null);
    focusTarget.current = pendingStep(next);
    dispatch(checkoutFlowActions.continued());
  };

  /**
   * A choice the server saved: recorded, and the page goes as far as it now may. The shopper's
   * own choice that opens a further step takes them to it (the order's card after the first
   * payment method).
   */
  const saved = (choice: CheckoutChoice, byShopper = true) => {
    setRefusal(null);
    if (byShopper) {
      const before = pendingStep(state);
      const after = pendingStep(
        checkoutFlowReducer(state, checkoutFlowActions.choiceSaved(choice)),
      );
      if (after > before) focusTarget.current = after;
      else if (choice.type === 'paymentMethodChosen' && state.paymentMethodId === null) {
        focusTarget.current = 'card';
      }
    }
    dispatch(checkoutFlowActions.choiceSaved(choice));
  };
  const chosenProvider = providers.data?.find(
    (provider) => provider.paymentMethodId === state.paymentMethodId,
  );

  const reachable = state.cartEmpty ? 0 : state.availableCartStepper;
  const everythingChosen = current === 4 && reachable === 4 && state.paymentMethodId !== null;
  // Said politely once the cart is loaded: what the page asks for now.
  const next =
    !synced || current === 0
      ? ''
      : t('checkout.steps.next', {
          step: everythingChosen ? t('checkout.card.title') : t(stepTitleKey(current)),
        });

  return (
    <>
      <CheckoutStepsNav
        currentStep={current}
        reachableStep={reachable}
        blocked={hasCheckoutErrors(state)}
        onRequest={request}
      />
      <p role="status" className="mt-2 min-h-6 text-sm font-medium text-red-800">
        {refusal?.errors === errorsNow ? refusal.message : null}
      </p>
      <p role="status" className="sr-only">
        {next}
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
                onBilling={(id, byShopper) =>
                  saved(checkoutActions.billingAddressChosen(id), byShopper)
                }
                onShipping={(id) => saved(checkoutActions.shippingAddressChosen(id))}
                onSameToggled={(same) =>
                  // Turned on, the shipping address was saved; turned off, nothing is yet.
                  same
                    ? saved(checkoutActions.shipToSameToggled(true))
                    : dispatch(checkoutActions.shipToSameToggled(false))
                }
                onErrors={setPanelErrors}
              />
            )}

            {state.visibility.showShipping && state.shippingAddressId !== null && (
              <ShippingPanel
                addressId={state.shippingAddressId}
                subTotal={cart.subTotal}
                selectedId={cart.shippingMethodId}
                headingRef={headingRef(3)}
                onChosen={(id, fees, byShopper) =>
                  saved(checkoutActions.shippingMethodChosen(id, fees), byShopper)
                }
                onErrors={setPanelErrors}
              />
            )}

            {state.visibility.showPayment && (
              <PaymentPanel
                selectedId={state.paymentMethodId}
                headingRef={headingRef(4)}
                onChosen={(id, byShopper) =>
                  saved(checkoutActions.paymentMethodChosen(id), byShopper)
                }
                onErrors={setPanelErrors}
              />
            )}

            {!state.cartEmpty && state.activeStep < reachable && (
              <button type="button" className={primaryButtonClass} onClick={continueOn}>
                {t('checkout.continue')}
                <ArrowRight aria-hidden className="size-5 rtl:-scale-x-100" />
              </button>
            )}
          </div>

          <CheckoutSummary cart={cart}>
            <StockProblems messages={shortOfStock} />
            {state.visibility.showCheckoutCard ? (
              <CheckoutCard
                headingRef={headingRef('card')}
                paymentMethod={chosenProvider}
                canPlace={canPlaceOrder(state)}
                blocked={shortOfStock.length > 0}
                enforceCheckoutTerms={state.enforceCheckoutTerms}
                accepted={state.acceptCheckoutTerms === true}
                onTermsToggled={(value) => dispatch(checkoutActions.termsToggled(value))}
              />
            ) : (
              shortOfStock.length === 0 && (
                <p className="text-sm text-neutral-700">{t('checkout.incomplete')}</p>
              )
            )}
          </CheckoutSummary>
        </div>
      )}
    </>
  );
}

/** What focus may be taken to: a step's heading, or the order's card ("Place your order"). */
type FocusTarget = CheckoutStep | 'card';

/**
 * Focuses a heading and scrolls it to the top of the view (below the sticky header: its
 * scroll margin), smoothly unless the shopper asked for reduced motion.
 */
function bringIntoView(heading: HTMLElement) {
  heading.focus({ preventScroll: true });
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  heading.scrollIntoView?.({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
}

/**
 * Why the order cannot be placed while a line is short of stock (decision 33), beside where it
 * would be placed; each line's fix is in the review above.
 */
function StockProblems({ messages }: { messages: string[] }) {
  return (
    <div role="alert" className="empty:hidden">
      {messages.length > 0 && (
        <ul className="space-y-1 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {messages.map((message) => (
            <li key={message} className="flex items-start gap-2">
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              {message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
