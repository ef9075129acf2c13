import { useSearchParams } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { Pagination } from '../../shared/ui/pagination.tsx';
import { ListBody } from '../../shared/ui/query-status.tsx';
import { cardClass, tableClass, tableWrapClass, thClass } from '../../shared/ui/styles.ts';
import { useImports } from './api/list-imports.ts';
import { ImportRow, WIDE_ONLY } from './import-row.tsx';

/** The page of past imports in the address (`?page=2`), so a reload or a link keeps it. */
function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The imports made before, newest first: each file, when, by whom, where it stands. */
export function PastImports() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const imports = useImports(page);
  const headers = [
    [t('imports.fileName'), ''],
    [t('imports.when'), WIDE_ONLY],
    [t('imports.by'), WIDE_ONLY],
    [t('imports.status'), ''],
    [t('imports.products'), ''],
  ] as const;

  return (
    <section aria-labelledby="past-imports" className={`${cardClass} mt-4`}>
      <h2 id="past-imports" className="p-4 pb-3 font-semibold text-neutral-900">
        {t('imports.history')}
      </h2>
      <ListBody query={imports} permission="catalogue.write" emptyText={t('imports.historyEmpty')}>
        {(data) => (
          <>
            <div className={tableWrapClass}>
              <table className={`${tableClass} max-md:min-w-0`} aria-busy={imports.isFetching}>
                <caption className="sr-only">{t('imports.history')}</caption>
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
                  {data.items.map((item) => (
                    <ImportRow key={item.id} item={item} />
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
            />
          </>
        )}
      </ListBody>
    </section>
  );
}
