import type { AdminPromotionsQuery } from '@storefront/contracts/admin-promotions';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { Pagination } from '../../shared/ui/pagination.tsx';
import { ListBody } from '../../shared/ui/query-status.tsx';
import {
  cardClass,
  primaryButtonClass,
  tableClass,
  tableWrapClass,
  thClass,
} from '../../shared/ui/styles.ts';
import { usePromotions } from './api/list-promotions.ts';
import { PromotionFilters } from './promotion-filters.tsx';
import { NARROW, PromotionRow, WIDE_ONLY } from './promotion-row.tsx';
import { readPromotionsQuery, toSearchParams } from './promotions-query.ts';

/** /admin/promotions (promotions.manage): the codes, searched and filtered by status. */
export default function PromotionsPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readPromotionsQuery(params), [params]);
  const promotions = usePromotions(query);
  const apply = (next: AdminPromotionsQuery) => setParams(toSearchParams(next));
  const items = promotions.data?.items ?? [];

  // On a phone: the code (with its discount), where it stands, its uses and what it gave.
  const headers = [
    [t('promotions.code'), ''],
    [t('promotions.discount'), WIDE_ONLY],
    [t('promotions.status'), ''],
    [t('promotions.dates'), WIDE_ONLY],
    [t('promotions.uses'), ''],
    [t('promotions.discountGiven'), ''],
  ] as const;

  return (
    <>
      <PageHeader
        title={t('promotions.title')}
        actions={
          <Link to="/promotions/new" className={primaryButtonClass}>
            {t('promotions.add')}
          </Link>
        }
      />
      <div className={cardClass}>
        <PromotionFilters value={query} onApply={apply} />
        <ListBody
          query={promotions}
          permission="promotions.manage"
          emptyText={t('promotions.empty')}
        >
          {(data) => (
            <>
              <div className={tableWrapClass}>
                <table className={`${tableClass} max-md:min-w-0`} aria-busy={promotions.isFetching}>
                  <caption className="sr-only">{t('promotions.title')}</caption>
                  <thead>
                    <tr>
                      {headers.map(([header, only]) => (
                        <th key={header} scope="col" className={`${thClass} ${NARROW} ${only}`}>
                          {header}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((promotion) => (
                      <PromotionRow key={promotion.id} promotion={promotion} />
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
