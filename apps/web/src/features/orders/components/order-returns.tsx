import { shopperMayReturn } from '@storefront/contracts/order-status';
import type { Order, OrderItem, OrderReturn } from '@storefront/contracts/orders';
import { PackageOpen } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { secondaryButtonClass } from '../../../lib/forms/styles.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { returnableQuantities } from '../returnable.ts';
import { OrderDate } from './order-date.tsx';
import { ReturnRequestForm } from './return-request-form.tsx';

const tones: Record<OrderReturn['status'], string> = {
  requested: 'bg-amber-100 text-amber-900',
  approved: 'bg-sky-100 text-sky-900',
  received: 'bg-green-100 text-green-900',
  refused: 'bg-red-100 text-red-900',
};

/**
 * The order's return requests (issue 15), and on a delivered order with units left to send
 * back, "Return items", which opens the request form in place. Once sent, the new request is
 * in the list (the answer is the order) and focus goes to the list's heading.
 */
export function OrderReturns({
  order,
  items,
  canRequest,
}: {
  order: Order;
  items: OrderItem[] | undefined;
  /** False for an order opened by its Order-Access key: only its owner may ask. */
  canRequest: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [focus, setFocus] = useState<'heading' | 'button' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focus === 'heading') headingRef.current?.focus();
    if (focus === 'button') buttonRef.current?.focus();
  }, [focus]);

  const left = returnableQuantities(items ?? [], order.returns);
  const offer =
    canRequest && shopperMayReturn(order.status) && [...left.values()].some((n) => n > 0);
  if (order.returns.length === 0 && !offer) return null;
  const nameOf = (itemId: number) =>
    items?.find((item) => item.itemId === itemId)?.productName ?? '';

  return (
    <section aria-labelledby="order-returns" className="space-y-3">
      <h2
        id="order-returns"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-neutral-900 outline-none"
      >
        {t('orders.returns.title')}
      </h2>
      {order.returns.length > 0 && (
        <ul className="divide-y divide-neutral-200 rounded-2xl border border-neutral-200">
          {order.returns.map((request) => (
            <li key={request.returnId} className="space-y-2 p-4">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span
                  className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ${tones[request.status]}`}
                >
                  {t(`orders.returns.status.${request.status}`)}
                </span>
                <span className="text-sm text-neutral-600">
                  {t('orders.returns.requestedOn')} <OrderDate iso={request.createdAt} />
                </span>
              </div>
              <ul className="text-sm text-neutral-800">
                {request.lines.map((line) => (
                  <li key={line.itemId}>
                    {t('orders.returns.line', { name: nameOf(line.itemId), count: line.quantity })}
                  </li>
                ))}
              </ul>
              <p className="text-sm break-words text-neutral-700">
                <span className="font-medium">{t('orders.returns.reasonLabel')}:</span>{' '}
                {request.reason}
              </p>
              {/* Issue 26: staff's reason for refusing, or their note on approving. */}
              {request.decisionNote && (
                <p className="text-sm break-words text-neutral-700">
                  <span className="font-medium">{t('orders.returns.decision')}:</span>{' '}
                  {request.decisionNote}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {offer &&
        items &&
        (open ? (
          <ReturnRequestForm
            order={order}
            items={items}
            left={left}
            onSent={() => {
              setOpen(false);
              setFocus('heading');
              void showToast('success', t('orders.returns.sent'));
            }}
            onClose={() => {
              setOpen(false);
              setFocus('button');
            }}
          />
        ) : (
          <button
            ref={buttonRef}
            type="button"
            onClick={() => {
              setFocus(null);
              setOpen(true);
            }}
            className={secondaryButtonClass}
          >
            <PackageOpen aria-hidden className="size-4" />
            {t('orders.returns.start')}
          </button>
        ))}
    </section>
  );
}
