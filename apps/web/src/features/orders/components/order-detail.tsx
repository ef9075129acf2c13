import { joinList } from '@storefront/contracts/list-format';
import type { Order, OrderItem, ReorderResult } from '@storefront/contracts/orders';
import { routes } from '@storefront/contracts/routes';
import { FileDown, RotateCcw } from 'lucide-react';
import { useNavigate } from 'react-router';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { LinePicture } from '../../../shared/ui/line-picture.tsx';
import { Price } from '../../../shared/ui/price.tsx';
import { useDownloadInvoice } from '../api/download-invoice.ts';
import { useReorder } from '../api/reorder.ts';
import { OrderAddressBlock } from './order-address.tsx';
import { OrderDate } from './order-date.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

const button =
  'inline-flex items-center gap-2 rounded-full px-5 py-2.5 font-semibold disabled:opacity-60';

/** One order: its status, lines, totals, addresses and methods, the invoice and "order again". */
export function OrderDetail({ order, items }: { order: Order; items: OrderItem[] | undefined }) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const download = useDownloadInvoice();
  const again = useReorder();

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

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-neutral-700">
        <OrderStatusBadge status={order.status} />
        <span>
          {t('orders.detail.date')}: <OrderDate iso={order.createdAt} withTime />
        </span>
      </div>

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
        <button
          type="button"
          onClick={onReorder}
          disabled={again.isPending}
          className={`${button} bg-primary-strong text-white hover:brightness-90`}
        >
          <RotateCcw aria-hidden className="size-4" />
          {t('orders.detail.orderAgain')}
        </button>
      </div>

      <section aria-labelledby="order-items">
        <h2 id="order-items" className="text-lg font-semibold text-neutral-900">
          {t('orders.detail.items')}
        </h2>
        {!items ? (
          <div aria-hidden className="mt-3 h-24 animate-pulse rounded-2xl bg-neutral-100" />
        ) : (
          <ul className="mt-3 divide-y divide-neutral-200 rounded-2xl border border-neutral-200">
            {items.map((item) => (
              <li key={item.itemId} className="flex gap-4 p-4">
                <LinePicture path={item.picturePath} alt={item.productName} size="sm" />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-neutral-900">{item.productName}</p>
                  {item.attributes.length > 0 && (
                    <p className="text-sm text-neutral-600">
                      {joinList(
                        item.attributes.map((a) => `${a.attributeName}: ${a.value}`),
                        language,
                      )}
                    </p>
                  )}
                  <p className="text-sm text-neutral-700">
                    {t('orders.detail.quantity', { count: item.quantity })} ×{' '}
                    <Price minor={item.unitPrice} />
                  </p>
                  {item.itemNotes && <p className="text-sm text-neutral-600">{item.itemNotes}</p>}
                </div>
                <Price minor={item.lineTotal} className="font-semibold text-neutral-900" />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="order-totals" className="rounded-2xl border border-neutral-200 p-4">
        <h2 id="order-totals" className="sr-only">
          {t('orders.detail.total')}
        </h2>
        <dl className="space-y-2">
          <Row label={t('orders.detail.subTotal')} amount={order.subTotal} />
          {order.discount > 0 && (
            <Row
              label={
                order.promoCode
                  ? `${t('orders.detail.discount')} (${t('orders.detail.promoCode', { code: order.promoCode })})`
                  : t('orders.detail.discount')
              }
              amount={-order.discount}
            />
          )}
          <Row label={t('orders.detail.shipping')} amount={order.shippingAmount} />
          <Row label={t('orders.detail.total')} amount={order.total} strong />
        </dl>
      </section>

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

function Row({
  label,
  amount,
  strong = false,
}: {
  label: string;
  amount: number;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? 'border-t border-neutral-200 pt-2 text-lg font-bold text-neutral-900' : 'text-neutral-700'}`}
    >
      <dt>{label}</dt>
      <dd>
        <Price minor={amount} />
      </dd>
    </div>
  );
}

/** One toast saying what went back in the cart and what did not. */
function announceReorder(
  result: ReorderResult,
  { t, language }: Pick<ReturnType<typeof useTranslation>, 't' | 'language'>,
): void {
  const units = result.added.reduce((sum, line) => sum + line.quantity, 0);
  const notAdded = result.unavailable
    .filter((u) => u.reason !== 'reduced')
    .map((u) => u.productName);
  const reduced = result.unavailable
    .filter((u) => u.reason === 'reduced')
    .map((u) => u.productName);
  const parts = [
    units > 0 ? t('orders.reorder.added', { count: units }) : t('orders.reorder.nothingAdded'),
    notAdded.length > 0
      ? t('orders.reorder.notAdded', { names: joinList(notAdded, language) })
      : '',
    reduced.length > 0 ? t('orders.reorder.reduced', { names: joinList(reduced, language) }) : '',
  ].filter(Boolean);
  void showToast(
    units > 0 && parts.length === 1 ? 'success' : units > 0 ? 'warning' : 'error',
    parts.join(' '),
  );
}
