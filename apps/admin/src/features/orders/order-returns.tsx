import { isApiError } from '@storefront/client/api-error';
import type { AdminOrder } from '@storefront/contracts/admin-orders';
import type { AdminOrderReturn } from '@storefront/contracts/admin-refunds';
import {
  canMoveReturn,
  REFUND_NOTE_MAX_LENGTH,
  type ReturnStatus,
} from '@storefront/contracts/refund-rules';
import { type FormEvent, useRef, useState } from 'react';
import { useCan } from '../../auth/staff-context.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { formatDateTime } from '../../shared/format-date.ts';
import { CheckboxField, TextAreaField } from '../../shared/ui/field.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { dangerButtonClass, primaryButtonClass } from '../../shared/ui/styles.ts';
import { type ReturnMove, useMoveReturn } from './api/move-return.ts';
import { RefundButton, useLineNames } from './order-refunds.tsx';

// Text colours keep 4.5:1 on their backgrounds (as the order status badges do).
const tone: Record<ReturnStatus, string> = {
  requested: 'bg-amber-100 text-amber-900',
  approved: 'bg-sky-100 text-sky-900',
  received: 'bg-green-100 text-green-800',
  refused: 'bg-red-100 text-red-800',
};

/**
 * The order's return requests (issue 26), oldest first: what the customer asks to send back and
 * why, what staff decided, and with orders.write the next steps its state allows (contracts
 * refund-rules.ts): approve or refuse with words the customer reads, receive with or without
 * restocking, then refund it. The page shows it for an order with requests only.
 */
export function OrderReturns({ detail }: { detail: AdminOrder }) {
  return (
    <ul className="space-y-3">
      {detail.returns.map((request) => (
        <ReturnRequest key={request.returnId} detail={detail} request={request} />
      ))}
    </ul>
  );
}

function ReturnRequest({ detail, request }: { detail: AdminOrder; request: AdminOrderReturn }) {
  const { t, lang } = useI18n();
  const canWrite = useCan('orders.write');
  const linesOf = useLineNames(detail);
  // Here, not in the form: the form goes once the request is received, the message stays.
  const [done, setDone] = useState('');
  const refundable = request.refundId === null && detail.refundableTotal > 0;
  const status = useRef<HTMLParagraphElement>(null);
  const moved = (message: string) => {
    setDone(message);
    // The step's button may be gone with the step: the message takes the focus.
    if (message) status.current?.focus();
  };
  return (
    <li className="space-y-2 rounded-md border border-neutral-200 p-3 text-sm">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span
          className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${tone[request.status]}`}
        >
          {t(`returnStatus.${request.status}`)}
        </span>
        <span className="text-neutral-600">
          {t('returns.asked', { date: formatDateTime(request.createdAt, lang) })}
        </span>
      </p>
      <p className="text-neutral-900">{linesOf(request.lines)}</p>
      <p className="break-words text-neutral-800">
        <span className="font-medium">{t('returns.reason')}</span> {request.reason}
      </p>
      {request.decidedAt && (
        <p className="break-words text-neutral-800">
          {request.decisionNote && (
            <>
              <span className="font-medium">
                {request.status === 'refused' ? t('returns.refusedBecause') : t('returns.note')}
              </span>{' '}
              {request.decisionNote}{' '}
            </>
          )}
          <span className="text-xs text-neutral-600">
            {t('order.noteBy', {
              who: request.decidedByEmail ?? '—',
              date: formatDateTime(request.decidedAt, lang),
            })}
          </span>
        </p>
      )}
      {request.receivedAt && (
        <p className="text-neutral-800">
          {t(request.restocked ? 'returns.receivedRestocked' : 'returns.receivedNotRestocked', {
            date: formatDateTime(request.receivedAt, lang),
          })}
        </p>
      )}
      {request.refundId !== null && (
        <p className="font-medium text-green-800">{t('returns.refunded')}</p>
      )}
      {canWrite && (request.status === 'requested' || request.status === 'approved') && (
        <ReturnDecision orderId={detail.order.orderId} request={request} onDone={moved} />
      )}
      <p role="status" ref={status} tabIndex={-1} className="text-sm text-neutral-700">
        {done}
      </p>
      {canWrite && request.status === 'received' && (
        <RefundButton
          detail={detail}
          forReturn={request}
          label={t('returns.refund')}
          available={refundable}
        />
      )}
    </li>
  );
}

/** The form of a request still open: approve or receive, or refuse with a reason. */
function ReturnDecision({
  orderId,
  request,
  onDone,
}: {
  orderId: number;
  request: AdminOrderReturn;
  onDone: (message: string) => void;
}) {
  const { t } = useI18n();
  const move = useMoveReturn(orderId, request.returnId);
  // A refusal needs its reason: said here before asking (the API says the same).
  const [noReason, setNoReason] = useState(false);
  const error = move.error;
  const fields = isApiError(error) ? error.fields : {};
  const textError =
    (noReason ? t('returns.reasonMissing') : undefined) ?? fields.reason ?? fields.note;
  const general =
    error && !textError && !fields.restock
      ? isApiError(error)
        ? error.message
        : t('common.failed')
      : undefined;
  const next = (['approved', 'received', 'refused'] as const).filter((to) =>
    canMoveReturn(request.status, to),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const to = submitter?.value as ReturnMove['to'] | undefined;
    if (!to) return;
    const data = new FormData(event.currentTarget);
    const words = String(data.get('words') ?? '').trim();
    setNoReason(to === 'refused' && !words);
    if (to === 'refused' && !words) return;
    const body: ReturnMove =
      to === 'approved'
        ? { to, note: words }
        : to === 'refused'
          ? { to, reason: words }
          : { to, restock: data.get('restock') === 'on' };
    onDone('');
    const form = event.currentTarget;
    move.mutate(body, {
      onSuccess: () => {
        form.reset();
        onDone(t(`returns.moved.${to}`));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-2 border-t border-neutral-100 pt-2">
      <FormAlert message={general} />
      <TextAreaField
        label={t('returns.words')}
        hint={t('returns.wordsHint')}
        name="words"
        rows={2}
        maxLength={REFUND_NOTE_MAX_LENGTH}
        error={textError}
      />
      {next.includes('received') && (
        <CheckboxField label={t('returns.restock')} name="restock" defaultChecked />
      )}
      <div className="flex flex-wrap gap-2">
        {next.map((to) => (
          <button
            key={to}
            type="submit"
            name="to"
            value={to}
            disabled={move.isPending}
            className={to === 'refused' ? dangerButtonClass : primaryButtonClass}
          >
            {t(`returns.move.${to}`)}
          </button>
        ))}
      </div>
    </form>
  );
}
