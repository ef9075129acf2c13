import {
  type TranslationShow,
  translationShows,
} from '@storefront/contracts/admin-translation-rules';
import type { AdminTranslationsQuery } from '@storefront/contracts/admin-translations';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import '../../i18n/content.ts';
import type { AdminKey } from '../../i18n/en.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { submittedParams } from '../../shared/filter-form.ts';
import { TextField } from '../../shared/ui/field.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { Pagination } from '../../shared/ui/pagination.tsx';
import { ListBody } from '../../shared/ui/query-status.tsx';
import { cardClass, linkClass, secondaryButtonClass, thClass } from '../../shared/ui/styles.ts';
import { useTranslations } from './api.ts';
import { TranslationRow } from './translation-row.tsx';
import { readTranslationsQuery, toSearchParams } from './translations-query.ts';

const EMPTY: Record<TranslationShow, AdminKey> = {
  all: 'translations.empty',
  attention: 'translations.empty.attention',
  edited: 'translations.empty.edited',
};

const tabClass = (active: boolean) =>
  `-mb-px inline-block border-b-2 px-1 py-2.5 text-sm font-medium ${
    active
      ? 'border-primary-strong text-neutral-900'
      : 'border-transparent text-neutral-700 hover:border-neutral-300 hover:text-neutral-900'
  }`;

/**
 * /admin/translations (content.manage): every UI string of the shop, English and Arabic side by
 * side, those needing attention first; All / Needs attention / Edited and the search are in the
 * address. A saved string is live on the shoppers' next page.
 */
export default function TranslationsPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readTranslationsQuery(params), [params]);
  const list = useTranslations(query);
  const show = query.show ?? 'all';
  const counts = list.data?.counts;
  const apply = (next: AdminTranslationsQuery) => setParams(toSearchParams(next));

  // "Saved …", for the list it was said on: it goes as the list moves on.
  const [message, setMessage] = useState<{ key: string; at: string }>();
  const shown = message?.at === params.toString() ? message : undefined;
  const statusRef = useRef<HTMLParagraphElement>(null);
  // A saved string that leaves the list once it is read again (it no longer needs attention)
  // takes the focus with it: the keyboard goes on from the word that it was saved.
  const leaving = useRef<string | null>(null);
  useEffect(() => {
    const key = leaving.current;
    if (!key || !list.data || list.isFetching) return;
    leaving.current = null;
    if (list.data.items.some((item) => item.key === key)) return;
    const active = document.activeElement;
    if (!active || active === document.body) statusRef.current?.focus();
  }, [list.data, list.isFetching]);

  return (
    <>
      <PageHeader title={t('translations.title')} />
      <p className="mb-4 text-sm text-neutral-700">{t('translations.intro')}</p>
      <div className={cardClass}>
        {/* biome-ignore lint/a11y/useSemanticElements: role=search on the form works in every browser (and jsdom); <search> does not yet */}
        <form
          role="search"
          key={query.query ?? ''}
          className="flex flex-wrap items-end gap-2 border-b border-neutral-200 p-3"
          onSubmit={(event) => {
            const submitted = submittedParams(event).get('query')?.trim();
            apply({ query: submitted || undefined, show: query.show });
          }}
        >
          <TextField
            name="query"
            type="search"
            label={t('translations.search')}
            defaultValue={query.query ?? ''}
            className="min-w-0 flex-1 basis-48"
          />
          <button type="submit" className={secondaryButtonClass}>
            {t('translations.searchButton')}
          </button>
          {query.query && (
            <Link
              to={{ search: toSearchParams({ show: query.show }).toString() }}
              className={`${linkClass} px-1 py-1.5 text-sm`}
            >
              {t('translations.clearSearch')}
            </Link>
          )}
        </form>
        <nav aria-label={t('translations.show')} className="border-b border-neutral-200 px-3">
          <ul className="flex flex-wrap gap-x-4">
            {translationShows.map((each) => (
              <li key={each}>
                <Link
                  to={{ search: toSearchParams({ query: query.query, show: each }).toString() }}
                  aria-current={show === each ? 'page' : undefined}
                  className={tabClass(show === each)}
                >
                  {t(`translations.show.${each}`, { count: counts?.[each] ?? '…' })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p
          ref={statusRef}
          role="status"
          tabIndex={-1}
          className={`px-3 text-sm text-green-800 ${shown ? 'py-2' : ''}`}
        >
          {shown ? t('translations.saved', { key: shown.key }) : ''}
        </p>
        <ListBody
          query={list}
          permission="content.manage"
          emptyText={t(query.query ? 'translations.empty' : EMPTY[show])}
        >
          {(data) => (
            <>
              <table
                className="w-full border-collapse text-sm md:table-fixed"
                aria-busy={list.isFetching}
              >
                <caption className="sr-only">{t('translations.list')}</caption>
                <thead className="hidden md:table-header-group">
                  <tr>
                    <th scope="col" className={`${thClass} w-48`}>
                      {t('translations.key')}
                    </th>
                    <th scope="col" className={thClass}>
                      {t('translations.englishHeading')}
                    </th>
                    <th scope="col" className={thClass}>
                      {t('translations.arabicHeading')}
                    </th>
                    <th scope="col" className={`${thClass} w-36`}>
                      <span className="sr-only">{t('common.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((item) => (
                    <TranslationRow
                      key={item.key}
                      item={item}
                      onSaved={(key) => {
                        leaving.current = key;
                        setMessage({ key, at: params.toString() });
                      }}
                    />
                  ))}
                </tbody>
              </table>
              <Pagination
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                onPage={(page) => apply({ ...query, page })}
              />
            </>
          )}
        </ListBody>
      </div>
    </>
  );
}
