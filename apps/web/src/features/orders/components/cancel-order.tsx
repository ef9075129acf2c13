import { isApiError } from '@storefront/client/api-error';
import type { Order } from '@storefront/contracts/orders';
import { LoaderCircle, XCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { FormAlert } from '../../../lib/forms/form-alert.tsx';
import { secondaryButtonClass } from '../../../lib/forms/styles.ts';
import { TextAreaField } from '../../../lib/forms/text-area-field.tsx';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useCancelOrder } from '../api/cancel-order.ts';

const dangerButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-red-700 px-5 text-sm font-semibold text-white hover:bg-red-800 aria-disabled:cursor-wait aria-disabled:opacity-75';

/**
 * "Cancel order" (issue 15), asked twice like deleting an address: the first press opens the
 * question in place, with an optional reason; focus goes to the question, Escape or "Keep the
 * order" closes it and puts focus back on the button. A refusal (409 once shipped) is said in
 * the question; a reason the API refuses, beside its field. `onCancelled` runs once the cached
 * order is the cancelled one.
 */
export function CancelOrder({
  order,
  access,
  onCancelled,
}: {
  order: Order;
  /** The Order-Access key of an order found by number and email. */
  access?: string | null;
  onCancelled: () => void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelOrder(order.orderId, access);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ form?: string; reason?: string }>({});
  const buttonRef = useRef<HTMLButtonElement>(null);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const wasAsking = useRef(false);
  const questionId = useId();

  useEffect(() => {
    if (asking) questionRef.current?.focus();
    else if (wasAsking.current) buttonRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  const close = () => {
    if (cancel.isPending) return;
    setAsking(false);
    setError({});
  };

  const confirm = async () => {
    if (cancel.isPending) return;
    setError({});
    try {
      await cancel.mutateAsync(reason.trim());
    } catch (cause) {
      setError(refusal(cause, t));
      return;
    }
    onCancelled();
  };

  if (!asking) {
    return (
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setAsking(true)}
        className={`${secondaryButtonClass} hover:text-red-800`}
      >
        <XCircle aria-hidden className="size-4" />
        {t('orders.cancel.button')}
      </button>
    );
  }

  return (
    <section
      aria-labelledby={questionId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
      className="space-y-4 rounded-2xl border border-red-200 bg-red-50 p-4"
    >
      <div>
        <h3
          id={questionId}
          ref={questionRef}
          tabIndex={-1}
          className="font-semibold text-red-950 outline-none"
        >
          {t('orders.cancel.question')}
        </h3>
        <p className="mt-1 text-sm text-red-950">{t('orders.cancel.explain')}</p>
      </div>
      <FormAlert message={error.form} />
      <TextAreaField
        label={`${t('orders.cancel.reason')} ${t('orders.cancel.optional')}`}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={500}
        rows={3}
        error={error.reason}
      />
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          aria-disabled={cancel.isPending || undefined}
          onClick={() => void confirm()}
          className={dangerButtonClass}
        >
          {cancel.isPending && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
          {cancel.isPending ? t('orders.cancel.cancelling') : t('orders.cancel.confirm')}
        </button>
        <button type="button" onClick={close} className={secondaryButtonClass}>
          {t('orders.cancel.keep')}
        </button>
      </div>
    </section>
  );
}

/** Why the cancel was refused: the API's words (a reason too long, 409 shipped), or ours. */
function refusal(
  cause: unknown,
  t: ReturnType<typeof useTranslation>['t'],
): { form?: string; reason?: string } {
  if (!isApiError(cause) || cause.status >= 500 || cause.code === 'network_error') {
    return { form: t('orders.cancel.failed') };
  }
  const reason = Object.entries(cause.fields).find(([path]) => /(^|\.)reason$/.test(path))?.[1];
  return reason ? { reason } : { form: cause.message };
}
