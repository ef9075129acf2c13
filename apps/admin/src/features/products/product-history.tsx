import { type ReactNode, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { Pagination } from '../../shared/ui/pagination.tsx';
import { LoadFailed, Loading } from '../../shared/ui/query-status.tsx';
import { tableClass, tableWrapClass, thClass } from '../../shared/ui/styles.ts';
import { AuditRow } from '../audit/index.ts';
import { useProductHistory } from './api/list-product-history.ts';

/** The product's own changes from the audit, newest first, each opening its before → after. */
export function ProductHistory({ productId }: { productId: number }) {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const history = useProductHistory(productId, page);
  let body: ReactNode;
  if (history.isError) {
    body = <LoadFailed error={history.error} retry={() => void history.refetch()} />;
  } else if (!history.data) body = <Loading />;
  else if (history.data.items.length === 0) {
    body = <p className="text-sm text-neutral-600">{t('editor.historyEmpty')}</p>;
  } else {
    body = (
      <>
        <div className={tableWrapClass}>
          <table className={tableClass}>
            <caption className="sr-only">{t('editor.history')}</caption>
            <thead>
              <tr>
                {(
                  [
                    'audit.when',
                    'audit.who',
                    'audit.permission',
                    'audit.entity',
                    'audit.action',
                  ] as const
                ).map((key) => (
                  <th key={key} scope="col" className={thClass}>
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {history.data.items.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
        <Pagination
          page={history.data.page}
          pageSize={history.data.pageSize}
          total={history.data.total}
          onPage={setPage}
        />
      </>
    );
  }
  return (
    <section aria-labelledby="history-title" className="space-y-3">
      <h2 id="history-title" className="text-base font-semibold">
        {t('editor.history')}
      </h2>
      {body}
    </section>
  );
}
