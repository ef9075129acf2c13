import type { LanguageCode } from '@storefront/contracts';
import type { ProductAttribute, ProductSummary, Variation } from '@storefront/contracts/catalogue';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  attributes,
  attributeValues,
  brands,
  categories,
  files,
  groupedProducts,
  productAttributes,
  productPictures,
  products,
  variations,
  variationValues,
} from '../../../db/schema.ts';
import { correlated, localized } from '../../../db/sql.ts';
import {
  countProducts,
  findSummaries,
  selectSummaries,
  selectSummariesWith,
  toSummary,
} from '../queries.ts';
import { inCategory, stockFirst, visibleProduct } from '../sql.ts';

/** The products' reads: lists, the product page, grouped products, prices, brands. */

/** Browsing order: in stock first when the theme says so, then newest (spec 3 theme config). */
const browseOrder = (keepOutOfStockAtEnd: boolean): SQL[] => [
  ...stockFirst(keepOutOfStockAtEnd),
  desc(products.createdAt),
  asc(products.id),
];

export interface ProductCriteria {
  /** Valid ids, answered in this order. */
  ids?: number[] | undefined;
  /** The raw id list, for the count's cache key. */
  idList?: string | undefined;
  categoryId?: number | undefined;
  brandId?: number | undefined;
}

/** One page of the visible products matching every criterion, and how many match. */
export async function productPage(
  db: Db,
  lang: LanguageCode,
  criteria: ProductCriteria,
  page: { limit: number; offset: number },
  keepOutOfStockAtEnd: boolean,
): Promise<{ items: ProductSummary[]; count: number }> {
  const conditions: SQL[] = [visibleProduct];
  let order = browseOrder(keepOutOfStockAtEnd);
  if (criteria.ids !== undefined) {
    conditions.push(inArray(products.id, criteria.ids));
    order = [
      sql`array_position(array[${sql.join(
        criteria.ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[], ${products.id})`,
    ];
  }
  if (criteria.categoryId !== undefined) conditions.push(inCategory(criteria.categoryId));
  if (criteria.brandId !== undefined) conditions.push(eq(products.brandId, criteria.brandId));
  const where = and(...conditions)!;
  const [items, count] = await Promise.all([
    findSummaries(db, lang, where, order, page),
    countProducts(
      db,
      where,
      JSON.stringify([
        'products',
        criteria.idList ?? '',
        criteria.categoryId ?? 0,
        criteria.brandId ?? 0,
      ]),
    ),
  ]);
  return { items, count };
}

export interface DetailJson {
  pictures: {
    storageKey: string;
    width: number | null;
    height: number | null;
    alt: string;
    variationId: number | null;
  }[];
  attributes: ProductAttribute[];
  variations: Variation[];
  breadcrumbs: { categoryId: number; name: string }[];
}

/**
 * A visible product's summary and everything the product page shows, in one query (the
 * pictures, attributes with the values the variations use, variations and breadcrumbs are
 * JSON subqueries on their indexes), so the page costs one round trip.
 */
export async function productDetailRow(db: Db, lang: LanguageCode, productId: number) {
  const [row] = await selectSummariesWith(db, lang, {
    sku: products.sku,
    description: localized(products.description, lang),
    isGrouped: products.isGrouped,
    detail: correlated(sql<DetailJson>`json_build_object(
        'pictures', (select coalesce(json_agg(json_build_object(
            'storageKey', ${files.storageKey}, 'width', ${files.width}, 'height', ${files.height},
            'alt', ${localized(productPictures.alt, lang)}, 'variationId', ${productPictures.variationId})
            order by ${productPictures.sortOrder}), '[]')
          from ${productPictures} join ${files} on ${files.id} = ${productPictures.fileId}
          where ${productPictures.productId} = ${products.id}),
        'attributes', (select coalesce(json_agg(json_build_object(
            'attributeId', ${attributes.id}, 'name', ${localized(attributes.name, lang)},
            'kind', ${attributes.kind},
            'values', (select coalesce(json_agg(json_build_object(
                'valueId', ${attributeValues.id}, 'value', ${localized(attributeValues.value, lang)},
                'colorHex', ${attributeValues.colorHex})
                order by ${attributeValues.sortOrder}, ${attributeValues.id}), '[]')
              from ${attributeValues}
              where ${attributeValues.attributeId} = ${attributes.id}
                and exists (select 1 from ${variationValues}
                  join ${variations} on ${variations.id} = ${variationValues.variationId}
                  where ${variationValues.valueId} = ${attributeValues.id}
                    and ${variations.productId} = ${products.id}))
            ) order by ${productAttributes.sortOrder}, ${attributes.id}), '[]')
          from ${productAttributes} join ${attributes} on ${attributes.id} = ${productAttributes.attributeId}
          where ${productAttributes.productId} = ${products.id}),
        'variations', (select coalesce(json_agg(json_build_object(
            'variationId', ${variations.id}, 'sku', ${variations.sku}, 'price', ${variations.price},
            'oldPrice', ${variations.oldPrice}, 'activeQty', ${variations.activeQty},
            'attributes', (select coalesce(json_agg(json_build_object(
                'attributeId', ${variationValues.attributeId}, 'valueId', ${variationValues.valueId})
                order by ${variationValues.attributeId}), '[]')
              from ${variationValues} where ${variationValues.variationId} = ${variations.id})
            ) order by ${variations.id}), '[]')
          from ${variations} where ${variations.productId} = ${products.id}),
        'breadcrumbs', (select coalesce(json_agg(json_build_object(
            'categoryId', ${categories.id}, 'name', ${localized(categories.name, lang)})
            order by array_position(${products.categoryPath}, ${categories.id})), '[]')
          from ${categories} where ${categories.id} = any(${products.categoryPath}))
      )`),
  })
    .where(and(eq(products.id, productId), visibleProduct))
    .limit(1);
  return row;
}

