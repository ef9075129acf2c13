import { isApiError } from '@storefront/client/api-error';
import type { AppliedPromoCode } from '@storefront/contracts/cart';
import { CircleAlert, LoaderCircle, TicketPercent, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { TextWithPrice } from '../../../shared/ui/text-with-price.tsx';
import { useApplyPromoCode } from '../api/apply-promo-code.ts';
import { useRemovePromoCode } from '../api/remove-promo-code.ts';
import { cartErrorMessage } from '../hooks/use-cart-mutation.ts';

/** The refusal to show on the field: the server's message for it, else the error's own. */
function fieldError(error: unknown, t: ReturnType<typeof useTranslation>['t']): string {
  if (isApiError(error)) {
    const entry = Object.entries(error.fields).find(([path]) => /(^|\.)promoCode$/.test(path));
    if (entry) return entry[1];
  }
  return cartErrorMessage(error, t);
}

/**
 * The promo code of the cart (spec 7 PUT cart/promo-code, DELETE delete-cart-promocode): a form
 * while there is none, with a refusal ("This promo code has expired.") shown on the field;
 * once applied, the code, what it takes off, or why it takes nothing off yet, and Remove.
 */
export function PromoCodeForm({
  promoCode,
  subTotal,
}: {
  promoCode: AppliedPromoCode | null;
  /** The cart's sub-total: below the code's minimum says how much to spend, else the code is off. */
  subTotal: number;
}) {
  const { t } = useTranslation();
  const apply = useApplyPromoCode();
  const remove = useRemovePromoCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const appliedRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const errorId = `${id}-error`;

  // Focus follows the change of state: to the applied code, or back to the field after Remove.
  const hadCode = useRef(promoCode !== null);
  useEffect(() => {
    const hasCode = promoCode !== null;
    if (hasCode === hadCode.current) return;
    hadCode.current = hasCode;
    if (hasCode) appliedRef.current?.focus();
    else if (appliedRef.current === null && document.activeElement === document.body) {
      inputRef.current?.focus();
    }
  }, [promoCode]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending) return;
    const value = code.trim();
    if (!value) {
      setError(t('cart.promo.required'));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    apply.mutate(value, {
      onSuccess: () => setCode(''),
      onError: (failure) => {
        setError(fieldError(failure, t));
        inputRef.current?.focus();
      },
    });
  };

  if (promoCode) {
    return (
      <div
        ref={appliedRef}
        tabIndex={-1}
        className="rounded-xl border border-green-200 bg-green-50 p-3 text-sm outline-none focus-visible:outline-2 focus-visible:outline-primary-strong"
      >
        <div className="flex items-start gap-2">
          <TicketPercent aria-hidden className="mt-0.5 size-4 shrink-0 text-green-800" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-green-900">
              {t('cart.promo.applied', { code: promoCode.code })}
            </p>
            <p className="text-green-900">
              {promoCode.discountType === 'percentage' ? (
                t('cart.promo.percentOff', { percent: promoCode.discountValue })
              ) : (
                <TextWithPrice
                  text={t('cart.promo.amountOff', {})}
                  placeholder="amount"
                  minor={promoCode.discountValue}
                />
              )}
            </p>
            {!promoCode.applicable && (
              <p className="mt-1.5 flex items-start gap-1.5 font-medium text-amber-900">
                <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
                <span>
                  {subTotal < promoCode.minSubtotal ? (
                    <TextWithPrice
                      text={t('cart.promo.notApplicable', {})}
                      placeholder="amount"
                      minor={promoCode.minSubtotal}
                    />
                  ) : (
                    // Turned off, expired or used up since it was applied.
                    t('cart.promo.unavailable')
                  )}
                </span>
              </p>
            )}
          </div>
          <button
            type="button"
            aria-label={t('cart.promo.remove', { code: promoCode.code })}
            onClick={() => remove.mutate()}
            disabled={remove.isPending}
            className="-me-1.5 -mt-1.5 inline-flex min-h-10 shrink-0 items-center gap-1 rounded-full px-2.5 font-medium text-green-900 hover:bg-green-100 disabled:opacity-50"
          >
            <X aria-hidden className="size-4" />
            <span aria-hidden>{t('cart.line.removeShort')}</span>
          </button>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit}>
      <label htmlFor={id} className="block text-sm font-medium text-neutral-800">
        {t('cart.promo.label')}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          ref={inputRef}
          id={id}
          name="promoCode"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (error) setError(null);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`min-w-0 flex-1 rounded-xl border bg-white px-3 py-2 text-base text-neutral-900 uppercase ${error ? 'border-red-600' : 'border-neutral-300'}`}
        />
        <button
          type="submit"
          aria-disabled={apply.isPending || undefined}
          className="inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-xl border border-neutral-900 bg-white px-4 text-sm font-semibold text-neutral-900 hover:bg-neutral-100 aria-disabled:opacity-60"
        >
          {apply.isPending && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
          {apply.isPending ? t('cart.promo.applying') : t('cart.promo.apply')}
        </button>
      </div>
      {error && (
        <p
          id={errorId}
          className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </form>
  );
}
