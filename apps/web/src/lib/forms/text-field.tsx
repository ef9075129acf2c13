import type { ComponentProps, ReactNode } from 'react';
import { FieldLabel, FieldMessages, useFieldWiring } from './field-parts.tsx';
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
  const { fieldId, hintId, errorId, controlProps } = useFieldWiring(id, hint, error);
  return (
    <div className={className}>
      <FieldLabel htmlFor={fieldId} label={label} suffix={labelSuffix} />
      <div className="relative mt-1.5">
        <input
          {...controlProps}
          dir={ltr ? 'ltr' : undefined}
          className={`${inputClass}${endSlot ? ' pe-12' : ''}${ltr ? ' rtl:text-right' : ''}`}
          {...input}
        />
        {endSlot && (
          <div className="absolute inset-y-0 end-0 flex items-center pe-1.5">{endSlot}</div>
        )}
      </div>
      <FieldMessages hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </div>
  );
}
