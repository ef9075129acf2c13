import { isApiError } from '@storefront/client/api-error';
import type { AdminOrder } from '@storefront/contracts/admin-orders';
import type { AdminOrderReturn, OrderRefundRequest } from '@storefront/contracts/admin-refunds';
import {
  MANUAL_REFUND_METHODS,
  type ManualRefundMethod,
  REFUND_NOTE_MAX_LENGTH,
} from '@storefront/contracts/refund-rules';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { kdToFils } from '../../lib/money.ts';
import { Amount } from '../../shared/ui/amount.tsx';
import { TextAreaField, TextField } from '../../shared/ui/field.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { cardClass, primaryButtonClass, secondaryButtonClass } from '../../shared/ui/styles.ts';
import { useRefundOrder } from './api/refund-order.ts';
import { RefundLineStepper } from './refund-line-stepper.tsx';
import { chosenValue, refundableLines } from './refund-values.ts';

type Scope = 'order' | 'lines' | 'amount';
const SCOPES: readonly Scope[] = ['order', 'lines', 'amount'];

/**
 * The refund dialog (issue 26): the whole order (what is left), chosen lines with a stepper per
 * line, or an amount in KD; for an order not paid by card, how the money went back; a note for
 * staff. It says the most that can go back and what this refund pays, counted as the API counts
 * it; the API decides, and its refusals show beside their fields. Opened for a received return,
 * it refunds that return's lines. A modal <dialog>: Escape or Cancel closes it, and the page
 * puts focus back on the button that opened it.
 */
