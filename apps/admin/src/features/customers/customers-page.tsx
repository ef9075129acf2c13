import type { AdminCustomersQuery } from '@storefront/contracts/admin-customers';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { Pagination } from '../../shared/ui/pagination.tsx';
import { ListBody } from '../../shared/ui/query-status.tsx';
import { cardClass, tableClass, tableWrapClass, thClass } from '../../shared/ui/styles.ts';
import { useCustomers } from './api/list-customers.ts';
import { CustomerFilters } from './customer-filters.tsx';
import { CustomerRow, WIDE_ONLY } from './customer-row.tsx';
import { readCustomersQuery, toSearchParams } from './customers-query.ts';

/** /admin/customers (customers.read): search by name, email or phone, status, sort, pages. */
export default function CustomersPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readCustomersQuery(params), [params]);
  const customers = useCustomers(query);
  const apply = (next: AdminCustomersQuery) => setParams(toSearchParams(next));

  // On a phone the list keeps what finding a customer needs: who (with their email and phone
  // under the name), what they spent (with their orders under it) and the status.
  const headers = [
    [t('customers.customer'), ''],
    [t('customers.email'), WIDE_ONLY],
    [t('customers.phone'), WIDE_ONLY],
    [t('customers.orders'), WIDE_ONLY],
    [t('customers.spent'), ''],
    [t('customers.lastOrder'), WIDE_ONLY],
    [t('customers.status'), ''],
  ] as const;

  return (
    <>
      <PageHeader title={t('customers.title')} />
      <div className={cardClass}>
        <CustomerFilters value={query} onApply={apply} />
        <ListBody query={customers} permission="customers.read" emptyText={t('customers.empty')}>
          {(data) => (
            <>
              <div className={tableWrapClass}>
                <table className={`${tableClass} max-md:min-w-0`} aria-busy={customers.isFetching}>
                  <caption className="sr-only">{t('customers.title')}</caption>
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
                    {data.items.map((customer) => (
                      <CustomerRow key={customer.id} customer={customer} />
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
