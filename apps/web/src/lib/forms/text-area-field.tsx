import type { ComponentProps } from 'react';
import { FieldLabel, FieldMessages, useFieldWiring } from './field-parts.tsx';
import { inputClass } from './styles.ts';

export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  label: string;
  /** The error to show, already translated; sets aria-invalid and is read with the field. */
  error?: string | undefined;
  /** Help text under the field, read with the field. */
  hint?: string | undefined;
}

/** TextField for several lines. Spread react-hook-form's `register(name)` into it. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  ...textarea
}: TextAreaFieldProps) {
  const { fieldId, hintId, errorId, controlProps } = useFieldWiring(id, hint, error);
  return (
    <div className={className}>
      <FieldLabel htmlFor={fieldId} label={label} />
      <textarea
        {...controlProps}
        className={`${inputClass} mt-1.5 min-h-36 resize-y`}
        {...textarea}
      />
      <FieldMessages hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </div>
  );
}
