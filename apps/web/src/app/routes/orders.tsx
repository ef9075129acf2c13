import { useSearchParams } from 'react-router';
import {
  ORDERS_PER_PAGE,
  OrderHistoryEmpty,
  OrderHistoryList,
  OrderHistoryPager,
  OrderHistorySkeleton,
  OrdersNav,
  useOrders,
} from '../../features/orders/index.ts';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { useTranslation } from '../../shared/hooks/use-translation.ts';
import { ListFailed } from '../../shared/ui/list-failed.tsx';

/**
 * /account/orders (issue 6): the caller's orders, newest first, a page at a time. Guests see
 * theirs too: orders belong to the user id, signed in or not.
 */
export default function OrdersPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const requested = Number(params.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const orders = useOrders(page);
  useDocumentTitle(t('orders.history.title'), { withShopName: true });
  const data = orders.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / ORDERS_PER_PAGE)) : 1;

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <OrdersNav current="history" />
      <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
        {t('orders.history.title')}
      </h1>
      <div className="mt-6" aria-busy={orders.isFetching}>
        {orders.isError ? (
          <ListFailed
            message={t('orders.history.loadFailed')}
            onRetry={() => void orders.refetch()}
          />
        ) : !data ? (
          <OrderHistorySkeleton />
        ) : data.count === 0 ? (
          <OrderHistoryEmpty />
        ) : (
          <>
            <OrderHistoryList orders={data.items} />
            <OrderHistoryPager page={page} pages={pages} />
          </>
        )}
      </div>
    </div>
  );
}
