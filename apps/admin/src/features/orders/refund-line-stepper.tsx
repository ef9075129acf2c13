import { useId } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { Amount } from '../../shared/ui/amount.tsx';
import { iconButtonClass, inputClass } from '../../shared/ui/styles.ts';
import type { RefundableLine } from './refund-values.ts';

/**
 * One line of the refund dialog: how many of its units to pay back, from 0 to those not yet
 * refunded, with − and + beside a number field (typed or stepped), and what they are worth.
 */
export function RefundLineStepper({
  line,
  units,
  error,
  onChange,
}: {
  line: RefundableLine;
  units: number;
  error?: string | undefined;
  onChange: (units: number) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const set = (value: number) => onChange(Math.min(line.left, Math.max(0, value)));
  const none = line.left === 0;
  return (
    // On a phone the name has its own row, the stepper and the amount the next.
    <li className="grid items-center gap-x-3 gap-y-1 py-2 sm:grid-cols-2">
      <div className="min-w-0">
        <label htmlFor={id} className="block text-sm font-medium text-neutral-900">
          {line.name}
        </label>
        <p id={`${id}-left`} className="text-xs text-neutral-600">
          {none ? t('refund.noneLeft') : t('refund.left', { count: line.left })}
        </p>
      </div>
      <div className="flex items-center justify-between gap-3">
        <div className="flex shrink-0 items-center gap-1">
          <button
            type="button"
            className={iconButtonClass}
            aria-label={t('refund.fewer', { name: line.name })}
            disabled={units <= 0}
            onClick={() => set(units - 1)}
          >
            <span aria-hidden="true">−</span>
          </button>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={0}
            max={line.left}
            step={1}
            value={units}
            disabled={none}
            aria-describedby={`${id}-left${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => set(Math.trunc(Number(event.target.value) || 0))}
            // The field's look without its full width: a few digits wide.
            className={`${inputClass.replace('w-full', 'w-16')} text-center tabular-nums`}
          />
          <button
            type="button"
            className={iconButtonClass}
            aria-label={t('refund.more', { name: line.name })}
            disabled={units >= line.left}
            onClick={() => set(units + 1)}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
        <p className="text-sm tabular-nums">
          <Amount fils={line.valueOf(units)} />
        </p>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700 sm:col-span-2">
          {error}
        </p>
      )}
    </li>
  );
}
