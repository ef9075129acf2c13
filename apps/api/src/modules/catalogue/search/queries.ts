import type { LanguageCode } from '@storefront/contracts';
import type { ProductSummary } from '@storefront/contracts/catalogue';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { productSearchTerms, products } from '../../../db/schema.ts';
import { localized } from '../../../db/sql.ts';
import type { FilterNode } from '../../../lib/odata/filter.ts';
import type { OrderTerm } from '../../../lib/odata/orderby.ts';
import { escapeLike, filterToSql, orderByToSql } from '../../../lib/odata/sql.ts';
import { countProducts, findSummaries } from '../queries.ts';
import { firstPicture, stockFirst, visibleProduct } from '../sql.ts';
import { productFilterBindings, productOrderColumns } from './filter.ts';

/** Search's reads: products by $filter and keyword, and suggestions. */

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

/**
 * Whether the product's name in `lang` begins with the first word typed: "fal" ranks "Falcon
 * Lamp" before "Qamar Falcon Sandals" (spec 5: names match by prefix, and a name that starts
 * with what was typed is the better answer).
 */
function nameStartsWith(words: readonly string[], lang: LanguageCode): SQL {
  return sql`(lower(${localized(products.name, lang)}) like ${`${escapeLike(words[0] ?? '')}%`})`;
}

/** Is there any visible product whose names in `lang` match every word? */
export async function anyMatch(
  db: Db,
  words: readonly string[],
  lang: LanguageCode,
): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(visibleProduct, matchesWords(words, lang)))
    .limit(1);
  return row !== undefined;
}

export interface SearchSpec {
  filter: FilterNode | undefined;
  orderBy: OrderTerm[];
  /** The keyword's words and the language whose names they match; undefined without one. */
  keyword: { words: readonly string[]; lang: LanguageCode } | undefined;
  keepOutOfStockAtEnd: boolean;
  /** No order was asked for: names that start with the keyword come before the order. */
  prefixFirst: boolean;
  top: number;
  skip: number;
  /** The count's cache key when a count is wanted. */
  countKey: string | undefined;
}

/**
 * One page of the visible products matching the filter and the keyword, in the order asked
 * (in-stock first when the theme says so; the product id breaks ties, so pages never overlap
 * or skip), and how many match when a count is wanted.
 */
export async function searchPage(
  db: Db,
  lang: LanguageCode,
  spec: SearchSpec,
): Promise<{ items: ProductSummary[]; count: number | undefined }> {
  const conditions: SQL[] = [visibleProduct];
  if (spec.filter) conditions.push(filterToSql(spec.filter, productFilterBindings(lang)));
  if (spec.keyword) conditions.push(matchesWords(spec.keyword.words, spec.keyword.lang));
  const where = and(...conditions)!;
  const relevance =
    spec.keyword && spec.prefixFirst
      ? [desc(nameStartsWith(spec.keyword.words, spec.keyword.lang))]
      : [];
  const order = [
    ...stockFirst(spec.keepOutOfStockAtEnd),
    ...relevance,
    ...orderByToSql(spec.orderBy, productOrderColumns(lang)),
    asc(products.id),
  ];
  const [items, count] = await Promise.all([
    findSummaries(db, lang, where, order, { limit: spec.top, offset: spec.skip }),
    spec.countKey !== undefined
      ? countProducts(db, where, spec.countKey)
      : Promise.resolve(undefined),
  ]);
  return { items, count };
}

/**
 * The newest visible products whose names in `matchLang` match the words, `pageCount` of them,
 * chosen among the newest `candidates`: the in-stock ones first when `preferInStock`, then
 * names that start with the first word. Newest
 * matches first: PostgreSQL walks the primary key backwards and probes each product's words,
 * stopping at the first few matches (or, for a rare prefix, starts from the words). The
 * pictures are looked up for those few only, and nothing else a suggestion does not show is
 * read.
 */
export async function suggestionRows(
  db: Db,
  lang: LanguageCode,
  words: readonly string[],
  matchLang: LanguageCode,
  options: { pageCount: number; preferInStock: boolean; candidates: number },
) {
  const matches = and(
    visibleProduct,
    words.length === 1 ? matchesWords(words, matchLang) : newestHavingAllWords(words, matchLang),
  );
  const hits = db
    .select({ id: sql<number>`${products.id}`.as('hit_id') })
    .from(products)
    .where(matches)
    .orderBy(desc(products.id))
    .limit(options.candidates)
    .as('hits');
  const picture = firstPicture(db, lang);
  return db
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
    .orderBy(
      ...stockFirst(options.preferInStock),
      desc(nameStartsWith(words, matchLang)),
      desc(products.id),
    )
    .limit(options.pageCount);
}
