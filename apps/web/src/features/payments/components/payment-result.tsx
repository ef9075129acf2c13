import { isApiError } from '@storefront/client/api-error';
import type { TranslationKey } from '@storefront/contracts/i18n/en';
import { routes } from '@storefront/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Clock, LoaderCircle } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { ListFailed } from '../../../shared/ui/list-failed.tsx';
import { Price } from '../../../shared/ui/price.tsx';
import {
  paymentStatusQueryOptions,
  STATUS_POLL_TIMES,
  usePaymentStatus,
} from '../api/get-payment-status.ts';
import { PayButton, primaryClass, secondaryClass } from './pay-button.tsx';

type Tone = 'success' | 'failure' | 'pending';

/**
 * The outcome: its title in a heading that takes the focus when it appears (so keyboard and
 * screen reader users land on it), and is announced through a polite live region.
 */
function Outcome({ tone, title, children }: { tone: Tone; title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (tone !== 'pending') heading.current?.focus();
  }, [tone]);
  const Icon = tone === 'success' ? CircleCheck : tone === 'failure' ? CircleAlert : Clock;
  const color =
    tone === 'success' ? 'text-green-700' : tone === 'failure' ? 'text-red-700' : 'text-amber-600';
  return (
    <section className="rounded-2xl border border-neutral-200 p-6 sm:p-8" aria-labelledby="outcome">
      <Icon aria-hidden className={`size-10 ${color}`} />
      <h1
        id="outcome"
        ref={heading}
        tabIndex={-1}
        className="mt-3 text-2xl font-bold tracking-tight text-neutral-900 outline-none sm:text-3xl"
      >
        {title}
      </h1>
      <p role="status" className="sr-only">
        {title}
      </p>
      <div className="mt-4 space-y-4 text-neutral-700">{children}</div>
    </section>
  );
}

function OrderFacts({ orderNumber, total }: { orderNumber: string; total: number }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
      <dt className="text-neutral-600">{t('payments.result.orderNumber')}</dt>
      <dd className="font-semibold text-neutral-900">
        <bdi>{orderNumber}</bdi>
      </dd>
      <dt className="text-neutral-600">{t('payments.result.total')}</dt>
      <dd className="font-semibold text-neutral-900">
        <Price minor={total} />
      </dd>
    </dl>
  );
}

function SuccessActions({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-3 pt-2">
      <Link to={routes.order(orderId)} className={primaryClass}>
        {t('payments.result.viewOrder')}
      </Link>
      <Link to={routes.home} className={secondaryClass}>
        {t('payments.result.continueShopping')}
      </Link>
    </div>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center gap-3 py-10 text-neutral-700">
      <LoaderCircle aria-hidden className="size-5 animate-spin" />
      <span>{label}</span>
    </div>
  );
}

/** /checkout/result?reference=…: the card payment's outcome, polling briefly while pending. */
export function PaymentResult({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = usePaymentStatus(reference);
  const data = status.data;
  const orderStatus = data?.orderStatus;
  // The order changed: whatever shows orders (history, detail) reads them again.
  useEffect(() => {
    if (orderStatus === 'paid' || orderStatus === 'payment_failed') {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    }
  }, [orderStatus, queryClient]);

  if (status.isError && !data) {
    return (
      <ListFailed
        message={
          isApiError(status.error) && status.error.status === 404
            ? status.error.message
            : t('payments.result.loadFailed')
        }
        onRetry={() => void status.refetch()}
      />
    );
  }
  if (!data) return <Loading label={t('payments.result.loading')} />;

  const paid = data.status === 'succeeded' || orderStatus === 'paid';
  if (paid) {
    return (
      <Outcome tone="success" title={t('payments.result.successTitle')}>
        <OrderFacts orderNumber={data.orderNumber} total={data.amount} />
        <SuccessActions orderId={data.orderId} />
      </Outcome>
    );
  }

  if (data.status === 'failed') {
    const reason = `payments.failure.${data.failureReason ?? 'unknown'}` as TranslationKey;
    const reasonText = t(reason) === reason ? t('payments.failure.unknown') : t(reason);
    return (
      <Outcome tone="failure" title={t('payments.result.failedTitle')}>
        <p className="font-medium text-red-800">{reasonText}</p>
        <p>{t('payments.result.failedBody')}</p>
        <OrderFacts orderNumber={data.orderNumber} total={data.amount} />
        <div className="flex flex-wrap items-start gap-3 pt-2">
          <PayButton
            reference={reference}
            label={t('payments.result.tryAgain')}
            onAlreadyPaid={() => void status.refetch()}
          />
          <Link to={routes.order(data.orderId)} className={secondaryClass}>
            {t('payments.result.viewOrder')}
          </Link>
        </div>
      </Outcome>
    );
  }

  // Pending: polled a few times (get-payment-status.ts), then the shopper decides.
  // Read dataUpdatedAt so each answer re-renders, even one with the same data.
  const updates = status.dataUpdatedAt
    ? (queryClient.getQueryState(paymentStatusQueryOptions(reference).queryKey)?.dataUpdateCount ??
      0)
    : 0;
  const stillPolling = updates < STATUS_POLL_TIMES;
  if (stillPolling) return <Loading label={t('payments.result.pending')} />;
  return (
    <Outcome tone="pending" title={t('payments.result.pending')}>
      <p>{t('payments.result.pendingStill')}</p>
      <OrderFacts orderNumber={data.orderNumber} total={data.amount} />
      <div className="flex flex-wrap items-start gap-3 pt-2">
        <PayButton
          reference={reference}
          label={t('payments.result.payNow')}
          onAlreadyPaid={() => void status.refetch()}
        />
        <button
          type="button"
          onClick={() => void status.refetch()}
          disabled={status.isFetching}
          className={secondaryClass}
        >
          {t('payments.result.checkAgain')}
        </button>
      </div>
    </Outcome>
  );
}
