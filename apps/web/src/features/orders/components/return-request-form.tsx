import { isApiError } from '@storefront/client/api-error';
import type { Order, OrderItem, ReturnRequest } from '@storefront/contracts/orders';
import { useEffect, useId, useRef, useState } from 'react';
import { FieldLabel, FieldMessages, useFieldWiring } from '../../../lib/forms/field-parts.tsx';
import { FormAlert } from '../../../lib/forms/form-alert.tsx';
import { inputClass, secondaryButtonClass } from '../../../lib/forms/styles.ts';
import { SubmitButton } from '../../../lib/forms/submit-button.tsx';
import { TextAreaField } from '../../../lib/forms/text-area-field.tsx';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { LinePicture } from '../../../shared/ui/line-picture.tsx';
import { useRequestReturn } from '../api/request-return.ts';

type Translate = ReturnType<typeof useTranslation>['t'];

interface Errors {
  form?: string;
  lines?: string;
  reason?: string;
  /** By itemId: a quantity (or line) the API refused. */
  line: Record<number, string>;
}

/**
 * Asking to send lines of a delivered order back (issue 15): each line that has units left to
 * return (`left`: bought minus earlier requests) is a checkbox, then how many of it; a reason
 * is required. Checked here first (a line, a reason); the API's refusals land beside their
 * fields (lines.N.quantity on line N as sent, reason), anything else above the form.
 */
export function ReturnRequestForm({
  order,
  items,
  left,
  onSent,
  onClose,
}: {
  order: Order;
  items: OrderItem[];
  left: ReadonlyMap<number, number>;
  onSent: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const send = useRequestReturn(order.orderId);
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({ line: {} });
  /** Counts refused submits: each one sends focus to the first field with an error. */
  const [refused, setRefused] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const linesId = useId();

  // The form replaced its button: take focus to it, so it is read out.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  // Errors found: focus the first field that has one (a refusal of the whole form is announced).
  useEffect(() => {
    if (refused > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  const submit = async () => {
    const lines = Object.entries(chosen).map(([itemId, quantity]) => ({
      itemId: Number(itemId),
      quantity,
    }));
    const found: Errors = {
      line: {},
      ...(lines.length === 0 ? { lines: t('orders.validation.returnLines') } : {}),
      ...(reason.trim() === '' ? { reason: t('orders.validation.returnReason') } : {}),
    };
    setErrors(found);
    if (found.lines || found.reason) {
      setRefused((n) => n + 1);
      return;
    }
    try {
      await send.mutateAsync({ lines, reason: reason.trim() });
    } catch (cause) {
      setErrors(refusal(cause, lines, t));
      setRefused((n) => n + 1);
      return;
    }
    onSent();
  };

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-5 rounded-2xl border border-neutral-200 bg-neutral-50 p-4"
    >
      <div>
        <h3
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          className="font-semibold text-neutral-900 outline-none"
        >
          {t('orders.returns.start')}
        </h3>
        <p className="mt-1 text-sm text-neutral-700">{t('orders.returns.intro')}</p>
      </div>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!send.isPending) void submit();
        }}
        className="space-y-5"
      >
        <FormAlert message={errors.form} />
        <fieldset aria-describedby={errors.lines ? `${linesId}-error` : undefined}>
          <legend className="text-sm font-medium text-neutral-800">
            {t('orders.returns.items')}
          </legend>
          <ul className="mt-2 divide-y divide-neutral-200 rounded-xl border border-neutral-200 bg-white">
            {items.map((item) => (
              <ReturnLine
                key={item.itemId}
                item={item}
                left={left.get(item.itemId) ?? 0}
                quantity={chosen[item.itemId] ?? null}
                error={errors.line[item.itemId]}
                invalid={Boolean(errors.lines)}
                onChange={(quantity) => {
                  setChosen(({ [item.itemId]: _, ...rest }) =>
                    quantity === null ? rest : { ...rest, [item.itemId]: quantity },
                  );
                  if (quantity !== null) setErrors(({ lines: _, ...rest }) => rest);
                }}
              />
            ))}
          </ul>
          <FieldMessages
            hintId={`${linesId}-hint`}
            errorId={`${linesId}-error`}
            error={errors.lines}
          />
        </fieldset>
        <TextAreaField
          label={t('orders.returns.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={500}
          rows={3}
          required
          error={errors.reason}
        />
        <div className="flex flex-wrap gap-3">
          <SubmitButton pending={send.isPending} pendingLabel={t('orders.returns.submitting')}>
            {t('orders.returns.submit')}
          </SubmitButton>
          <button
            type="button"
            onClick={() => {
              if (!send.isPending) onClose();
            }}
            className={secondaryButtonClass}
          >
            {t('orders.returns.close')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** One line: a checkbox naming it, then how many (1 to what is left) once it is chosen. */
function ReturnLine({
  item,
  left,
  quantity,
  error,
  invalid,
  onChange,
}: {
  item: OrderItem;
  left: number;
  quantity: number | null;
  error: string | undefined;
  invalid: boolean;
  onChange: (quantity: number | null) => void;
}) {
  const { t } = useTranslation();
  const checkId = useId();
  const hintId = `${checkId}-hint`;
  const select = useFieldWiring(undefined, undefined, error);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 p-3">
      <div className="flex min-w-0 flex-1 basis-56 items-center gap-3">
        <input
          id={checkId}
          type="checkbox"
          checked={quantity !== null}
          disabled={left === 0}
          aria-describedby={hintId}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(event.target.checked ? 1 : null)}
          className="size-5 shrink-0 accent-primary-strong"
        />
        <LinePicture path={item.picturePath} alt="" size="sm" />
        <div className="min-w-0">
          <label htmlFor={checkId} className="font-medium text-neutral-900">
            {item.productName}
          </label>
          <p id={hintId} className="text-sm text-neutral-600">
            {left === 0 ? t('orders.returns.noneLeft') : t('orders.returns.left', { count: left })}
          </p>
        </div>
      </div>
      {quantity !== null && (
        <div className="w-28">
          <FieldLabel htmlFor={select.fieldId} label={t('orders.returns.quantity')} />
          <select
            {...select.controlProps}
            value={quantity}
            onChange={(event) => onChange(Number(event.target.value))}
            className={`${inputClass} mt-1.5`}
          >
            {Array.from({ length: left }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      )}
      {error && (
        <div className="basis-full">
          <FieldMessages hintId={`${select.fieldId}-hint`} errorId={select.errorId} error={error} />
        </div>
      )}
    </li>
  );
}

/** The API's refusal, placed: a line's error on that line (by the index it was sent at). */
function refusal(cause: unknown, sent: ReturnRequest['lines'], t: Translate): Errors {
  if (!isApiError(cause) || cause.status >= 500 || cause.code === 'network_error') {
    return { line: {}, form: t('orders.returns.failed') };
  }
  const errors: Errors = { line: {} };
  const unplaced: string[] = [];
  for (const [path, message] of Object.entries(cause.fields)) {
    const name = path.replace(/^body\./, '');
    const line = /^lines\.(\d+)\./.exec(name);
    const itemId = line ? sent[Number(line[1])]?.itemId : undefined;
    if (itemId !== undefined) errors.line[itemId] = message;
    else if (name === 'lines') errors.lines = message;
    else if (name === 'reason') errors.reason = message;
    else unplaced.push(message);
  }
  const placed = Boolean(errors.lines || errors.reason || Object.keys(errors.line).length);
  if (unplaced.length > 0) errors.form = unplaced.join(' ');
  else if (!placed) errors.form = cause.message;
  return errors;
}
