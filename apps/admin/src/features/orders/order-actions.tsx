import { isApiError } from '@storefront/client/api-error';
import type { AdminOrder, AdminOrderMove } from '@storefront/contracts/admin-orders';
import { nextOrderStatuses, type OrderStatus } from '@storefront/contracts/order-status';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { TextField } from '../../shared/ui/field.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { dangerButtonClass, primaryButtonClass } from '../../shared/ui/styles.ts';
import { useMoveOrder } from './api/move-order.ts';

/** The moves this page makes: fulfilment and cancel. Refunds have their own place. */
const OFFERED: readonly OrderStatus[] = ['processing', 'shipped', 'delivered', 'cancelled'];

/**
 * The order's next steps along the state machine (contracts order-status.ts, as staff): one
 * button per move, a note the customer sees, and the carrier, tracking number and link when
 * the next step is shipped. The API decides; its 400s show beside their fields.
 */
export function OrderActions({ detail }: { detail: AdminOrder }) {
  const { t } = useI18n();
  const { order } = detail;
  const move = useMoveOrder(order.orderId);
  const [done, setDone] = useState('');
  const next = nextOrderStatuses(order.status, 'staff').filter((s) => OFFERED.includes(s));
  const error = move.error;
  const fieldError = (name: string) => (isApiError(error) ? error.fields[name] : undefined);
  // A refused move (409 naming status) or anything not about one field reads above the form.
  const aboutFields = isApiError(error) && Object.keys(error.fields).some((f) => f !== 'status');
  const general =
    error && !aboutFields ? (isApiError(error) ? error.message : t('common.failed')) : undefined;

  if (next.length === 0) return <p className="text-sm text-neutral-600">{t('order.noMoves')}</p>;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const status = submitter?.value as OrderStatus | undefined;
    if (!status) return;
    if (
      status === 'cancelled' &&
      !window.confirm(t('order.confirmCancel', { number: order.orderNumber }))
    ) {
      return;
    }
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim() || undefined;
    const body: AdminOrderMove = { status, note: text('note') ?? '' };
    if (status === 'shipped') {
      body.carrier = text('carrier');
      body.trackingNumber = text('trackingNumber');
      body.trackingUrl = text('trackingUrl');
    }
    setDone('');
    const form = event.currentTarget;
    move.mutate(body, {
      onSuccess: (answer) => {
        form.reset();
        setDone(t('order.moved', { status: t(`orderStatus.${answer.order.status}`) }));
      },
    });
  };

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <FormAlert message={general} />
      {next.includes('shipped') && (
        <fieldset className="space-y-3">
          <legend className="text-sm text-neutral-700">{t('order.shipHint')}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t('order.carrier')}
              name="carrier"
              autoComplete="off"
              maxLength={64}
              error={fieldError('carrier')}
            />
            <TextField
              label={t('order.trackingNumber')}
              name="trackingNumber"
              autoComplete="off"
              dir="ltr"
              maxLength={64}
              error={fieldError('trackingNumber')}
            />
          </div>
          <TextField
            label={t('order.trackingUrl')}
            hint={t('order.trackingUrlHint')}
            name="trackingUrl"
            type="url"
            dir="ltr"
            autoComplete="off"
            error={fieldError('trackingUrl')}
          />
        </fieldset>
      )}
      <TextField
        label={t('order.moveNote')}
        hint={t('order.moveNoteHint')}
        name="note"
        maxLength={500}
        error={fieldError('note')}
      />
      <div className="flex flex-wrap gap-2">
        {next.map((status) => (
          <button
            key={status}
            type="submit"
            name="status"
            value={status}
            disabled={move.isPending}
            className={status === 'cancelled' ? dangerButtonClass : primaryButtonClass}
          >
            {t(`order.move.${status as 'processing' | 'shipped' | 'delivered' | 'cancelled'}`)}
          </button>
        ))}
      </div>
      <p role="status" className="text-sm text-neutral-700">
        {done}
      </p>
    </form>
  );
}
