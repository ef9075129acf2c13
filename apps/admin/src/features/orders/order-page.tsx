import { isApiError } from '@storefront/client/api-error';
import type { AdminOrder } from '@storefront/contracts/admin-orders';
import { groupPhone } from '@storefront/contracts/phone-format';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../app/pages/not-found-page.tsx';
import { useCan } from '../../auth/staff-context.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { formatDateTime } from '../../shared/format-date.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { LoadFailed, Loading } from '../../shared/ui/query-status.tsx';
import { cardClass, linkClass } from '../../shared/ui/styles.ts';
import { useOrder } from './api/get-order.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderAddressBlock } from './order-address.tsx';
import { OrderDocuments } from './order-documents.tsx';
import { OrderLines } from './order-lines.tsx';
import { OrderNotes } from './order-notes.tsx';
import { OrderRefunds } from './order-refunds.tsx';
import { OrderReturns } from './order-returns.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { OrderTotals } from './order-totals.tsx';

/** A titled card of the order's page. */
function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`${cardClass} p-4`}>
      <h2 id={id} className="mb-3 font-semibold text-neutral-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A term and its value in a card's list. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 py-0.5 text-sm">
      <dt className="text-neutral-600">{term}</dt>
      <dd className="min-w-0 break-words text-neutral-900">{children}</dd>
    </div>
  );
}

/** /admin/orders/:id (orders.read): everything about one order; its moves with orders.write. */
export default function OrderPage() {
  const { id } = useParams();
  const orderId = Number(id);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const order = useOrder(valid ? orderId : 0);
  if (!valid || (isApiError(order.error) && order.error.status === 404)) return <NotFoundPage />;
  if (order.isError) {
    return (
      <LoadFailed error={order.error} permission="orders.read" retry={() => void order.refetch()} />
    );
  }
  if (!order.data) return <Loading />;
  return <OrderView detail={order.data} />;
}

function OrderView({ detail }: { detail: AdminOrder }) {
  const { t, lang } = useI18n();
  const canWrite = useCan('orders.write');
  const { order, customer } = detail;

  return (
    <>
      <p className="mb-2 text-sm">
        {/* On the page's grey, the shop's colour is too faint for small text: dark, underlined. */}
        <Link
          to="/orders"
          className="font-medium text-neutral-800 underline underline-offset-2 hover:text-neutral-950"
        >
          {t('order.back')}
        </Link>
      </p>
      <PageHeader
        title={t('order.title', { number: order.orderNumber })}
        actions={<OrderDocuments order={order} />}
      />
      <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-neutral-700">
        <OrderStatusBadge status={order.status} />
        <span>{t('order.placed', { date: formatDateTime(order.createdAt, lang) })}</span>
        <span>
          {t('order.language', {
            language: t(`order.language.${order.lang === 'ar' ? 'ar' : 'en'}`),
          })}
        </span>
      </div>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-4">
          <Card id="order-items" title={t('order.items')}>
            <OrderLines items={detail.items} />
          </Card>
          {detail.returns.length > 0 && (
            <Card id="order-returns" title={t('returns.title')}>
              <OrderReturns detail={detail} />
            </Card>
          )}
          <Card id="order-totals" title={t('order.totals')}>
            <OrderTotals order={order} />
          </Card>
          <Card id="order-timeline" title={t('order.timeline')}>
            <OrderTimeline events={detail.timeline} />
          </Card>
        </div>

        <div className="space-y-4">
          <Card id="order-actions" title={t('order.actions')}>
            {canWrite ? (
              <OrderActions detail={detail} />
            ) : (
              <p className="text-sm text-neutral-600">{t('order.readOnly')}</p>
            )}
          </Card>
          <Card id="order-customer" title={t('order.customer')}>
            <dl>
              <Fact term={t('orders.customer')}>{customer.name}</Fact>
              <Fact term={t('order.email')}>
                <span className="break-all">{customer.email}</span>
              </Fact>
              <Fact term={t('order.phone')}>
                <bdi dir="ltr">{groupPhone(customer.phone)}</bdi>
              </Fact>
            </dl>
            <p className="mt-2 text-xs text-neutral-600">
              {customer.guest ? t('order.guest') : t('order.account')}
            </p>
            <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
              <OrderAddressBlock
                title={t('order.shippingAddress')}
                address={order.shippingAddress}
              />
              <OrderAddressBlock title={t('order.billingAddress')} address={order.billingAddress} />
            </div>
          </Card>
          <Card id="order-payment" title={t('order.payment')}>
            <dl>
              <Fact term={t('order.paymentMethod')}>{detail.paymentMethodName}</Fact>
              <Fact term={t('order.paymentState')}>{t(`paymentState.${detail.paymentState}`)}</Fact>
              <Fact term={t('order.paymentReference')}>
                {order.paymentReference ? (
                  <bdi dir="ltr" className="break-all font-mono text-xs">
                    {order.paymentReference}
                  </bdi>
                ) : (
                  t('order.none')
                )}
              </Fact>
            </dl>
            <OrderRefunds detail={detail} />
          </Card>
          <Card id="order-shipment" title={t('order.shipment')}>
            <dl>
              <Fact term={t('order.shippingMethod')}>{order.shippingMethodName}</Fact>
              {order.shipment && (
                <>
                  <Fact term={t('order.carrier')}>{order.shipment.carrier}</Fact>
                  <Fact term={t('order.trackingNumber')}>
                    <bdi dir="ltr" className="font-mono">
                      {order.shipment.trackingNumber}
                    </bdi>
                  </Fact>
                </>
              )}
            </dl>
            {order.shipment?.trackingUrl && (
              <p className="mt-2 text-sm">
                <a
                  href={order.shipment.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                >
                  {t('order.openTracking')}
                </a>
              </p>
            )}
          </Card>
          <Card id="order-notes" title={t('order.notes')}>
            <OrderNotes orderId={order.orderId} notes={detail.notes} />
          </Card>
        </div>
      </div>
    </>
  );
}
