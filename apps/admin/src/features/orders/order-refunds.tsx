import type { AdminOrder } from '@storefront/contracts/admin-orders';
import type { AdminOrderReturn } from '@storefront/contracts/admin-refunds';
import { joinList } from '@storefront/contracts/list-format';
import { useEffect, useRef, useState } from 'react';
import { useCan } from '../../auth/staff-context.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { formatDateTime } from '../../shared/format-date.ts';
import { Amount } from '../../shared/ui/amount.tsx';
import { secondaryButtonClass } from '../../shared/ui/styles.ts';
import { RefundDialog } from './refund-dialog.tsx';

/** "Lamp × 1, Mug × 2": the units a refund or a return names, by the order's lines. */
export function useLineNames(detail: AdminOrder) {
  const { t, lang } = useI18n();
  return (lines: readonly { itemId: number; quantity: number }[]) =>
    joinList(
      lines.map((line) =>
        t('refund.returnLine', {
          name: detail.items.find((item) => item.itemId === line.itemId)?.productName ?? '',
          count: line.quantity,
        }),
      ),
      lang,
    );
}

/**
 * A refund button and its dialog; once the refund is made, a status line says how much went
 * back, and focus returns to the button, or to that line when nothing is left to refund (the
 * button is gone).
 */
export function RefundButton({
  detail,
  forReturn,
  label,
  available,
}: {
  detail: AdminOrder;
  forReturn?: AdminOrderReturn;
  label: string;
  /** Something is left to refund: the button shows. */
  available: boolean;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [refunded, setRefunded] = useState<number | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (refunded !== null && !available) status.current?.focus();
  }, [refunded, available]);
  return (
    <div className="space-y-2">
      {available && (
        <button
          ref={button}
          type="button"
          className={secondaryButtonClass}
          onClick={() => {
            setRefunded(null);
            setOpen(true);
          }}
        >
          {label}
        </button>
      )}
      {open && (
        <RefundDialog
          detail={detail}
          forReturn={forReturn}
          onClose={(amount) => {
            setOpen(false);
            if (amount !== undefined) setRefunded(amount);
            button.current?.focus();
          }}
        />
      )}
      <p role="status" ref={status} tabIndex={-1} className="text-sm text-neutral-700">
        {refunded !== null && (
          <>
            {t('refund.done')} <Amount fils={refunded} />. {t('refund.emailed')}
          </>
        )}
      </p>
    </div>
  );
}

/**
 * The payment card's refunds (issue 26): what was paid, refunded and is left, each refund with
 * how it went back (the gateway's reference for a card), its lines, note, who and when; and with
 * orders.write, "Refund…" while anything is left.
 */
export function OrderRefunds({ detail }: { detail: AdminOrder }) {
  const { t, lang } = useI18n();
  const canWrite = useCan('orders.write');
  const linesOf = useLineNames(detail);
  return (
    <div className="mt-3 space-y-3 border-t border-neutral-100 pt-3">
      <dl className="text-sm">
        {(
          [
            ['refund.paid', detail.paidTotal],
            ['refund.refunded', detail.refundedTotal],
            ['refund.leftTotal', detail.refundableTotal],
          ] as const
        ).map(([key, fils]) => (
          <div key={key} className="flex justify-between gap-4 py-0.5">
            <dt className="text-neutral-600">{t(key)}</dt>
            <dd className="tabular-nums">
              <Amount fils={fils} />
            </dd>
          </div>
        ))}
      </dl>
      {detail.refunds.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-neutral-900">{t('refund.list')}</h3>
          <ul className="mt-1 space-y-2">
            {detail.refunds.map((refund) => (
              <li key={refund.id} className="rounded-md bg-neutral-50 p-2 text-sm">
                <p className="flex flex-wrap justify-between gap-x-3">
                  <span className="font-medium tabular-nums">
                    <Amount fils={refund.amount} />
                  </span>
                  <span className="text-neutral-700">{t(`refundMethod.${refund.method}`)}</span>
                </p>
                {refund.gatewayReference && (
                  <p className="text-xs text-neutral-700">
                    {t('refund.reference')}{' '}
                    <bdi dir="ltr" className="break-all font-mono">
                      {refund.gatewayReference}
                    </bdi>
                  </p>
                )}
                {refund.lines.length > 0 && (
                  <p className="text-neutral-800">{linesOf(refund.lines)}</p>
                )}
                {refund.returnId !== null && (
                  <p className="text-xs text-neutral-700">{t('refund.forReturn')}</p>
                )}
                {refund.note && <p className="text-neutral-800">{refund.note}</p>}
                <p className="mt-1 text-xs text-neutral-600">
                  {t('order.noteBy', {
                    who: refund.actorEmail ?? '—',
                    date: formatDateTime(refund.createdAt, lang),
                  })}
                </p>
              </li>
            ))}
          </ul>
        </div>
      )}
      {canWrite && detail.paidTotal > 0 && (
        <RefundButton
          detail={detail}
          label={t('refund.open')}
          available={detail.refundableTotal > 0}
        />
      )}
    </div>
  );
}
