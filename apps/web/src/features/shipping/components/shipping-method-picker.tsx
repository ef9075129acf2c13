import type { ShippingMethod } from '@storefront/contracts/shipping';
import { Truck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { Price } from '../../../shared/ui/price.tsx';
import { TextWithPrice } from '../../../shared/ui/text-with-price.tsx';

export interface ShippingMethodPickerProps {
  methods: readonly ShippingMethod[];
  selectedId: number | null;
  onSelect: (shippingMethodId: number) => void;
}

/**
 * The shipping methods offered for the address as radio cards: name, description, delivery
 * time and the price for this cart ("Free" once it qualifies, the regular price struck out).
 */
export function ShippingMethodPicker({ methods, selectedId, onSelect }: ShippingMethodPickerProps) {
  const { t } = useTranslation();
  const name = useId();

  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 text-base font-semibold text-neutral-900">
        {t('shipping.picker.label')}
      </legend>
      {methods.length === 0 && <p className="text-neutral-700">{t('shipping.picker.empty')}</p>}
      {methods.map((method) => (
        <label
          key={method.shippingMethodId}
          className="flex cursor-pointer items-start gap-3 rounded-xl border border-neutral-300 bg-white p-4 transition-colors hover:border-neutral-400 has-checked:border-primary-strong has-checked:ring-1 has-checked:ring-primary-strong has-focus-visible:outline-2 has-focus-visible:outline-primary-strong"
        >
          <input
            type="radio"
            name={name}
            value={method.shippingMethodId}
            checked={selectedId === method.shippingMethodId}
            onChange={() => onSelect(method.shippingMethodId)}
            className="mt-1 size-4 shrink-0 accent-primary-strong"
          />
          <Truck aria-hidden className="mt-0.5 size-5 shrink-0 text-neutral-600 rtl:-scale-x-100" />
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold text-neutral-900">{method.name}</span>
              <span className="font-semibold text-neutral-900">
                {method.isFree ? (
                  <>
                    {method.regularPrice > 0 && (
                      <s className="me-2 font-normal text-neutral-500">
                        <Price minor={method.regularPrice} />
                      </s>
                    )}
                    {t('shipping.picker.free')}
                  </>
                ) : (
                  <Price minor={method.price} />
                )}
              </span>
            </span>
            {method.description && (
              <span className="block text-sm text-neutral-700">{method.description}</span>
            )}
            <span className="block text-sm text-neutral-700">
              {method.minDays === method.maxDays
                ? t('shipping.picker.day', { count: method.minDays })
                : t('shipping.picker.days', { min: method.minDays, max: method.maxDays })}
            </span>
            {!method.isFree && method.freeFrom !== null && (
              <span className="block text-sm text-neutral-700">
                <TextWithPrice
                  text={t('shipping.picker.freeFrom')}
                  placeholder="amount"
                  minor={method.freeFrom}
                />
              </span>
            )}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
