import { isApiError } from '@storefront/client/api-error';
import type { Order } from '@storefront/contracts/orders';
import { LoaderCircle } from 'lucide-react';
import { useSearchParams } from 'react-router';
import {
  OrderConfirmation,
  useOrder,
  useOrderByPaymentReference,
} from '../../features/orders/index.ts';
import { PaymentResult } from '../../features/payments/index.ts';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { useTranslation } from '../../shared/hooks/use-translation.ts';
import { ListFailed } from '../../shared/ui/list-failed.tsx';

/**
 * /checkout/result (issue 6, 15): where an order ends. ?orderId=… is an order just placed (cash
 * on delivery); ?reference=… a card payment's outcome (the gateway's callback sends the browser
 * here). An order placed or paid shows the orders' confirmation (lines, totals, address,
 * delivery window, where the email went); a card payment still pending or failed shows the
 * payments' result, which polls and retries, and gives way to the confirmation once paid.
 */
export default function CheckoutResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reference = params.get('reference');
  const orderId = params.get('orderId');
  useDocumentTitle(t('payments.result.title'), { withShopName: true });

  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      {reference ? (
        <PaidOrder key={reference} reference={reference} />
      ) : orderId && /^\d+$/.test(orderId) ? (
        <PlacedOrder key={orderId} orderId={Number(orderId)} />
      ) : (
        <div className="rounded-2xl border border-neutral-200 p-6">
          <h1 className="text-2xl font-bold text-neutral-900">{t('payments.result.title')}</h1>
          <p className="mt-3 text-neutral-700">{t('payments.result.missing')}</p>
        </div>
      )}
    </div>
  );
}

/** A card order still waiting for its money: the payment's own page speaks for it. */
const awaitingPayment = (order: Order) =>
  order.status === 'awaiting_payment' || order.status === 'payment_failed';

function PlacedOrder({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const order = useOrder(orderId);
  if (order.isError) {
    return (
      <ListFailed
        message={
          isApiError(order.error) && order.error.status === 404
            ? order.error.message
            : t('payments.result.loadFailed')
        }
        onRetry={() => void order.refetch()}
      />
    );
  }
  if (!order.data) return <Loading />;
  if (order.data.paymentReference && awaitingPayment(order.data)) {
    return <PaymentResult reference={order.data.paymentReference} />;
  }
  return <OrderConfirmation order={order.data} />;
}

/**
 * The order a card payment is for, found among the caller's newest orders: paid, its
 * confirmation; otherwise (pending, failed, not found) the payment's result. When that result
 * sees the payment through, it refreshes the orders, and the confirmation takes its place.
 */
function PaidOrder({ reference }: { reference: string }) {
  const { order, isPending } = useOrderByPaymentReference(reference);
  if (isPending) return <Loading />;
  if (order && !awaitingPayment(order)) return <OrderConfirmation order={order} />;
  return <PaymentResult reference={reference} />;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center gap-3 py-10 text-neutral-700">
      <LoaderCircle aria-hidden className="size-5 animate-spin" />
      <span>{t('app.loading')}</span>
    </div>
  );
}
