import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../hooks/use-translation.ts';

interface QuantityStepperProps {
  value: number;
  /** The highest quantity allowed (the stock, at most MAX_LINE_QUANTITY). */
  max: number;
  disabled?: boolean;
  onChange: (value: number) => void;
  /** The field's name; 'Quantity' by default. A list of lines names each one ("Quantity of …"). */
  label?: string;
  /** Keep the label for assistive technology only (a cart line shows the product beside it). */
  hideLabel?: boolean;
  /** The buttons' names; 'Decrease quantity' and 'Increase quantity' by default. */
  decreaseLabel?: string;
  increaseLabel?: string;
  /** 'sm' for lists (cart lines); touch targets stay at least 40 px. */
  size?: 'md' | 'sm';
  /** When the typed field loses focus: a caller that waits for typing to pause can act now. */
  onBlur?: () => void;
  /**
   * Told when more than `max` is asked (typed, or + at the limit) and the quantity becomes `max`,
   * with that `max`; and with null at the next quantity within it. The caller says so (where `max`
   * is the stock), in a note it ties to the field with `describedBy`.
   */
  onClamp?: (max: number | null) => void;
  /** The id of what describes the field (the caller's note). */
  describedBy?: string | undefined;
}

const buttonClass =
  'inline-flex items-center justify-center text-neutral-700 transition hover:bg-neutral-100 aria-disabled:cursor-not-allowed aria-disabled:text-neutral-300 aria-disabled:hover:bg-transparent';
const sizes = {
  md: { button: 'size-11', input: 'w-16 text-base' },
  sm: { button: 'size-10', input: 'w-14 text-sm' },
} as const;

/**
 * A quantity between 1 and `max`: − and + buttons around a number field that can be typed in.
 * At a limit the button is aria-disabled rather than disabled, so focus stays on it. What is
 * typed is kept as typed until the field loses focus, then shown as the quantity it became.
 * Asking for more than `max` need not be silent: `onClamp` hears of it.
 */
export function QuantityStepper({
  value,
  max,
  disabled = false,
  onChange,
  label,
  hideLabel = false,
  decreaseLabel,
  increaseLabel,
  size = 'md',
  onBlur,
  onClamp,
  describedBy,
}: QuantityStepperProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const clamp = (n: number) => Math.min(Math.max(1, n), max);
  const canDecrease = !disabled && value > 1;
  const canIncrease = !disabled && value < max;
  const asked = (n: number) => onClamp?.(n > max ? max : null);

  return (
    <div>
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-neutral-800'}
      >
        {label ?? t('catalogue.quantity')}
      </label>
      <div
        className={`${hideLabel ? '' : 'mt-1.5'} inline-flex items-stretch overflow-hidden rounded-xl border border-neutral-300 bg-white ${disabled ? 'opacity-60' : ''}`}
      >
        <button
          type="button"
          aria-label={decreaseLabel ?? t('catalogue.decreaseQuantity')}
          aria-controls={id}
          aria-disabled={!canDecrease || undefined}
          onClick={() => {
            if (!canDecrease) return;
            asked(value - 1);
            onChange(value - 1);
          }}
          className={`${buttonClass} ${sizes[size].button}`}
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
          aria-describedby={describedBy}
          value={draft ?? String(value)}
          onChange={(event) => {
            setDraft(event.target.value);
            const typed = Number.parseInt(event.target.value, 10);
            if (Number.isFinite(typed)) {
              asked(typed);
              onChange(clamp(typed));
            }
          }}
          onBlur={() => {
            setDraft(null);
            onBlur?.();
          }}
          className={`${sizes[size].input} border-x border-neutral-300 text-center font-medium text-neutral-900 [appearance:textfield] focus-visible:outline-offset-0 disabled:cursor-not-allowed disabled:bg-neutral-50 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none`}
        />
        <button
          type="button"
          aria-label={increaseLabel ?? t('catalogue.increaseQuantity')}
          aria-controls={id}
          aria-disabled={!canIncrease || undefined}
          onClick={() => {
            // Above the limit already (a line short of stock) + only stays refused.
            if (disabled || value > max) return;
            asked(value + 1);
            if (canIncrease) onChange(value + 1);
          }}
          className={`${buttonClass} ${sizes[size].button}`}
        >
          <Plus aria-hidden className="size-4" />
        </button>
      </div>
    </div>
  );
}
