import type { AdminProductsQuery } from '@storefront/contracts/admin-catalogue';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Can } from '../../auth/require-permission.tsx';
import { useCan } from '../../auth/staff-context.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { Pagination } from '../../shared/ui/pagination.tsx';
import { ListBody } from '../../shared/ui/query-status.tsx';
import {
  cardClass,
  primaryButtonClass,
  secondaryButtonClass,
  tableClass,
  tableWrapClass,
  thClass,
} from '../../shared/ui/styles.ts';
import { useExportProducts } from './api/export-products.ts';
import { useProducts } from './api/list-products.ts';
import { BulkActions } from './bulk-actions.tsx';
import { ProductFilters } from './product-filters.tsx';
import { ProductRow, WIDE_ONLY } from './product-row.tsx';
import { readProductsQuery, toSearchParams } from './products-query.ts';

/**
 * /admin/products (catalogue.read): search, filter, sort, page; the list as the import's CSV;
 * bulk actions, adding and importing with write.
 */
export default function ProductsPage() {
  const { t } = useI18n();
  const canWrite = useCan('catalogue.write');
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readProductsQuery(params), [params]);
  const products = useProducts(query);
  const exporter = useExportProducts();
  const { page: _page, sort: _sort, ...filter } = query;
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  const apply = (next: AdminProductsQuery) => {
    setSelected(new Set());
    setParams(toSearchParams(next));
  };
  const items = products.data?.items ?? [];
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id));
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  // On a phone the list keeps what quick stock work needs: the product, its price and stock.
  const headers = [
    [t('products.product'), ''],
    [t('products.sku'), WIDE_ONLY],
    [t('products.price'), ''],
    [t('products.stock'), ''],
    [t('products.published'), WIDE_ONLY],
    [t('products.category'), WIDE_ONLY],
    [t('products.brand'), WIDE_ONLY],
  ] as const;

  return (
    <>
      <PageHeader
        title={t('products.title')}
        actions={
          <>
            <Can permission="catalogue.read">
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={exporter.isPending}
                onClick={() => exporter.mutate(filter)}
              >
                {t('products.export')}
              </button>
            </Can>
            <Can permission="catalogue.write">
              <Link to="/imports" className={secondaryButtonClass}>
                {t('products.import')}
              </Link>
              <Link to="/products/new" className={primaryButtonClass}>
                {t('products.add')}
              </Link>
            </Can>
          </>
        }
      />
      {exporter.isError && (
        <div className="mb-3">
          <FormAlert message={t('products.exportFailed')} />
        </div>
      )}
      <div className={cardClass}>
        <ProductFilters value={query} onApply={apply} />
        {canWrite && selected.size > 0 && (
          <BulkActions
            ids={[...selected]}
            archived={query.archived === 'true'}
            onDone={() => setSelected(new Set())}
          />
        )}
        <ListBody query={products} permission="catalogue.read" emptyText={t('products.empty')}>
          {(data) => (
            <>
              <div className={tableWrapClass}>
                <table className={`${tableClass} max-md:min-w-0`} aria-busy={products.isFetching}>
                  <caption className="sr-only">{t('products.title')}</caption>
                  <thead>
                    <tr>
                      {canWrite && (
                        <th scope="col" className={`${thClass} w-10`}>
                          <input
                            type="checkbox"
                            className="size-4 accent-primary-strong"
                            checked={allSelected}
                            onChange={(event) =>
                              setSelected(
                                event.target.checked ? new Set(items.map((i) => i.id)) : new Set(),
                              )
                            }
                            aria-label={t('products.selectAll')}
                          />
                        </th>
                      )}
                      {headers.map(([header, only]) => (
                        <th key={header} scope="col" className={`${thClass} ${only}`}>
                          {header}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((product) => (
                      <ProductRow
                        key={product.id}
                        product={product}
                        selectable={canWrite}
                        selected={selected.has(product.id)}
                        onSelect={(on) => toggle(product.id, on)}
                      />
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
