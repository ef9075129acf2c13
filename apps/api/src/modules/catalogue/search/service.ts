import type { LanguageCode } from '@storefront/contracts';
import {
  type PopularSearches,
  PRODUCT_ORDER_FIELDS,
  type ProductFacets,
  type ProductSearchResponse,
  type QuickSearch,
  type Suggestion,
} from '@storefront/contracts/catalogue';
import type { Db } from '../../../db/client.ts';
import { parseFilter } from '../../../lib/odata/filter.ts';
import { parseOrderBy } from '../../../lib/odata/orderby.ts';
import { normaliseQuery } from '../../../lib/search-text.ts';
import { pictureOf } from '../sql.ts';
import { facetTerms } from './facet-terms.ts';
import { PRODUCT_FILTER } from './filter.ts';
import { facetCounts, searchPage, suggestionRows } from './queries.ts';
import {
  betterSpelling,
  correctedQuery,
  FEW_RESULTS,
  matchingEntries,
  type NamedEntry,
  nameIn,
  type ResolvedWord,
  resolveWords,
  type SearchVocabulary,
  type VocabularySnapshot,
  vocabularyFor,
} from './vocabulary.ts';

/**
 * Product search (spec 2, 7): GET products/search and GET products/suggest, whose routes are
 * products/routes.ts's (they share the /products paths and the answers' micro-cache).
 */

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
 * whatever the `$orderby`; the product id breaks ties, so pages never overlap or skip. The
 * keyword matches names in every language, a mistyped word as its closest known words (issue
 * 29), and without `$orderby` the best matches come first.
 */
export async function searchProducts(
  db: Db,
  lang: LanguageCode,
  input: SearchInput,
  keepOutOfStockAtEnd: boolean,
  vocabulary: SearchVocabulary = vocabularyFor(db),
): Promise<ProductSearchResponse> {
  // Parse both before touching the database: a bad parameter is a 400 and nothing else.
  const filter = input.$filter ? parseFilter(input.$filter, PRODUCT_FILTER) : undefined;
  const orderBy = input.$orderby
    ? parseOrderBy(input.$orderby, PRODUCT_ORDER_FIELDS)
    : [{ field: 'createdAt', direction: 'desc' as const }];

  const searched = await searchedWords(lang, input.keyword, vocabulary);
  if (searched === 'nothing') {
    return { items: [], ...(input.$count === 'true' ? { count: 0 } : {}) };
  }
  const keyword = searched?.words;
  const snapshot = searched?.snapshot;
  const { items, count } = await searchPage(db, lang, {
    filter,
    orderBy,
    keyword,
    keepOutOfStockAtEnd,
    relevance: !input.$orderby,
    top: input.$top,
    skip: input.$skip,
    countKey:
      input.$count === 'true'
        ? JSON.stringify(['search', lang, input.$filter ?? '', input.keyword ?? ''])
        : undefined,
  });
  const answer: ProductSearchResponse = count === undefined ? { items } : { items, count };
  if (keyword && snapshot) {
    const found = count ?? input.$skip + items.length;
    const didYouMean =
      found === 0
        ? undefined
        : (correctedQuery(keyword) ??
          (found < FEW_RESULTS
            ? betterSpelling(
                snapshot,
                keyword.map((word) => word.typed),
              )
            : undefined));
    if (didYouMean) answer.didYouMean = didYouMean;
  }
  return answer;
}

/**
 * The keyword's words as searched, a mistyped word as its closest known words (issue 29), with
 * the vocabulary they were resolved in; 'nothing' for text with nothing searchable in it ("!!!"),
 * which matches nothing rather than everything; undefined without a keyword.
 */
async function searchedWords(
  lang: LanguageCode,
  keyword: string | undefined,
  vocabulary: SearchVocabulary,
): Promise<{ words: ResolvedWord[]; snapshot: VocabularySnapshot } | 'nothing' | undefined> {
  if (!keyword) return undefined;
  const snapshot = await vocabulary.get();
  const words = normaliseQuery(keyword, lang);
  if (words.length === 0) return 'nothing';
  return { words: resolveWords(snapshot, words), snapshot };
}

