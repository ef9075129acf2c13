import type { AdminOrdersQuery } from '@storefront/contracts/admin-orders';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { Pagination } from '../../shared/ui/pagination.tsx';
import { ListBody } from '../../shared/ui/query-status.tsx';
import {
  cardClass,
  secondaryButtonClass,
  tableClass,
  tableWrapClass,
  thClass,
} from '../../shared/ui/styles.ts';
import { useExportOrders } from './api/export-orders.ts';
import { useOrders } from './api/list-orders.ts';
import { OrderFilters } from './order-filters.tsx';
import { OrderRow, WIDE_ONLY } from './order-row.tsx';
import { OrderViews } from './order-views.tsx';
import { readOrdersQuery, toSearchParams } from './orders-query.ts';

/** /admin/orders (orders.read): quick views, search, filters, pages, and the list as CSV. */
export default function OrdersPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readOrdersQuery(params), [params]);
  const orders = useOrders(query);
  const exporter = useExportOrders();
  const apply = (next: AdminOrdersQuery) => setParams(toSearchParams(next));
  const { page: _page, ...filter } = query;

  // On a phone the list keeps what finding an order needs: its number (with its date and
  // status), the customer and the total.
  const headers = [
    [t('orders.number'), ''],
    [t('orders.date'), WIDE_ONLY],
    [t('orders.customer'), ''],
    [t('orders.total'), ''],
    [t('orders.payment'), WIDE_ONLY],
    [t('orders.status'), WIDE_ONLY],
  ] as const;
  const items = orders.data?.items ?? [];

  return (
    <>
      <PageHeader
        title={t('orders.title')}
        actions={
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={exporter.isPending}
            onClick={() => exporter.mutate(filter)}
          >
            {t('orders.export')}
          </button>
        }
      />
      {exporter.isError && (
        <div className="mb-3">
          <FormAlert message={t('orders.exportFailed')} />
        </div>
      )}
      <div className={cardClass}>
        <OrderViews current={query.view} />
        <OrderFilters value={query} choices={orders.data} onApply={apply} />
        <ListBody query={orders} permission="orders.read" emptyText={t('orders.empty')}>
          {(data) => (
            <>
              <div className={tableWrapClass}>
                <table className={`${tableClass} max-md:min-w-0`} aria-busy={orders.isFetching}>
                  <caption className="sr-only">{t('orders.title')}</caption>
                  <thead>
                    <tr>
                      {headers.map(([header, only]) => (
                        <th key={header} scope="col" className={`${thClass} ${only}`}>
                          {header}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((order) => (
                      <OrderRow key={order.id} order={order} />
                    ))}
                  </tbody>
                </table>
              </div>
              <Pagination
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                onPage={(page) => setParams(toSearchParams({ ...query, page }))}
              />
            </>
          )}
        </ListBody>
      </div>
    </>
  );
}
