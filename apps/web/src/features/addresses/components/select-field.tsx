import type { ComponentProps } from 'react';
import { FieldLabel, FieldMessages, useFieldWiring } from '../../../lib/forms/field-parts.tsx';
import { inputClass } from '../../../lib/forms/styles.ts';

export interface SelectOption {
  id: number;
  name: string;
}

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: string;
  /** The error to show, already translated; sets aria-invalid and is read with the field. */
  error?: string | undefined;
  hint?: string | undefined;
  options: readonly SelectOption[];
  /** The first, empty choice ("Choose…", or "Loading…" while the list loads). */
  placeholder: string;
}

/**
 * A labelled native select wired like TextField (label, aria-invalid, aria-describedby). Native,
 * so it works with every keyboard, screen reader and phone picker. Spread `register(name)` in.
 */
export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  id,
  className,
  ...select
}: SelectFieldProps) {
  const { fieldId, hintId, errorId, controlProps } = useFieldWiring(id, hint, error);
  return (
    <div className={className}>
      <FieldLabel htmlFor={fieldId} label={label} />
      <select {...controlProps} className={`${inputClass} mt-1.5 pe-10`} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </select>
      <FieldMessages hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </div>
  );
}
