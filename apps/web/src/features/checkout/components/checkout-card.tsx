import { isApiError } from '@storefront/client/api-error';
import { routes } from '@storefront/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../lib/forms/form-alert.tsx';
import { primaryButtonClass } from '../../../lib/forms/styles.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { placeOrder } from '../../orders/index.ts';
import { goToPayment } from '../../payments/index.ts';
import { useSession } from '../../sessions/index.ts';
import { checkoutAttemptKey, endCheckoutAttempt } from '../checkout-attempt.ts';

/**
 * The checkout card: the terms (when the theme enforces them) and "Place order". One
 * Idempotency-Key per attempt (checkout-attempt.ts): a double click or a retry after a lost
 * answer cannot make a second order.
 */
export function CheckoutCard({
  canPlace,
  blocked = false,
  enforceCheckoutTerms,
  accepted,
  onTermsToggled,
}: {
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
      <h3 className="font-semibold text-neutral-900">{t('checkout.card.title')}</h3>
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
              {t('checkout.terms.accept')}
            </label>
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
        {placing ? t('checkout.placingOrder') : t('checkout.placeOrder')}
      </button>
      {!placing && canPlace === false && !termsMissing && !blocked && (
        <p className="text-sm text-neutral-700">{t('checkout.incomplete')}</p>
      )}
    </div>
  );
}
