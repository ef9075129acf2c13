import type { LanguageCode } from '@storefront/contracts';
import {
  PRODUCT_ORDER_FIELDS,
  type ProductSearchResponse,
  type Suggestion,
} from '@storefront/contracts/catalogue';
import type { Db } from '../../../db/client.ts';
import { parseFilter } from '../../../lib/odata/filter.ts';
import { parseOrderBy } from '../../../lib/odata/orderby.ts';
import { normaliseQuery } from '../../../lib/search-text.ts';
import { pictureOf } from '../sql.ts';
import { PRODUCT_FILTER } from './filter.ts';
import { anyMatch, searchPage, suggestionRows } from './queries.ts';

/**
 * Product search (spec 2, 7): GET products/search and GET products/suggest, whose routes are
 * products/routes.ts's (they share the /products paths and the answers' micro-cache).
 */

/**
 * The language whose names a keyword is matched against: the request's, or English when
 * nothing in the request's language matches (an Arabic shopper typing a Latin brand name).
 */
async function matchLanguage(
  db: Db,
  words: readonly string[],
  lang: LanguageCode,
): Promise<LanguageCode> {
  if (lang === 'en' || (await anyMatch(db, words, lang))) return lang;
  return 'en';
}

export interface SearchInput {
  $filter?: string | undefined;
  $orderby?: string | undefined;
  $top: number;
  $skip: number;
  $count?: 'true' | 'false' | undefined;
  keyword?: string | undefined;
}

/**
 * GET products/search: `$filter` (the OData subset, docs/odata.md) AND the keyword, over
 * visible products; with the theme's keep_out_of_stock_at_end the in-stock ones come first
 * whatever the `$orderby`; the product id breaks ties, so pages never overlap or skip.
 */
export async function searchProducts(
  db: Db,
  lang: LanguageCode,
  input: SearchInput,
  keepOutOfStockAtEnd: boolean,
): Promise<ProductSearchResponse> {
  // Parse both before touching the database: a bad parameter is a 400 and nothing else.
  const filter = input.$filter ? parseFilter(input.$filter, PRODUCT_FILTER) : undefined;
  const orderBy = input.$orderby
    ? parseOrderBy(input.$orderby, PRODUCT_ORDER_FIELDS)
    : [{ field: 'createdAt', direction: 'desc' as const }];

  let keyword: { words: readonly string[]; lang: LanguageCode } | undefined;
  if (input.keyword) {
    const words = normaliseQuery(input.keyword, lang);
    // Text with nothing searchable in it ("!!!") matches nothing rather than everything.
    if (words.length === 0) return { items: [], ...(input.$count === 'true' ? { count: 0 } : {}) };
    keyword = { words, lang: await matchLanguage(db, words, lang) };
  }
  const { items, count } = await searchPage(db, lang, {
    filter,
    orderBy,
    keyword,
    keepOutOfStockAtEnd,
    prefixFirst: !input.$orderby,
    top: input.$top,
    skip: input.$skip,
    countKey:
      input.$count === 'true'
        ? JSON.stringify(['search', lang, input.$filter ?? '', input.keyword ?? ''])
        : undefined,
  });
  return count === undefined ? { items } : { items, count };
}

export interface SuggestInput {
  query: string;
  pageCount: number;
  preferInStock: boolean;
}

/**
 * GET products/suggest (spec 2 Search): products whose name words start with the typed words,
 * in the request's language, else in English. The in-stock ones first when asked; then newest.
 */
export async function suggestProducts(
  db: Db,
  lang: LanguageCode,
  input: SuggestInput,
): Promise<Suggestion[]> {
  const words = normaliseQuery(input.query, lang);
  if (words.length === 0) return [];
  let found = await suggestIn(db, lang, words, lang, input);
  if (found.length === 0 && lang !== 'en') found = await suggestIn(db, lang, words, 'en', input);
  return found;
}

/** How many of the newest matches a suggestion list is chosen from (prefix first, in stock). */
const SUGGEST_CANDIDATES = 20;

async function suggestIn(
  db: Db,
  lang: LanguageCode,
  words: readonly string[],
  matchLang: LanguageCode,
  input: SuggestInput,
): Promise<Suggestion[]> {
  const rows = await suggestionRows(db, lang, words, matchLang, {
    pageCount: input.pageCount,
    preferInStock: input.preferInStock,
    candidates: Math.max(SUGGEST_CANDIDATES, input.pageCount),
  });
  return rows.map((row) => ({
    product: { productId: row.productId, productName: row.productName },
    picture: pictureOf(row),
    price: row.price,
    inStock: row.activeQty > 0,
  }));
}
