import type { AuditQuery } from '@storefront/contracts/staff';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { Pagination } from '../../shared/ui/pagination.tsx';
import { LoadFailed, Loading } from '../../shared/ui/query-status.tsx';
import { cardClass, tableClass, tableWrapClass, thClass } from '../../shared/ui/styles.ts';
import { useAuditEntries } from './api/list-audit-entries.ts';
import { type Actor, AuditFilters } from './audit-filters.tsx';
import { AuditRow } from './audit-row.tsx';

const FILTERS = ['entity', 'actorId', 'from', 'to'] as const;

/** The query from the address, so a filtered page can be shared and survives a reload. */
function readQuery(params: URLSearchParams): AuditQuery {
  const query: AuditQuery = {};
  for (const name of FILTERS) {
    const value = params.get(name);
    if (value) query[name] = value;
  }
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}

/** /admin/audit (audit.read): every back-office change, filtered and paged. */
export default function AuditPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(params), [params]);
  const entries = useAuditEntries(query);

  const setQuery = (next: AuditQuery) => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(next)) {
      if (value !== undefined && value !== '') search.set(name, String(value));
    }
    setParams(search);
  };

  const items = entries.data?.items ?? [];
  const actors = useMemo(() => {
    const seen = new Map<string, Actor>();
    for (const entry of items)
      seen.set(entry.actorId, { id: entry.actorId, email: entry.actorEmail });
    if (query.actorId && !seen.has(query.actorId)) {
      seen.set(query.actorId, { id: query.actorId, email: null });
    }
    return [...seen.values()];
  }, [items, query.actorId]);
  const entities = useMemo(() => [...new Set(items.map((entry) => entry.entity))].sort(), [items]);

  return (
    <>
      <PageHeader title={t('audit.title')} />
      <div className={cardClass}>
        <AuditFilters value={query} actors={actors} entities={entities} onApply={setQuery} />
        {entries.isError ? (
          <div className="p-3">
            <LoadFailed
              error={entries.error}
              permission="audit.read"
              retry={() => void entries.refetch()}
            />
          </div>
        ) : !entries.data ? (
          <Loading />
        ) : entries.data.items.length === 0 ? (
          <p className="p-6 text-center text-sm text-neutral-600">{t('audit.empty')}</p>
        ) : (
          <>
            <div className={tableWrapClass}>
              <table className={tableClass} aria-busy={entries.isFetching}>
                <caption className="sr-only">{t('audit.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={thClass}>
                      {t('audit.when')}
                    </th>
                    <th scope="col" className={thClass}>
                      {t('audit.who')}
                    </th>
                    <th scope="col" className={thClass}>
                      {t('audit.permission')}
                    </th>
                    <th scope="col" className={thClass}>
                      {t('audit.entity')}
                    </th>
                    <th scope="col" className={thClass}>
                      {t('audit.action')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {entries.data.items.map((entry) => (
                    <AuditRow key={entry.id} entry={entry} />
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination
              page={entries.data.page}
              pageSize={entries.data.pageSize}
              total={entries.data.total}
              onPage={(page) => setQuery({ ...query, page })}
            />
          </>
        )}
      </div>
    </>
  );
}
