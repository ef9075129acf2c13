import type { AdminOrdersQuery } from '@storefront/contracts/admin-orders';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useStaff } from '../../auth/staff-context.tsx';
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
import { filterString, readOrdersQuery, toSearchParams } from './orders-query.ts';
import { SaveOrderView } from './save-order-view.tsx';
import { removeView, saveView, useSavedOrderViews } from './saved-order-views.ts';

/**
 * /admin/orders (orders.read): quick views and the staff member's saved ones, search, filters,
 * pages, and the list as CSV.
 */
export default function OrdersPage() {
  const { t } = useI18n();
  const staff = useStaff();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readOrdersQuery(params), [params]);
  const orders = useOrders(query);
  const exporter = useExportOrders();
  const saved = useSavedOrderViews(staff.id);
  // A saved or removed view's word, for the address it was said at: it goes as the list moves on.
  const [message, setMessage] = useState<{ text: string; at: string }>();
  const say = (text: string) => setMessage({ text, at: params.toString() });
  const shown = message?.at === params.toString() ? message.text : undefined;
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
        {/* The button shares the tabs' line, at its end, and goes under them when they fill it. */}
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b border-neutral-200 px-3">
          <OrderViews
            query={query}
            saved={saved}
            onRemove={(view) => {
              removeView(staff.id, view.name);
              say(t('orders.viewRemoved', { name: view.name }));
            }}
          />
          <SaveOrderView
            onSave={(name) => {
              const result = saveView(staff.id, name, filterString(query));
              if ('refusal' in result) return result.refusal;
              say(t('orders.saveView.saved', { name: name.trim() }));
              return undefined;
            }}
          />
        </div>
        <p role="status" className={`px-3 text-sm text-neutral-700 ${shown ? 'py-2' : ''}`}>
          {shown}
        </p>
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
