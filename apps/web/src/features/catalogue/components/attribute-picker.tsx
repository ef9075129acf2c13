import type { ProductAttribute } from '@storefront/contracts/catalogue';
import { useId } from 'react';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';

interface AttributePickerProps {
  attribute: ProductAttribute;
  selectedValueId: number | undefined;
  /** Whether a value, with the other attributes as chosen, lands on a variation in stock. */
  isAvailable: (valueId: number) => boolean;
  onChange: (valueId: number) => void;
}

/**
 * One attribute (size, colour) as a radio group: native radio inputs in a fieldset, so the
 * group, its name, the checked value and the arrow keys are what assistive technology and the
 * keyboard expect. They look like buttons (text values) or swatches (colour values, whose
 * names are the accessible names). Values that would not be in stock are marked, not disabled:
 * choosing one says why it cannot be bought.
 */
export function AttributePicker({
  attribute,
  selectedValueId,
  isAvailable,
  onChange,
}: AttributePickerProps) {
  const { t } = useTranslation();
  const name = useId();
  const selected = attribute.values.find((v) => v.valueId === selectedValueId);
  const swatches = attribute.kind === 'color';

  return (
    <fieldset>
      <legend className="text-sm font-medium text-neutral-800">
        {attribute.name}
        {selected && (
          <span aria-hidden className="font-normal text-neutral-600">
            : {selected.value}
          </span>
        )}
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {attribute.values.map((value) => {
          const available = isAvailable(value.valueId);
          const swatch = swatches && value.colorHex ? value.colorHex : null;
          return (
            <label key={value.valueId} className="relative cursor-pointer">
              <input
                type="radio"
                name={name}
                value={value.valueId}
                checked={value.valueId === selectedValueId}
                onChange={() => onChange(value.valueId)}
                // The value's name (a swatch shows none), and what the strike-through shows.
                aria-label={
                  available ? value.value : `${value.value} ${t('catalogue.valueUnavailable')}`
                }
                className="peer sr-only"
              />
              {swatch ? (
                <span
                  title={value.value}
                  className="relative block size-10 rounded-full border border-neutral-300 ring-2 ring-transparent ring-offset-2 transition peer-checked:ring-primary-strong peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-primary-strong hover:ring-neutral-300 peer-checked:hover:ring-primary-strong"
                  style={{ backgroundColor: swatch }}
                >
                  {!available && (
                    <span
                      aria-hidden
                      className="absolute inset-0 m-auto h-0.5 w-full -rotate-45 bg-neutral-700/70"
                    />
                  )}
                </span>
              ) : (
                <span
                  className={`block min-w-12 rounded-xl border px-4 py-2 text-center text-sm font-medium transition peer-checked:border-primary-strong peer-checked:bg-primary/10 peer-checked:text-neutral-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-strong hover:border-neutral-500 ${
                    available
                      ? 'border-neutral-300 text-neutral-800'
                      : 'border-dashed border-neutral-300 text-neutral-500 line-through'
                  }`}
                >
                  {value.value}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
