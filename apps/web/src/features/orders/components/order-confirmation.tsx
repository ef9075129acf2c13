import type { OrderStatus } from '@storefront/contracts/order-status';
import type { Order } from '@storefront/contracts/orders';
import { routes } from '@storefront/contracts/routes';
import { CircleCheck, MailCheck, Package } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { isolate } from '../../../lib/forms/bidi.ts';
import {
  primaryButtonClass,
  secondaryButtonClass,
  textLinkClass,
} from '../../../lib/forms/styles.ts';
import { useThemeConfig } from '../../../shared/api/get-theme-config.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { Price } from '../../../shared/ui/price.tsx';
import { useSession } from '../../sessions/index.ts';
import { useOrderItems } from '../api/get-order-items.ts';
import { DeliveryEstimate } from './delivery-estimate.tsx';
import { OrderAddressBlock } from './order-address.tsx';
import { OrderLines } from './order-lines.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrderTotals } from './order-totals.tsx';

/** Statuses of an order whose card payment went through. */
const PAID: readonly OrderStatus[] = ['paid', 'processing', 'shipped', 'delivered'];

/**
 * Where checkout ends once the order is placed (cash on delivery) or paid (issue 15): the
 * outcome in a heading that takes the focus and is announced, the number, total and status,
 * where the confirmation email went, the delivery window, then the lines with their pictures,
 * the totals and the shipping address. A guest is offered an account, and told how to find the
 * order again without one.
 */
export function OrderConfirmation({ order }: { order: Order }) {
  const { t } = useTranslation();
  const items = useOrderItems(order.orderId);
  const { isGuest } = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const goingAhead = order.status === 'placed' || PAID.includes(order.status);
  // Paid is what the gateway said: a cash order on its way is placed, and paid at the door.
  const paid = order.status === 'paid' || order.timeline.some((event) => event.status === 'paid');
  const title = !goingAhead
    ? t('orders.detail.title', { number: order.orderNumber })
    : paid
      ? t('orders.confirmation.paidTitle')
      : t('orders.confirmation.placedTitle');

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="outcome"
        className="rounded-2xl border border-neutral-200 p-6 sm:p-8"
      >
        {/* Opened again after a cancel: the order, without the tick of success. */}
        {goingAhead ? (
          <CircleCheck aria-hidden className="size-10 text-green-700" />
        ) : (
          <Package aria-hidden className="size-10 text-neutral-600" />
        )}
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
        <div className="mt-4 space-y-4 text-neutral-700">
          {order.status === 'placed' && <p>{t('orders.confirmation.placedBody')}</p>}
          <dl className="grid grid-cols-[auto_1fr] items-center gap-x-6 gap-y-1">
            <dt className="text-neutral-600">{t('orders.detail.number')}</dt>
            <dd className="font-semibold text-neutral-900">
              <bdi>{order.orderNumber}</bdi>
            </dd>
            <dt className="text-neutral-600">{t('orders.detail.total')}</dt>
            <dd className="font-semibold text-neutral-900">
              <Price minor={order.total} className="whitespace-nowrap" />
            </dd>
            <dt className="text-neutral-600">{t('orders.detail.status')}</dt>
            <dd>
              <OrderStatusBadge status={order.status} />
            </dd>
          </dl>
          <p className="flex items-start gap-2">
            <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary-strong" />
            <span className="min-w-0 break-words">
              {t('orders.confirmation.emailSent', { email: isolate(order.contactEmail) })}
            </span>
          </p>
          <DeliveryEstimate estimate={order.deliveryEstimate} />
          <div className="flex flex-wrap gap-3 pt-2">
            <Link to={routes.order(order.orderId)} className={primaryButtonClass}>
              {t('orders.confirmation.viewOrder')}
            </Link>
            <Link to={routes.home} className={secondaryButtonClass}>
              {t('orders.confirmation.continueShopping')}
            </Link>
          </div>
        </div>
      </section>

      {isGuest && <GuestOffer order={order} />}

      <section aria-labelledby="order-items" className="space-y-3">
        <h2 id="order-items" className="text-lg font-semibold text-neutral-900">
          {t('orders.detail.items')}
        </h2>
        <OrderLines items={items.data} />
      </section>
      <OrderTotals order={order} />
      <OrderAddressBlock
        title={t('orders.detail.shippingAddress')}
        address={order.shippingAddress}
      />
    </div>
  );
}

/**
 * For a guest: an account with the order's email (the registration form does not read an
 * address to prefill, so the link is plain), and the way back to the order without one.
 */
function GuestOffer({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { data: theme } = useThemeConfig();
  const track = `${routes.trackOrder}?${new URLSearchParams({ number: order.orderNumber })}`;
  return (
    <section
      aria-labelledby={theme?.can_register ? 'guest-offer' : undefined}
      className="space-y-3 rounded-2xl border-2 border-primary/40 bg-white p-5 text-neutral-800"
    >
      {theme?.can_register && (
        <>
          <h2 id="guest-offer" className="text-lg font-semibold text-neutral-900">
            {t('orders.confirmation.accountTitle')}
          </h2>
          <p className="break-words">
            {t('orders.confirmation.accountBody', { email: isolate(order.contactEmail) })}
          </p>
          <Link
            to={routes.register}
            state={{ email: order.contactEmail }}
            className={secondaryButtonClass}
          >
            {t('orders.confirmation.createAccount')}
          </Link>
        </>
      )}
      <p className="flex items-start gap-2 text-sm">
        <Package aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          {t('orders.confirmation.trackLater')}{' '}
          <Link to={track} className={textLinkClass}>
            {t('orders.track.link')}
          </Link>
        </span>
      </p>
    </section>
  );
}
