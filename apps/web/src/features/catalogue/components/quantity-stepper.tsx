import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/catalogue-store.ts';

interface QuantityStepperProps {
  value: number;
  /** The highest quantity allowed (the stock, at most 999). */
  max: number;
  disabled?: boolean;
  onChange: (value: number) => void;
}

const buttonClass =
  'inline-flex size-11 items-center justify-center text-neutral-700 transition hover:bg-neutral-100 aria-disabled:cursor-not-allowed aria-disabled:text-neutral-300 aria-disabled:hover:bg-transparent';

/**
 * A quantity between 1 and `max`: − and + buttons around a number field that can be typed in.
 * At a limit the button is aria-disabled rather than disabled, so focus stays on it. What is
 * typed is kept as typed until the field loses focus, then shown as the quantity it became.
 */
export function QuantityStepper({ value, max, disabled = false, onChange }: QuantityStepperProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const clamp = (n: number) => Math.min(Math.max(1, n), max);
  const canDecrease = !disabled && value > 1;
  const canIncrease = !disabled && value < max;

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-neutral-800">
        {t('catalogue.quantity')}
      </label>
      <div
        className={`mt-1.5 inline-flex items-stretch overflow-hidden rounded-xl border border-neutral-300 bg-white ${disabled ? 'opacity-60' : ''}`}
      >
        <button
          type="button"
          aria-label={t('catalogue.decreaseQuantity')}
          aria-controls={id}
          aria-disabled={!canDecrease || undefined}
          onClick={() => canDecrease && onChange(value - 1)}
          className={buttonClass}
        >
          <Minus aria-hidden className="size-4" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          disabled={disabled}
          value={draft ?? String(value)}
          onChange={(event) => {
            setDraft(event.target.value);
            const typed = Number.parseInt(event.target.value, 10);
            if (Number.isFinite(typed)) onChange(clamp(typed));
          }}
          onBlur={() => setDraft(null)}
          className="w-16 border-x border-neutral-300 text-center text-base font-medium text-neutral-900 [appearance:textfield] focus-visible:outline-offset-0 disabled:cursor-not-allowed disabled:bg-neutral-50 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label={t('catalogue.increaseQuantity')}
          aria-controls={id}
          aria-disabled={!canIncrease || undefined}
          onClick={() => canIncrease && onChange(value + 1)}
          className={buttonClass}
        >
          <Plus aria-hidden className="size-4" />
        </button>
      </div>
    </div>
  );
}
