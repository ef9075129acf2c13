import type { PaymentProvider } from '@storefront/contracts/payments';
import { Banknote, CreditCard } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';

export interface PaymentMethodPickerProps {
  /** GET payment-providers (usePaymentProviders). */
  providers: readonly PaymentProvider[];
  /** The cart's paymentMethodId; null while none is chosen. */
  selectedId: number | null;
  onSelect: (paymentMethodId: number) => void;
  /** While a choice is being saved. */
  disabled?: boolean;
  /** The group's name; default 'Payment method'. */
  legend?: string;
}

/**
 * The payment methods as radio cards, each with its description (spec 2 Checkout flow panels).
 * Native radios in a fieldset: arrow keys move between them, and a screen reader hears the
 * group, the method and its description.
 */
export function PaymentMethodPicker({
  providers,
  selectedId,
  onSelect,
  disabled = false,
  legend,
}: PaymentMethodPickerProps) {
  const { t } = useTranslation();
  const name = useId();
  if (providers.length === 0) {
    return <p className="text-neutral-700">{t('payments.picker.none')}</p>;
  }
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-3 text-base font-semibold text-neutral-900">
        {legend ?? t('payments.picker.legend')}
      </legend>
      <div className="grid gap-3">
        {providers.map((provider) => {
          const id = `${name}-${provider.paymentMethodId}`;
          const checked = provider.paymentMethodId === selectedId;
          const Icon = provider.kind === 'offline' ? Banknote : CreditCard;
          return (
            <label
              key={provider.paymentMethodId}
              htmlFor={id}
              className={`flex cursor-pointer items-start gap-3 rounded-2xl border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-600 ${
                checked
                  ? 'border-neutral-900 bg-neutral-50 ring-1 ring-neutral-900'
                  : 'border-neutral-200 hover:border-neutral-400'
              } ${disabled ? 'cursor-wait opacity-70' : ''}`}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={provider.paymentMethodId}
                checked={checked}
                onChange={() => onSelect(provider.paymentMethodId)}
                aria-labelledby={`${id}-name`}
                aria-describedby={provider.description ? `${id}-description` : undefined}
                className="mt-1 size-4 shrink-0 accent-neutral-900"
              />
              <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-neutral-600" />
              <span className="min-w-0">
                <span id={`${id}-name`} className="block font-medium text-neutral-900">
                  {provider.name}
                </span>
                {provider.description && (
                  <span id={`${id}-description`} className="mt-0.5 block text-sm text-neutral-600">
                    {provider.description}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
