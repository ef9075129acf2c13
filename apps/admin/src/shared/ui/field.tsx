import { type ComponentProps, type ReactNode, useId } from 'react';
import { inputClass } from './styles.ts';

interface Wiring {
  label: string;
  /** Already translated (server errors come in the request's language). */
  error?: string | undefined;
  hint?: string | undefined;
  /** A mark after the label ("missing"), read with it. */
  labelExtra?: ReactNode;
}

/** Ids and ARIA that tie a control to its label, hint and error. */
function useWiring(id: string | undefined, hint?: string, error?: string) {
  const generated = useId();
  const fieldId = id ?? generated;
  const describedBy = [hint ? `${fieldId}-hint` : '', error ? `${fieldId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return {
    fieldId,
    control: {
      id: fieldId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

function Messages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

function Label({ htmlFor, label, extra }: { htmlFor: string; label: string; extra?: ReactNode }) {
  return (
    <label
      htmlFor={htmlFor}
      className="flex items-center gap-2 text-sm font-medium text-neutral-800"
    >
      {label}
      {extra}
    </label>
  );
}

export function TextField({
  label,
  error,
  hint,
  labelExtra,
  id,
  className,
  ...input
}: Wiring & ComponentProps<'input'>) {
  const { fieldId, control } = useWiring(id, hint, error);
  return (
    <div className={className}>
      <Label htmlFor={fieldId} label={label} extra={labelExtra} />
      <input {...control} className={`${inputClass} mt-1`} {...input} />
      <Messages id={fieldId} hint={hint} error={error} />
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  labelExtra,
  id,
  className,
  ...input
}: Wiring & ComponentProps<'textarea'>) {
  const { fieldId, control } = useWiring(id, hint, error);
  return (
    <div className={className}>
      <Label htmlFor={fieldId} label={label} extra={labelExtra} />
      <textarea {...control} rows={4} className={`${inputClass} mt-1`} {...input} />
      <Messages id={fieldId} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({
  label,
  error,
  hint,
  labelExtra,
  id,
  className,
  children,
  ...select
}: Wiring & ComponentProps<'select'>) {
  const { fieldId, control } = useWiring(id, hint, error);
  return (
    <div className={className}>
      <Label htmlFor={fieldId} label={label} extra={labelExtra} />
      <select {...control} className={`${inputClass} mt-1`} {...select}>
        {children}
      </select>
      <Messages id={fieldId} hint={hint} error={error} />
    </div>
  );
}

export function CheckboxField({
  label,
  id,
  className,
  ...input
}: { label: string } & Omit<ComponentProps<'input'>, 'type'>) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className={`flex items-center gap-2 ${className ?? ''}`}>
      <input
        id={fieldId}
        type="checkbox"
        className="size-4 rounded border-neutral-400 accent-primary-strong"
        {...input}
      />
      <label htmlFor={fieldId} className="text-sm text-neutral-800">
        {label}
      </label>
    </div>
  );
}