/** Whether a visible product is a grouped product; undefined when it is not visible. */
export async function visibleProductIsGrouped(
  db: Db,
  productId: number,
): Promise<boolean | undefined> {
  const [group] = await db
    .select({ isGrouped: products.isGrouped })
    .from(products)
    .where(and(eq(products.id, productId), visibleProduct));
  return group?.isGrouped;
}

/** The visible members of a grouped product, in its order. */
export async function groupMemberSummaries(
  db: Db,
  lang: LanguageCode,
  groupId: number,
): Promise<ProductSummary[]> {
  const rows = await selectSummaries(db, lang)
    .innerJoin(
      groupedProducts,
      and(eq(groupedProducts.productId, products.id), eq(groupedProducts.groupId, groupId)),
    )
    .where(visibleProduct)
    .orderBy(asc(groupedProducts.sortOrder), asc(products.id));
  return rows.map(toSummary);
}

/** A visible product's own price and stock, its attributes in order, whether it has variations. */
export async function productForPricing(db: Db, productId: number) {
  const [product] = await db
    .select({
      price: products.price,
      oldPrice: products.oldPrice,
      activeQty: products.activeQty,
      attributeIds: correlated(
        sql<
          number[]
        >`array(select ${productAttributes.attributeId} from ${productAttributes} where ${productAttributes.productId} = ${products.id} order by ${productAttributes.sortOrder}, ${productAttributes.attributeId})`,
      ),
      hasVariations: correlated(
        sql<boolean>`exists (select 1 from ${variations} where ${variations.productId} = ${products.id})`,
      ),
    })
    .from(products)
    .where(and(eq(products.id, productId), visibleProduct));
  return product;
}

/** The attribute of each value named. */
export async function attributeOfValues(db: Db, valueIds: number[]): Promise<Map<number, number>> {
  const values = await db
    .select({ id: attributeValues.id, attributeId: attributeValues.attributeId })
    .from(attributeValues)
    .where(inArray(attributeValues.id, valueIds));
  return new Map(values.map((v) => [v.id, v.attributeId]));
}

/**
 * The product's variation holding every chosen (attribute, value) pair: one value per
 * attribute, so matching all of the product's attributes identifies at most one.
 */
export async function variationWithValues(
  db: Db,
  productId: number,
  chosen: readonly { attributeId: number; valueId: number }[],
) {
  const pairs = sql.join(
    chosen.map((c) => sql`(${c.attributeId}::int, ${c.valueId}::int)`),
    sql`, `,
  );
  const [variation] = await db
    .select({
      id: variations.id,
      price: variations.price,
      oldPrice: variations.oldPrice,
      activeQty: variations.activeQty,
    })
    .from(variations)
    .where(
      and(
        eq(variations.productId, productId),
        sql`(select count(*) from ${variationValues} where ${variationValues.variationId} = ${variations.id} and (${variationValues.attributeId}, ${variationValues.valueId}) in (${pairs})) = ${chosen.length}`,
      ),
    )
    .orderBy(asc(variations.id))
    .limit(1);
  return variation;
}

/** A variation's stock when its product is visible; undefined otherwise. */
export async function visibleVariationStock(
  db: Db,
  variationId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ activeQty: variations.activeQty })
    .from(variations)
    .innerJoin(products, eq(products.id, variations.productId))
    .where(and(eq(variations.id, variationId), visibleProduct));
  return row?.activeQty;
}

/** Every brand in display order, with its logo's storage key. */
export async function brandRows(db: Db, lang: LanguageCode) {
  const name = localized(brands.name, lang);
  return db
    .select({ brandId: brands.id, name, logoKey: files.storageKey })
    .from(brands)
    .leftJoin(files, eq(files.id, brands.logoId))
    .orderBy(asc(brands.sortOrder), asc(name), asc(brands.id));
}

/** The highest price of the visible products (in a category and below), in fils; 0 for none. */
export async function highestPrice(db: Db, categoryId: number | undefined): Promise<number> {
  const [row] = await db
    .select({ maxPrice: sql<number>`coalesce(max(${products.price}), 0)::int` })
    .from(products)
    .where(and(visibleProduct, categoryId === undefined ? undefined : inCategory(categoryId)));
  return row?.maxPrice ?? 0;
}

/** Sets a product's own price and struck-through price; false when there is no such product. */
export async function setProductPrice(
  db: Db,
  productId: number,
  price: number,
  oldPrice: number | null,
): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ price, oldPrice })
    .where(eq(products.id, productId))
    .returning({ id: products.id });
  return rows.length > 0;
}
