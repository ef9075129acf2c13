import type { LanguageCode } from '@storefront/contracts';
import type { ProductFacets } from '@storefront/contracts/catalogue';
import { and, asc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { brands, products } from '../../../db/schema.ts';
import { localized } from '../../../db/sql.ts';
import { filterToSql } from '../../../lib/odata/sql.ts';
import { inStock, onSale, visibleProduct } from '../sql.ts';
import type { FacetField, FacetTerms } from './facet-terms.ts';
import { productFilterBindings } from './filter.ts';
import { matchesWords, type SearchWord } from './queries.ts';

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
