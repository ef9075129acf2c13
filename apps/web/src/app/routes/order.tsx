import { ApiError } from '@storefront/client/api-error';
import { useParams } from 'react-router';
import { OrderDetail, OrdersNav, useOrder, useOrderItems } from '../../features/orders/index.ts';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { useTranslation } from '../../shared/hooks/use-translation.ts';
import { ListFailed } from '../../shared/ui/list-failed.tsx';

/** /account/orders/{orderId} (issue 6): one of the caller's orders. */
export default function OrderPage() {
  const { t } = useTranslation();
  const { orderId: param } = useParams();
  const orderId = Number(param);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const order = useOrder(orderId);
  const items = useOrderItems(orderId);
  const notFound = !valid || (order.error instanceof ApiError && order.error.status === 404);
  useDocumentTitle(
    order.data ? t('orders.detail.title', { number: order.data.orderNumber }) : null,
    { withShopName: true },
  );

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <OrdersNav current="detail" />
      <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
        {order.data ? (
          t('orders.detail.title', { number: order.data.orderNumber })
        ) : notFound ? (
          t('orders.detail.notFound')
        ) : (
          <span className="inline-block h-8 w-56 animate-pulse rounded bg-neutral-200" />
        )}
      </h1>
      <div className="mt-6">
        {notFound ? null : order.isError || items.isError ? (
          <ListFailed
            message={t('orders.detail.loadFailed')}
            onRetry={() => {
              void order.refetch();
              void items.refetch();
            }}
          />
        ) : order.data ? (
          <OrderDetail order={order.data} items={items.data} />
        ) : (
          <div aria-hidden className="h-64 animate-pulse rounded-2xl bg-neutral-100" />
        )}
      </div>
    </div>
  );
}
