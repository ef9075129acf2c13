import type { LanguageCode } from '@storefront/contracts';
import type { ProductFacets, ProductSummary } from '@storefront/contracts/catalogue';
import { and, asc, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { brands, categories, productSearchTerms, products } from '../../../db/schema.ts';
import { localized } from '../../../db/sql.ts';
import type { FilterNode } from '../../../lib/odata/filter.ts';
import type { OrderTerm } from '../../../lib/odata/orderby.ts';
import { escapeLike, filterToSql, orderByToSql } from '../../../lib/odata/sql.ts';
import { countProducts, findSummaries } from '../queries.ts';
import {
  firstPicture,
  inStock,
  onSale,
  stockFirst,
  visibleCategory,
  visibleProduct,
} from '../sql.ts';
import type { FacetField, FacetTerms } from './facet-terms.ts';
import { productFilterBindings, productOrderColumns } from './filter.ts';

/** Search's reads: products by $filter and keyword, and suggestions. */

/** Names are matched in every language whatever the page's (issue 29: "عطر" on the English site). */
const SEARCH_LANGUAGES = sql`('en', 'ar')`;

/** A word as searched: any of its alternatives starting a stored name word (search/vocabulary.ts). */
export interface SearchWord {
  alternatives: readonly string[];
}

/** `term like 'a%' or term like 'b%'`, on the prefix index. */
function startsAny(word: SearchWord): SQL {
  const likes = word.alternatives.map(
    (alternative) => sql`${productSearchTerms.term} like ${`${escapeLike(alternative)}%`}`,
  );
  return likes.length === 1 ? likes[0]! : sql`(${sql.join(likes, sql` or `)})`;
}

/**
 * Every word must be the start of one of the product's stored name words, in any language
 * (product_search_terms, lib/search-text.ts). Each word is an EXISTS the planner may run from
 * either side: from the term index (lang, term text_pattern_ops) for a rare prefix, or as a
 * probe per product when the prefix is common and only the first few products are wanted.
 */
export function matchesWords(words: readonly SearchWord[]): SQL {
  return sql.join(
    words.map(
      (word) =>
        sql`exists (select 1 from ${productSearchTerms} where ${productSearchTerms.productId} = ${products.id} and ${productSearchTerms.lang} in ${SEARCH_LANGUAGES} and ${startsAny(word)})`,
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
function newestHavingAllWords(words: readonly SearchWord[]): SQL {
  const sets = words.map(
    (word) =>
      sql`select ${productSearchTerms.productId} from ${productSearchTerms} where ${productSearchTerms.lang} in ${SEARCH_LANGUAGES} and ${startsAny(word)}`,
  );
  return sql`${products.id} = any(array(${sql.join(sets, sql` intersect `)} order by 1 desc limit ${SUGGEST_SCAN_LIMIT}))`;
}
const SUGGEST_SCAN_LIMIT = 500;

/**
 * Whether the product's name in `lang` begins with the first word searched: "fal" ranks "Falcon
 * Lamp" before "Qamar Falcon Sandals" (spec 5: names match by prefix, and a name that starts
 * with what was typed is the better answer).
 */
function nameStartsWith(words: readonly SearchWord[], lang: LanguageCode): SQL {
  const first = words[0]?.alternatives ?? [''];
  return sql`(lower(${localized(products.name, lang)}) like any(array[${sql.join(
    first.map((alternative) => sql`${`${escapeLike(alternative)}%`}`),
    sql`, `,
  )}]::text[]))`;
}

/**
 * Best match (issue 29): how many of the words are whole name words of the product (in any
 * language), not only beginnings: "shirt" ranks "Linen Shirt" before "Shirtdress".
 */
function wholeWordHits(words: readonly SearchWord[]): SQL {
  const exact = [...new Set(words.flatMap((word) => word.alternatives))];
  return sql`(select count(*) from ${productSearchTerms} where ${productSearchTerms.productId} = ${products.id} and ${productSearchTerms.lang} in ${SEARCH_LANGUAGES} and ${productSearchTerms.term} in (${sql.join(
    exact.map((term) => sql`${term}`),
    sql`, `,
  )}))`;
}

/**
 * What typo tolerance corrects to (search/vocabulary.ts): every distinct name word of the visible
 * products with how many have it, the visible categories and the brands with their names in
 * every language, and the categories with the most visible products.
 */
export async function vocabularyRows(db: Db) {
  const [terms, categoryRows, brandRows, popular] = await Promise.all([
    db
      .select({ term: productSearchTerms.term, products: sql<number>`count(*)::int` })
      .from(productSearchTerms)
      .where(
        sql`${productSearchTerms.productId} in (select ${products.id} from ${products} where ${visibleProduct})`,
      )
      .groupBy(productSearchTerms.term),
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(visibleCategory)
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    db
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .orderBy(asc(brands.sortOrder), asc(brands.id)),
    db
      .select({ categoryId: products.categoryId, products: sql<number>`count(*)::int` })
      .from(products)
      .where(visibleProduct)
      .groupBy(products.categoryId)
      .orderBy(desc(sql`count(*)`), asc(products.categoryId))
      .limit(POPULAR_SCAN),
  ]);
  const visible = new Set(categoryRows.map((row) => row.id));
  return {
    terms,
    categories: categoryRows,
    brands: brandRows,
    popular: popular.filter((row) => visible.has(row.categoryId)),
  };
}
const POPULAR_SCAN = 12;

export interface SearchSpec {
  filter: FilterNode | undefined;
  orderBy: OrderTerm[];
  /** The keyword's words as searched; undefined without one. */
  keyword: readonly SearchWord[] | undefined;
  keepOutOfStockAtEnd: boolean;
  /** No order was asked for: with a keyword, best match first (whole words, then names that start with it). */
  relevance: boolean;
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
  if (spec.keyword) conditions.push(matchesWords(spec.keyword));
  const where = and(...conditions)!;
  const relevance =
    spec.keyword && spec.relevance
      ? [desc(wholeWordHits(spec.keyword)), desc(nameStartsWith(spec.keyword, lang))]
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
 * The newest visible products whose names (in any language) match the words, `pageCount` of them,
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
  words: readonly SearchWord[],
  options: { pageCount: number; preferInStock: boolean; candidates: number },
) {
  const matches = and(
    visibleProduct,
    words.length === 1 ? matchesWords(words) : newestHavingAllWords(words),
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
      desc(nameStartsWith(words, lang)),
      desc(products.id),
    )
    .limit(options.pageCount);
}

/** The keyword's words as searched; 'nothing' for text with nothing searchable in it. */
export type FacetKeyword = readonly SearchWord[] | 'nothing' | undefined;

const ALL = sql`true`;

/**
 * The facets' counts (issue 29) in three queries whatever the number of values, run together:
 * one grouped by brand, one by category (each product counted in every category of its path, as
 * `categoryId eq N` means N and below), and one with the totals as filtered aggregates. Each
 * leaves out its own facet's terms; what every count shares (visibility, the keyword, the terms
 * about no single facet) is the WHERE of all three, so the planner starts from the same index.
 */
export async function facetCounts(
  db: Db,
  lang: LanguageCode,
  terms: FacetTerms,
  keyword: FacetKeyword,
): Promise<ProductFacets> {
  const bindings = productFilterBindings(lang);
  const termsOf = (field: FacetField): SQL =>
    and(...terms.byField[field].map((term) => filterToSql(term, bindings))) ?? ALL;
  const [category, brand, price, stock, sale] = [
    termsOf('categoryId'),
    termsOf('brandId'),
    termsOf('price'),
    termsOf('inStock'),
    termsOf('onSale'),
  ];
  const shared = and(
    visibleProduct,
    ...terms.rest.map((term) => filterToSql(term, bindings)),
    keyword === 'nothing' ? sql`false` : keyword ? matchesWords(keyword) : undefined,
  )!;

  const totals = db
    .select({
      count: sql<number>`(count(*) filter (where ${and(price, stock, sale)}))::int`,
      inStock: sql<number>`(count(*) filter (where ${and(price, sale, inStock)}))::int`,
      onSale: sql<number>`(count(*) filter (where ${and(price, stock, onSale)}))::int`,
      maxPrice: sql<number>`coalesce(max(${products.price}) filter (where ${and(stock, sale)}), 0)::int`,
    })
    .from(products)
    .where(and(shared, category, brand));

  const brandCounts = db
    .select({
      brandId: sql<number>`${products.brandId}`.as('counted_brand_id'),
      count: sql<number>`count(*)::int`.as('counted_products'),
    })
    .from(products)
    .where(and(shared, category, price, stock, sale, isNotNull(products.brandId)))
    .groupBy(products.brandId)
    .as('counted');
  const brandName = localized(brands.name, lang);
  const named = terms.namedBrandIds;
  const brandRows = db
    .select({
      brandId: brands.id,
      name: brandName,
      count: sql<number>`coalesce(${brandCounts.count}, 0)::int`,
    })
    .from(brands)
    .leftJoin(brandCounts, eq(brandCounts.brandId, brands.id))
    // A brand the shopper chose stays at 0, so it can be taken off again.
    .where(
      named.length > 0
        ? or(isNotNull(brandCounts.count), inArray(brands.id, [...named]))
        : isNotNull(brandCounts.count),
    )
    .orderBy(asc(brands.sortOrder), asc(brandName), asc(brands.id));

  const categoryRows = db
    .select({
      categoryId: sql<number>`facet_category.id`,
      count: sql<number>`count(*)::int`,
    })
    .from(
      sql`${products} cross join lateral unnest(${products.categoryPath}) as facet_category(id)`,
    )
    .where(and(shared, brand, price, stock, sale))
    .groupBy(sql`facet_category.id`)
    .orderBy(sql`facet_category.id`);

  const [[total], brandList, categoryList] = await Promise.all([totals, brandRows, categoryRows]);
  return {
    count: total?.count ?? 0,
    categories: categoryList,
    brands: brandList,
    inStock: total?.inStock ?? 0,
    onSale: total?.onSale ?? 0,
    maxPrice: total?.maxPrice ?? 0,
  };
}
