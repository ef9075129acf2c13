import { ApiError } from '@storefront/client/api-error';
import { parseOrderNumber } from '@storefront/contracts/order-rules';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  forgetOrderAccess,
  OrderDetail,
  TrackOrderForm,
  useOrder,
  useOrderItems,
  useStoredOrderAccess,
} from '../../features/orders/index.ts';
import { FormAlert } from '../../lib/forms/form-alert.tsx';
import { secondaryButtonClass } from '../../lib/forms/styles.ts';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { useTranslation } from '../../shared/hooks/use-translation.ts';
import { ListFailed } from '../../shared/ui/list-failed.tsx';

/**
 * /track-order (issue 15): a guest finds an order by its number (?number= from the order's
 * emails prefills it) and email, then sees it as on their order page (timeline, lines, totals,
 * addresses, invoice, cancel), every call carrying the order's key. The key is kept in this
 * tab, so a reload of /track-order?number=… shows the order again; one that no longer opens it
 * is forgotten and the form comes back.
 */
export default function TrackOrderPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const number = params.get('number') ?? '';
  const orderId = parseOrderNumber(number);
  const access = useStoredOrderAccess(orderId);
  const [expired, setExpired] = useState(false);
  useDocumentTitle(t('orders.track.title'), { withShopName: true });

  if (orderId !== null && access) {
    return (
      <TrackedOrder
        key={orderId}
        orderId={orderId}
        access={access}
        onAnother={() => setParams({})}
        onExpired={() => {
          forgetOrderAccess(orderId);
          setExpired(true);
        }}
      />
    );
  }

  return (
    <div className="bg-linear-to-b from-primary/10 to-white px-4 py-8 sm:py-14">
      <section
        aria-labelledby="track-title"
        className="mx-auto w-full max-w-md sm:rounded-3xl sm:border sm:border-neutral-200 sm:bg-white sm:p-8 sm:shadow-sm"
      >
        <h1
          id="track-title"
          className="text-2xl font-bold tracking-tight text-balance text-neutral-900 sm:text-3xl"
        >
          {t('orders.track.title')}
        </h1>
        <p className="mt-2 text-pretty text-neutral-700">{t('orders.track.intro')}</p>
        <div className="mt-6 space-y-5">
          {expired && <FormAlert message={t('orders.track.expired')} />}
          <TrackOrderForm
            // A new ?number= (another email's link) starts the form again with it.
            key={number}
            defaultNumber={number}
            onFound={({ order }) => {
              setExpired(false);
              setParams({ number: order.orderNumber }, { replace: true });
            }}
          />
        </div>
      </section>
    </div>
  );
}

/** The order the stored key opens, as on the order page, with the way back to the form. */
function TrackedOrder({
  orderId,
  access,
  onAnother,
  onExpired,
}: {
  orderId: number;
  access: string;
  onAnother: () => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const order = useOrder(orderId, access);
  const items = useOrderItems(orderId, access);
  const heading = useRef<HTMLHeadingElement>(null);
  const refused = order.error instanceof ApiError && order.error.status === 404;
  const loaded = order.data !== undefined;

  useEffect(() => {
    if (refused) onExpired();
  }, [refused, onExpired]);
  // The order replaced the form: take focus to its heading, so it is read out.
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <div className="mb-4">
        <button type="button" onClick={onAnother} className={secondaryButtonClass}>
          <Search aria-hidden className="size-4" />
          {t('orders.track.another')}
        </button>
      </div>
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-neutral-900 outline-none sm:text-3xl"
      >
        {order.data ? (
          t('orders.detail.title', { number: order.data.orderNumber })
        ) : (
          <span className="inline-block h-8 w-56 animate-pulse rounded bg-neutral-200" />
        )}
      </h1>
      <div className="mt-6">
        {(order.isError && !refused) || items.isError ? (
          <ListFailed
            message={t('orders.detail.loadFailed')}
            onRetry={() => {
              void order.refetch();
              void items.refetch();
            }}
          />
        ) : order.data ? (
          <OrderDetail order={order.data} items={items.data} access={access} />
        ) : (
          <div aria-hidden className="h-64 animate-pulse rounded-2xl bg-neutral-100" />
        )}
      </div>
    </div>
  );
}