/**
 * GET products/facets (issue 29): for the `$filter` and keyword of a search, how many results
 * each facet value would give with the other filters applied, read with the keyword exactly as
 * the search reads it, so a count is the number the results page then shows.
 */
export async function productFacets(
  db: Db,
  lang: LanguageCode,
  input: Pick<SearchInput, '$filter' | 'keyword'>,
  vocabulary: SearchVocabulary = vocabularyFor(db),
): Promise<ProductFacets> {
  const filter = input.$filter ? parseFilter(input.$filter, PRODUCT_FILTER) : undefined;
  const searched = await searchedWords(lang, input.keyword, vocabulary);
  const keyword = searched === 'nothing' ? 'nothing' : searched?.words;
  return facetCounts(db, lang, facetTerms(filter), keyword);
}

export interface SuggestInput {
  query: string;
  pageCount: number;
  preferInStock: boolean;
}

/**
 * GET products/suggest (spec 2 Search): products whose name words, in any language, start with
 * the typed words (or, for a mistyped word, with its closest known words). The in-stock ones
 * first when asked; then names that start with the text; then newest.
 */
export async function suggestProducts(
  db: Db,
  lang: LanguageCode,
  input: SuggestInput,
  vocabulary: SearchVocabulary = vocabularyFor(db),
): Promise<Suggestion[]> {
  const words = normaliseQuery(input.query, lang);
  if (words.length === 0) return [];
  return suggestFor(db, lang, resolveWords(await vocabulary.get(), words), input);
}

/** How many of the newest matches a suggestion list is chosen from (prefix first, in stock). */
const SUGGEST_CANDIDATES = 20;

async function suggestFor(
  db: Db,
  lang: LanguageCode,
  words: readonly ResolvedWord[],
  input: SuggestInput,
): Promise<Suggestion[]> {
  const rows = await suggestionRows(db, lang, words, {
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

/** Categories and brands the box offers beside the products. */
const BOX_LINKS = 3;

/**
 * GET products/quick-search (issue 29): the header box's answer: the suggested products, the
 * categories and brands whose names match the words (in any language, named in the request's),
 * and the corrected query when a word was corrected and something was found.
 */
export async function quickSearch(
  db: Db,
  lang: LanguageCode,
  input: SuggestInput,
  vocabulary: SearchVocabulary = vocabularyFor(db),
): Promise<QuickSearch> {
  const words = normaliseQuery(input.query, lang);
  if (words.length === 0) return { items: [], categories: [], brands: [] };
  const snapshot = await vocabulary.get();
  const resolved = resolveWords(snapshot, words);
  const items = await suggestFor(db, lang, resolved, input);
  const link = (entry: NamedEntry) => ({ id: entry.id, name: nameIn(entry, lang) });
  const answer: QuickSearch = {
    items,
    categories: matchingEntries(snapshot.categories, resolved, BOX_LINKS).map(link),
    brands: matchingEntries(snapshot.brands, resolved, BOX_LINKS).map(link),
  };
  const corrected = correctedQuery(resolved);
  if (corrected && (items.length > 0 || answer.categories.length + answer.brands.length > 0)) {
    answer.didYouMean = corrected;
  }
  return answer;
}

/** How many popular searches the empty box offers. */
const POPULAR_COUNT = 5;

/**
 * GET products/popular-searches (issue 29): the categories with the most visible products of
 * their own, most first. The shop records no searches (nothing to keep or purge about what a
 * shopper typed), so "popular" is what the catalogue holds most of.
 */
export async function popularSearches(
  db: Db,
  lang: LanguageCode,
  vocabulary: SearchVocabulary = vocabularyFor(db),
): Promise<PopularSearches> {
  const snapshot = await vocabulary.get();
  const byId = new Map(snapshot.categories.map((entry) => [entry.id, entry]));
  const items = snapshot.popularCategoryIds
    .flatMap((id) => {
      const entry = byId.get(id);
      return entry ? [{ id, name: nameIn(entry, lang) }] : [];
    })
    .slice(0, POPULAR_COUNT);
  return { items };
}
