import {
  type TranslationShow,
  translationShows,
} from '@storefront/contracts/admin-translation-rules';
import type { AdminTranslationsQuery } from '@storefront/contracts/admin-translations';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import '../../i18n/content.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { submittedParams } from '../../shared/filter-form.ts';
import { TextField } from '../../shared/ui/field.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { Pagination } from '../../shared/ui/pagination.tsx';
import { ListBody } from '../../shared/ui/query-status.tsx';
import { cardClass, secondaryButtonClass } from '../../shared/ui/styles.ts';
import { useTranslations } from './api.ts';
import { TranslationRow } from './translation-row.tsx';

/** The list's query from the address: ?query=&show=&page=, so a filter is a link. */
function readQuery(params: URLSearchParams): AdminTranslationsQuery {
  const show = params.get('show');
  const page = Number(params.get('page'));
  return {
    query: params.get('query')?.trim() || undefined,
    show: translationShows.includes(show as TranslationShow) ? (show as TranslationShow) : 'all',
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/**
 * /admin/translations (content.manage): every UI string of the shop, English and Arabic side by
 * side, those needing attention first; a saved string is live on the shoppers' next page.
 */
export default function TranslationsPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const list = useTranslations(query);
  const [done, setDone] = useState('');
  const go = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next);
  };
  const counts = list.data?.counts;

  return (
    <>
      <PageHeader title={t('translations.title')} />
      <p className="mb-3 text-sm text-neutral-700">{t('translations.intro')}</p>
      {/* biome-ignore lint/a11y/useSemanticElements: role=search on the form works in every browser (and jsdom); <search> does not yet */}
      <form
        role="search"
        className="mb-3 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          const submitted = submittedParams(event);
          go({ query: submitted.get('query') ?? undefined, page: undefined });
        }}
      >
        <TextField
          key={query.query ?? ''}
          name="query"
          type="search"
          label={t('translations.search')}
          defaultValue={query.query ?? ''}
          className="min-w-0 flex-1 basis-64"
        />
        <button type="submit" className={secondaryButtonClass}>
          {t('translations.searchButton')}
        </button>
      </form>
      <nav aria-label={t('translations.show')} className="mb-3 border-b border-neutral-200">
        <ul className="flex flex-wrap gap-2">
          {translationShows.map((show) => (
            <li key={show}>
              <button
                type="button"
                aria-current={query.show === show ? 'page' : undefined}
                className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${
                  query.show === show
                    ? 'border-primary-strong text-neutral-900'
                    : 'border-transparent text-neutral-600 hover:text-neutral-900'
                }`}
                onClick={() => go({ show: show === 'all' ? undefined : show, page: undefined })}
              >
                {t(`translations.show.${show}`, { count: counts?.[show] ?? '…' })}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" className="mb-3 text-sm text-green-800 empty:hidden">
        {done}
      </p>
      <section aria-labelledby="translations-list" className={cardClass}>
        <h2 id="translations-list" className="sr-only">
          {t('translations.list')}
        </h2>
        <ListBody query={list} permission="content.manage" emptyText={t('translations.empty')}>
          {(data) => (
            <>
              <ul>
                {data.items.map((item) => (
                  <TranslationRow
                    key={`${item.key} ${item.en} ${item.ar}`}
                    item={item}
                    onSaved={setDone}
                  />
                ))}
              </ul>
              <Pagination
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                onPage={(page) => go({ page: page > 1 ? String(page) : undefined })}
              />
            </>
          )}
        </ListBody>
      </section>
    </>
  );
}
