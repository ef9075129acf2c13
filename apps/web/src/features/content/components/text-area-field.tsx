import { CircleAlert } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { inputClass } from '../../../lib/forms/styles.ts';

export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  label: string;
  /** The error to show, already translated; sets aria-invalid and is read with the field. */
  error?: string | undefined;
  /** Help text under the field, read with the field. */
  hint?: string | undefined;
}

/**
 * lib/forms' TextField for several lines: a real <label>, aria-invalid, and aria-describedby
 * pointing at the hint and the error. Spread react-hook-form's `register(name)` into it.
 */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  ...textarea
}: TextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="block text-sm font-medium text-neutral-800">
        {label}
      </label>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`${inputClass} mt-1.5 min-h-36 resize-y`}
        {...textarea}
      />
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
