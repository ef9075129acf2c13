import { isApiError } from '@storefront/client/api-error';
import type { PaymentProvider } from '@storefront/contracts/payments';
import { routes } from '@storefront/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../lib/forms/form-alert.tsx';
import { primaryButtonClass } from '../../../lib/forms/styles.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { placeOrder } from '../../orders/index.ts';
import { goToPayment, rememberPaymentMethod } from '../../payments/index.ts';
import { useSession } from '../../sessions/index.ts';
import { checkoutAttemptKey, endCheckoutAttempt } from '../checkout-attempt.ts';
import type { HeadingRef } from './panel-parts.ts';

/**
 * The shop's terms and conditions: the demo's static page 4 (/pages/4, linked from the footer
 * too). The theme has no setting naming the terms page; when it gets one, read it here.
 */
export const TERMS_PAGE_ID = 4;

/**
 * The checkout card: the terms (when the theme enforces them; their words open the terms page in
 * a new tab, so the checkout stays as it is) and the button: "Continue to payment" when a payment
 * page follows (a redirect method), "Place order" otherwise. One Idempotency-Key per attempt
 * (checkout-attempt.ts): a double click or a retry after a lost answer cannot make a second
 * order. A placed order's payment method is remembered for the next checkout.
 */
export function CheckoutCard({
  headingRef,
  paymentMethod,
  canPlace,
  blocked = false,
  enforceCheckoutTerms,
  accepted,
  onTermsToggled,
}: {
  headingRef?: HeadingRef;
  /** The cart's payment method, once it and the methods are known. */
  paymentMethod?: PaymentProvider | undefined;
  canPlace: boolean;
  /** True while something outside the steps (a line short of stock) forbids the order. */
  blocked?: boolean;
  enforceCheckoutTerms: boolean;
  accepted: boolean;
  onTermsToggled: (value: boolean) => void;
}) {
  const { t, language } = useTranslation();
  const { userId } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<{ message: string; retry: boolean } | undefined>();
  const inFlight = useRef(false);
  const termsId = useId();
  const termsHintId = useId();
  const newTabId = useId();
  const paysOnNextPage = paymentMethod?.kind === 'redirect';

  const place = async () => {
    if (!canPlace || !userId || inFlight.current) return;
    inFlight.current = true;
    setPlacing(true);
    setError(undefined);
    try {
      const order = await placeOrder(
        { orderNotes: '', ...(enforceCheckoutTerms ? { acceptCheckoutTerms: accepted } : {}) },
        checkoutAttemptKey(userId),
      );
      endCheckoutAttempt();
      if (paymentMethod) rememberPaymentMethod(paymentMethod.code);
      if (order.paymentReference && order.paymentMethodCode !== 'cash_on_delivery') {
        const reference = order.paymentReference;
        // The order exists now: if the payment page cannot be reached, the result page has
        // the order and its 'Try again'.
        try {
          await goToPayment(reference, language);
          return;
        } catch {
          navigate(`${routes.checkoutResult}?reference=${encodeURIComponent(reference)}`);
        }
      } else {
        navigate(`${routes.checkoutResult}?orderId=${order.orderId}`);
      }
      // The server emptied the cart with the order, and the history has one more: read them
      // again once this page is left (here they would show an empty cart for a moment).
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
    } catch (caught) {
      const answered = isApiError(caught) && caught.status >= 400 && caught.status < 500;
      // A refusal ends the attempt (the next one is a new order); a lost answer keeps the key.
      if (answered) endCheckoutAttempt();
      setError({
        message: answered
          ? caught.message
          : isApiError(caught) && caught.code === 'network_error'
            ? t('app.offline')
            : t('checkout.orderFailed'),
        retry: !answered,
      });
      inFlight.current = false;
      setPlacing(false);
    }
  };

  const termsMissing = enforceCheckoutTerms && !accepted;

  return (
    <div className="space-y-4 border-t border-neutral-200 pt-4">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="font-semibold text-neutral-900 outline-none [scroll-margin-block-start:9rem]"
      >
        {t('checkout.card.title')}
      </h3>
      {enforceCheckoutTerms && (
        <div>
          <div className="flex items-start gap-3">
            <input
              id={termsId}
              type="checkbox"
              className="mt-0.5 size-5 accent-primary-strong"
              checked={accepted}
              aria-describedby={termsMissing ? termsHintId : undefined}
              onChange={(event) => onTermsToggled(event.currentTarget.checked)}
            />
            <label htmlFor={termsId} className="text-sm font-medium text-neutral-900">
              <TermsSentence linkDescribedBy={newTabId} />
            </label>
            <span id={newTabId} hidden>
              {t('checkout.terms.newTab')}
            </span>
          </div>
          {termsMissing && (
            <p id={termsHintId} className="mt-1 ms-8 text-sm text-neutral-700">
              {t('checkout.terms.required')}
            </p>
          )}
        </div>
      )}
      <FormAlert message={error?.message}>
        {error?.retry && <p className="mt-1">{t('checkout.orderRetry')}</p>}
      </FormAlert>
      <button
        type="button"
        disabled={!canPlace}
        aria-disabled={placing || undefined}
        onClick={() => void place()}
        className={`w-full ${primaryButtonClass} disabled:cursor-not-allowed disabled:opacity-50`}
      >
        {placing
          ? t('checkout.placingOrder')
          : paysOnNextPage
            ? t('checkout.continueToPayment')
            : t('checkout.placeOrder')}
      </button>
      {!placing && canPlace === false && !termsMissing && !blocked && (
        <p className="text-sm text-neutral-700">{t('checkout.incomplete')}</p>
      )}
    </div>
  );
}

/**
 * "I accept the terms and conditions", whose last words link to the terms. A link inside the
 * label is followed when pressed; the rest of the label still ticks the box.
 */
function TermsSentence({ linkDescribedBy }: { linkDescribedBy: string }) {
  const { t } = useTranslation();
  const mark = '\u0001';
  const [before = '', after = ''] = t('checkout.terms.accept', { terms: mark }).split(mark);
  return (
    <>
      {before}
      <a
        href={routes.staticPage(TERMS_PAGE_ID)}
        target="_blank"
        rel="noopener"
        aria-describedby={linkDescribedBy}
        className="inline-flex items-center gap-1 font-semibold text-primary-strong underline underline-offset-2 hover:no-underline"
      >
        {t('checkout.terms.link')}
        <ExternalLink aria-hidden className="size-3.5 shrink-0" />
      </a>
      {after}
    </>
  );
}
