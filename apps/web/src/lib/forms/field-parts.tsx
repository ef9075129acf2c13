import { CircleAlert } from 'lucide-react';
import { useId } from 'react';

/**
 * The ids that tie a control to its label, hint and error, and the ARIA attributes that follow
 * from them: every field of the shop's forms is wired the same way.
 */
export function useFieldWiring(id: string | undefined, hint?: string, error?: string) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return {
    fieldId,
    hintId,
    errorId,
    controlProps: {
      id: fieldId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  } as const;
}

export function FieldLabel({
  htmlFor,
  label,
  suffix,
}: {
  htmlFor: string;
  label: string;
  suffix?: string | undefined;
}) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-neutral-800">
      {label}
      {/* A real space, so the accessible name reads "Phone (optional)", not "Phone(optional)". */}
      {suffix && (
        <>
          {' '}
          <span className="font-normal text-neutral-600">{suffix}</span>
        </>
      )}
    </label>
  );
}

/** The hint and the error under a field, with the ids its control points at. */
export function FieldMessages({
  hintId,
  errorId,
  hint,
  error,
}: {
  hintId: string;
  errorId: string;
  hint?: string | undefined;
  error?: string | undefined;
}) {
  return (
    <>
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
    </>
  );
}
