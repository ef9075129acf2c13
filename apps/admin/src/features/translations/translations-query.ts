import {
  type TranslationShow,
  translationShows,
} from '@storefront/contracts/admin-translation-rules';
import type { AdminTranslationsQuery } from '@storefront/contracts/admin-translations';

/**
 * The list's query from the address (?query=&show=&page=: a filter is a link, kept on reload);
 * unknown values are dropped, and "all" and page 1 are the defaults the address leaves out.
 */
export function readTranslationsQuery(params: URLSearchParams): AdminTranslationsQuery {
  const show = params.get('show');
  const page = Number(params.get('page'));
  const query: AdminTranslationsQuery = {
    query: params.get('query')?.trim() || undefined,
    show:
      show !== 'all' && translationShows.includes(show as TranslationShow)
        ? (show as TranslationShow)
        : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as AdminTranslationsQuery;
}

/** The address's parameters for a query: what readTranslationsQuery reads back. */
export function toSearchParams(query: AdminTranslationsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.query) params.set('query', query.query);
  if (query.show && query.show !== 'all') params.set('show', query.show);
  if (query.page !== undefined && Number(query.page) > 1) params.set('page', String(query.page));
  return params;
}
