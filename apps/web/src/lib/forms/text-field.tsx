import { CircleAlert } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { inputClass } from './styles.ts';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: string;
  /** The error to show, already translated; sets aria-invalid and is read with the field. */
  error?: string | undefined;
  /** Help text under the field (e.g. the password rule), read with the field. */
  hint?: string | undefined;
  /** Shown after the label in a lighter weight, e.g. "(optional)". */
  labelSuffix?: string | undefined;
  /** A control inside the field at its end (the show-password button). */
  endSlot?: ReactNode;
  /**
   * For values always written left to right (emails, phone numbers): typed LTR, but aligned to
   * the start of the line like the other fields on a right-to-left page.
   */
  ltr?: boolean;
}

/**
 * A labelled input with its hint and error wired for assistive technology: a real <label>,
 * aria-invalid, and aria-describedby pointing at the hint and the error text. Spread
 * react-hook-form's `register(name)` into it (React 19 passes `ref` as a prop).
 */
export function TextField({
  label,
  error,
  hint,
  labelSuffix,
  endSlot,
  ltr,
  id,
  className,
  ...input
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-neutral-800">
        {label}
        {/* A real space, so the accessible name reads "Phone (optional)", not "Phone(optional)". */}
        {labelSuffix && (
          <>
            {' '}
            <span className="font-normal text-neutral-600">{labelSuffix}</span>
          </>
        )}
      </label>
      <div className="relative mt-1.5">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          dir={ltr ? 'ltr' : undefined}
          className={`${inputClass}${endSlot ? ' pe-12' : ''}${ltr ? ' rtl:text-right' : ''}`}
          {...input}
        />
        {endSlot && (
          <div className="absolute inset-y-0 end-0 flex items-center pe-1.5">{endSlot}</div>
        )}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-neutral-600">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={errorId}
          className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