export function RefundDialog({
  detail,
  forReturn,
  onClose,
}: {
  detail: AdminOrder;
  forReturn?: AdminOrderReturn | undefined;
  /** Closed: with what was refunded (fils), or undefined when cancelled. */
  onClose: (refunded?: number) => void;
}) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const refund = useRefundOrder(detail.order.orderId);
  const lines = useMemo(() => refundableLines(detail), [detail]);
  const [scope, setScope] = useState<Scope>('order');
  const [chosen, setChosen] = useState<Map<number, number>>(new Map());
  const [amountText, setAmountText] = useState('');
  const [method, setMethod] = useState<ManualRefundMethod | ''>('');
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    // A browser without modal dialogs (a test's DOM) shows it in place.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  }, []);

  const most = detail.refundableTotal;
  const returnLines = forReturn?.lines ?? [];
  const amount = forReturn
    ? chosenValue(lines, new Map(returnLines.map((line) => [line.itemId, line.quantity])))
    : scope === 'order'
      ? most
      : scope === 'lines'
        ? chosenValue(lines, chosen)
        : (kdToFils(amountText) ?? 0);

  // What the form can tell before asking: nothing chosen, an amount it cannot read, too much.
  const local = {
    lines: scope === 'lines' && amount === 0 ? t('refund.chooseUnits') : undefined,
    amount:
      scope === 'amount' && (kdToFils(amountText) ?? 0) <= 0
        ? t('refund.amountInvalid')
        : undefined,
    method: !detail.refundsThroughGateway && !method ? t('refund.methodMissing') : undefined,
    total: amount > most ? t('refund.tooMuch') : undefined,
  };
  const shownLocal: Partial<typeof local> = checked ? local : {};
  const error = refund.error;
  const fields = isApiError(error) ? error.fields : {};
  const fieldError = (name: string) => fields[name] ?? shownLocal[name as keyof typeof local];
  const lineError = (index: number) =>
    fields[`lines.${index}.quantity`] ?? fields[`lines.${index}.itemId`];
  const known = ['amount', 'method', 'note', 'lines'];
  const aboutFields = Object.keys(fields).some(
    (field) => known.includes(field) || field.startsWith('lines.'),
  );
  const general =
    (error && !aboutFields
      ? isApiError(error)
        ? error.message
        : t('common.failed')
      : undefined) ?? shownLocal.total;

  const close = (refunded?: number) => {
    dialog.current?.close?.();
    onClose(refunded);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (Object.values(local).some(Boolean)) return;
    const note = String(new FormData(event.currentTarget).get('note') ?? '').trim();
    const how = detail.refundsThroughGateway || !method ? {} : { method };
    // Only the units chosen, in the order's line order (the API names them by index).
    const chosenLines = lines
      .filter((line) => (chosen.get(line.itemId) ?? 0) > 0)
      .map((line) => ({ itemId: line.itemId, quantity: chosen.get(line.itemId)! }));
    const body: OrderRefundRequest = forReturn
      ? { scope: 'return', returnId: forReturn.returnId, note, ...how }
      : scope === 'lines'
        ? { scope, lines: chosenLines, note, ...how }
        : scope === 'amount'
          ? { scope, amount, note, ...how }
          : { scope, note, ...how };
    refund.mutate(body, { onSuccess: () => close(amount) });
  };

  // The API names a line by its index among the lines sent: map it back to the item.
  const sentIndex = (itemId: number) =>
    lines
      .filter((line) => (chosen.get(line.itemId) ?? 0) > 0)
      .findIndex((l) => l.itemId === itemId);
  const nameOf = (itemId: number) => lines.find((line) => line.itemId === itemId)?.name ?? '';

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // A card's look, 32rem wide or the screen less a margin; the browser keeps a modal
      // dialog centred and scrolls it when it is taller than the screen.
      className={`${cardClass} m-auto w-full max-w-[min(32rem,calc(100%-2rem))] p-0 text-neutral-900 shadow-lg`}
    >
      <form onSubmit={submit} noValidate className="space-y-4 p-4">
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            {forReturn ? t('refund.titleReturn') : t('refund.title')}{' '}
            <bdi dir="ltr" className="whitespace-nowrap">
              {detail.order.orderNumber}
            </bdi>
          </h2>
          <p className="mt-1 text-sm text-neutral-700">
            {t('refund.atMost')} <Amount fils={most} />
          </p>
        </div>
        <FormAlert message={general} />

        {forReturn ? (
          <ul className="divide-y divide-neutral-100 text-sm">
            {returnLines.map((line) => (
              <li key={line.itemId} className="py-1.5">
                {t('refund.returnLine', { name: nameOf(line.itemId), count: line.quantity })}
              </li>
            ))}
          </ul>
        ) : (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-neutral-800">{t('refund.what')}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {SCOPES.map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="scope"
                    value={value}
                    checked={scope === value}
                    onChange={() => setScope(value)}
                    className="size-4 accent-primary-strong"
                  />
                  {t(`refund.scope.${value}`)}
                </label>
              ))}
            </div>
          </fieldset>
        )}

        {!forReturn && scope === 'lines' && (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-neutral-800">{t('refund.lines')}</legend>
            <ul className="divide-y divide-neutral-100">
              {lines.map((line) => (
                <RefundLineStepper
                  key={line.itemId}
                  line={line}
                  units={chosen.get(line.itemId) ?? 0}
                  error={lineError(sentIndex(line.itemId))}
                  onChange={(units) =>
                    setChosen((before) => new Map(before).set(line.itemId, units))
                  }
                />
              ))}
            </ul>
            {fieldError('lines') && (
              <p className="text-xs font-medium text-red-700">{fieldError('lines')}</p>
            )}
          </fieldset>
        )}

        {!forReturn && scope === 'amount' && (
          <TextField
            label={t('refund.amount')}
            hint={t('refund.amountHint')}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            error={fieldError('amount')}
          />
        )}

        {detail.refundsThroughGateway ? (
          <p className="text-sm text-neutral-700">{t('refund.throughGateway')}</p>
        ) : (
          <fieldset>
            <legend className="text-sm font-medium text-neutral-800">{t('refund.method')}</legend>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {MANUAL_REFUND_METHODS.map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="method"
                    value={value}
                    checked={method === value}
                    onChange={() => setMethod(value)}
                    aria-invalid={fieldError('method') ? true : undefined}
                    className="size-4 accent-primary-strong"
                  />
                  {t(`refundMethod.${value}`)}
                </label>
              ))}
            </div>
            {fieldError('method') && (
              <p className="mt-1 text-xs font-medium text-red-700">{fieldError('method')}</p>
            )}
          </fieldset>
        )}

        <TextAreaField
          label={t('refund.note')}
          hint={t('refund.noteHint')}
          name="note"
          rows={2}
          maxLength={REFUND_NOTE_MAX_LENGTH}
          error={fields.note}
        />

        <div className="flex flex-wrap justify-end gap-2 border-t border-neutral-100 pt-3">
          <button type="button" className={secondaryButtonClass} onClick={() => close()}>
            {t('refund.cancel')}
          </button>
          <button type="submit" className={primaryButtonClass} disabled={refund.isPending}>
            {t('refund.submit')} <Amount fils={amount} />
          </button>
        </div>
      </form>
    </dialog>
  );
}
