import type { LanguageCode } from '@storefront/contracts';
import {
  PRODUCT_ORDER_FIELDS,
  type ProductSearchResponse,
  type Suggestion,
} from '@storefront/contracts/catalogue';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productSearchTerms, products } from '../../db/schema.ts';
import { parseFilter } from '../../lib/odata/filter.ts';
import { parseOrderBy } from '../../lib/odata/orderby.ts';
import { escapeLike, filterToSql, orderByToSql } from '../../lib/odata/sql.ts';
import { normaliseQuery } from '../../lib/search-text.ts';
import { PRODUCT_FILTER, productFilterBindings, productOrderColumns } from './product-filter.ts';
import { countProducts, findSummaries } from './product-summaries.ts';
import { firstPicture, localized, pictureOf, stockFirst, visibleProduct } from './sql.ts';

/**
 * Every word must be the start of one of the product's stored name words in `lang`
 * (product_search_terms, lib/search-text.ts). Each word is an EXISTS the planner may run from
 * either side: from the term index (lang, term text_pattern_ops) for a rare prefix, or as a
 * probe per product when the prefix is common and only the first few products are wanted.
 */
export function matchesWords(words: readonly string[], lang: LanguageCode): SQL {
  return sql.join(
    words.map(
      (word) =>
        sql`exists (select 1 from ${productSearchTerms} where ${productSearchTerms.productId} = ${products.id} and ${productSearchTerms.lang} = ${lang} and ${productSearchTerms.term} like ${`${escapeLike(word)}%`})`,
    ),
    sql` and `,
  );
}

/**
 * For suggestions of several words: the newest products having every word, found in the word
 * index alone (an intersection of index-only range scans), at most SUGGEST_SCAN_LIMIT of them.
 * With several common words, the per-product probes of matchesWords can make PostgreSQL scan
 * the whole product table; this costs the words' index ranges and no more. A suggestion only
 * needs the first few, so the cap never matters unless hundreds of the newest matches are
 * hidden.
 */
function newestHavingAllWords(words: readonly string[], lang: LanguageCode): SQL {
  const sets = words.map(
    (word) =>
      sql`select ${productSearchTerms.productId} from ${productSearchTerms} where ${productSearchTerms.lang} = ${lang} and ${productSearchTerms.term} like ${`${escapeLike(word)}%`}`,
  );
  return sql`${products.id} = any(array(${sql.join(sets, sql` intersect `)} order by 1 desc limit ${SUGGEST_SCAN_LIMIT}))`;
}
const SUGGEST_SCAN_LIMIT = 500;

/** Is there any visible product whose names in `lang` match every word? */
async function anyMatch(db: Db, words: readonly string[], lang: LanguageCode): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(visibleProduct, matchesWords(words, lang)))
    .limit(1);
  return row !== undefined;
}

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

  const conditions: SQL[] = [visibleProduct];
  if (filter) conditions.push(filterToSql(filter, productFilterBindings(lang)));
  if (input.keyword) {
    const words = normaliseQuery(input.keyword, lang);
    // Text with nothing searchable in it ("!!!") matches nothing rather than everything.
    if (words.length === 0) return { items: [], ...(input.$count === 'true' ? { count: 0 } : {}) };
    conditions.push(matchesWords(words, await matchLanguage(db, words, lang)));
  }
  const where = and(...conditions)!;
  const order = [
    ...stockFirst(keepOutOfStockAtEnd),
    ...orderByToSql(orderBy, productOrderColumns(lang)),
    asc(products.id),
  ];
  const [items, count] = await Promise.all([
    findSummaries(db, lang, where, order, { limit: input.$top, offset: input.$skip }),
    input.$count === 'true'
      ? countProducts(
          db,
          where,
          JSON.stringify(['search', lang, input.$filter ?? '', input.keyword ?? '']),
        )
      : Promise.resolve(undefined),
  ]);
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

/** How many of the newest matches preferInStock chooses from. */
const SUGGEST_CANDIDATES = 20;

async function suggestIn(
  db: Db,
  lang: LanguageCode,
  words: readonly string[],
  matchLang: LanguageCode,
  input: SuggestInput,
): Promise<Suggestion[]> {
  // Newest matches first: PostgreSQL walks the primary key backwards and probes each product's
  // words, stopping at the first few matches (or, for a rare prefix, starts from the words).
  // preferInStock then puts the in-stock ones among them first. The pictures are looked up for
  // those few only, and nothing else a suggestion does not show is read.
  const matches = and(
    visibleProduct,
    words.length === 1 ? matchesWords(words, matchLang) : newestHavingAllWords(words, matchLang),
  );
  const hits = db
    .select({ id: sql<number>`${products.id}`.as('hit_id') })
    .from(products)
    .where(matches)
    .orderBy(desc(products.id))
    .limit(input.preferInStock ? Math.max(SUGGEST_CANDIDATES, input.pageCount) : input.pageCount)
    .as('hits');
  const picture = firstPicture(db, lang);
  const rows = await db
    .select({
      productId: products.id,
      productName: localized(products.name, lang),
      price: products.price,
      activeQty: products.activeQty,
      storageKey: picture.storageKey,
      width: picture.width,
      height: picture.height,
      alt: picture.alt,
    })
    .from(hits)
    .innerJoin(products, eq(products.id, hits.id))
    .leftJoinLateral(picture, sql`true`)
    .orderBy(...stockFirst(input.preferInStock), desc(products.id))
    .limit(input.pageCount);
  return rows.map((row) => ({
    product: { productId: row.productId, productName: row.productName },
    picture: pictureOf(row),
    price: row.price,
    inStock: row.activeQty > 0,
  }));
}
