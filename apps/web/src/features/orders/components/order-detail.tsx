import { shopperMayCancel } from '@storefront/contracts/order-status';
import type { Order, OrderItem } from '@storefront/contracts/orders';
import { routes } from '@storefront/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { FileDown, RotateCcw } from 'lucide-react';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { PayButton } from '../../payments/index.ts';
import { announceReorder } from '../announce-reorder.ts';
import { useDownloadInvoice } from '../api/download-invoice.ts';
import { useReorder } from '../api/reorder.ts';
import { CancelOrder } from './cancel-order.tsx';
import { DeliveryEstimate } from './delivery-estimate.tsx';
import { OrderAddressBlock } from './order-address.tsx';
import { OrderDate } from './order-date.tsx';
import { OrderLines } from './order-lines.tsx';
import { OrderReturns } from './order-returns.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { OrderTotals } from './order-totals.tsx';
import { OrderTracking } from './order-tracking.tsx';
import { RefundNotice } from './refund-notice.tsx';

const button =
  'inline-flex items-center gap-2 rounded-full px-5 py-2.5 font-semibold disabled:opacity-60';

/**
 * One order: its status and life (timeline, delivery window, refund, cancel), the invoice and
 * "order again", its lines, returns, totals, addresses and methods. With `access` (an order
 * found by number and email) every call carries its key, and what only the owner may do
 * (order again into their cart, ask for a return) is not offered.
 */
export function OrderDetail({
  order,
  items,
  access = null,
}: {
  order: Order;
  items: OrderItem[] | undefined;
  access?: string | null;
}) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const download = useDownloadInvoice(access);
  const again = useReorder();
  const statusHeading = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  // A card order left unpaid (the gateway's page closed, or the card declined) can be paid from
  // here while the shop still waits for it; its owner only (the payment link is theirs).
  const payable =
    !access &&
    order.paymentReference !== null &&
    (order.status === 'awaiting_payment' || order.status === 'payment_failed');

  const onDownload = () => {
    download.mutate(order.orderId, {
      onError: () => void showToast('error', t('orders.detail.downloadFailed')),
    });
  };
  const onReorder = () => {
    again.mutate(order.orderId, {
      onSuccess: (result) => {
        announceReorder(result, { t, language });
        void navigate(routes.cart);
      },
      onError: () => void showToast('error', t('orders.detail.reorderFailed')),
    });
  };
  const onCancelled = () => {
    // The cancel button is gone with the question: focus goes to the status it changed.
    statusHeading.current?.focus();
    void showToast('success', t('orders.cancel.done'));
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-neutral-700">
        <OrderStatusBadge status={order.status} />
        <span>
          {t('orders.detail.date')}: <OrderDate iso={order.createdAt} withTime />
        </span>
      </div>

      <section
        aria-labelledby="order-status"
        className="space-y-4 rounded-2xl border border-neutral-200 p-4"
      >
        <h2
          id="order-status"
          ref={statusHeading}
          tabIndex={-1}
          className="text-lg font-semibold text-neutral-900 outline-none"
        >
          {t('orders.timeline.title')}
        </h2>
        <DeliveryEstimate estimate={order.deliveryEstimate} />
        <OrderTracking shipment={order.shipment} />
        <RefundNotice refund={order.refund} />
        <OrderTimeline order={order} />
        {payable && order.paymentReference && (
          <PayButton
            reference={order.paymentReference}
            label={t('payments.result.payNow')}
            onAlreadyPaid={() => void queryClient.invalidateQueries({ queryKey: ['orders'] })}
          />
        )}
        {shopperMayCancel(order.status) && (
          <CancelOrder order={order} access={access} onCancelled={onCancelled} />
        )}
      </section>

      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={onDownload}
          disabled={download.isPending}
          className={`${button} border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100`}
        >
          <FileDown aria-hidden className="size-4" />
          {t('orders.detail.downloadInvoice')}
        </button>
        {!access && (
          <button
            type="button"
            onClick={onReorder}
            disabled={again.isPending}
            className={`${button} bg-primary-strong text-white hover:brightness-90`}
          >
            <RotateCcw aria-hidden className="size-4" />
            {t('orders.detail.orderAgain')}
          </button>
        )}
      </div>

      <section aria-labelledby="order-items" className="space-y-3">
        <h2 id="order-items" className="text-lg font-semibold text-neutral-900">
          {t('orders.detail.items')}
        </h2>
        <OrderLines items={items} />
      </section>

      <OrderReturns order={order} items={items} canRequest={!access} />

      <OrderTotals order={order} />

      <div className="grid gap-4 sm:grid-cols-2">
        <OrderAddressBlock
          title={t('orders.detail.shippingAddress')}
          address={order.shippingAddress}
        />
        <OrderAddressBlock
          title={t('orders.detail.billingAddress')}
          address={order.billingAddress}
        />
        <section className="rounded-2xl border border-neutral-200 p-4">
          <h2 className="font-semibold text-neutral-900">{t('orders.detail.shippingMethod')}</h2>
          <p className="mt-2 text-sm text-neutral-700">{order.shippingMethodName}</p>
        </section>
        <section className="rounded-2xl border border-neutral-200 p-4">
          <h2 className="font-semibold text-neutral-900">{t('orders.detail.paymentMethod')}</h2>
          <p className="mt-2 text-sm text-neutral-700">
            {t(`orders.payment.${order.paymentMethodCode}`)}
          </p>
        </section>
      </div>
    </div>
  );
}
