import type { LanguageCode } from '@storefront/contracts';
import type {
  Brand,
  GetPriceResponse,
  ProductAttribute,
  ProductDetail,
  ProductPage,
  ProductSummary,
  Variation,
} from '@storefront/contracts/catalogue';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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
} from '../../db/schema.ts';
import { HttpError, invalidField, notFound } from '../../lib/http-error.ts';
import {
  countProducts,
  findSummaries,
  selectSummaries,
  selectSummariesWith,
  toSummary,
} from './product-summaries.ts';
import {
  correlated,
  filePath,
  inCategory,
  localized,
  pictureOf,
  stockFirst,
  visibleProduct,
} from './sql.ts';

const INT4_MAX = 2_147_483_647;

/** Browsing order: in stock first when the theme says so, then newest (spec 3 theme config). */
const browseOrder = (keepOutOfStockAtEnd: boolean): SQL[] => [
  ...stockFirst(keepOutOfStockAtEnd),
  desc(products.createdAt),
  asc(products.id),
];

export interface ProductsInput {
  ids?: string | undefined;
  categoryId?: number | undefined;
  brandId?: number | undefined;
  page: number;
  itemsPerPage: number;
}

/**
 * GET products: by id list (answered in the order asked), category (and everything under it)
 * or brand; the criteria combine. Spec 9: the page becomes $skip and $top.
 */
export async function listProducts(
  db: Db,
  lang: LanguageCode,
  input: ProductsInput,
  keepOutOfStockAtEnd: boolean,
): Promise<ProductPage> {
  const conditions: SQL[] = [visibleProduct];
  let order = browseOrder(keepOutOfStockAtEnd);
  if (input.ids !== undefined) {
    // An id no product can have (0, or past a PostgreSQL integer) simply matches nothing.
    const ids = [...new Set(input.ids.split(',').map(Number))].filter(
      (id) => id >= 1 && id <= INT4_MAX,
    );
    if (ids.length === 0) return { items: [], count: 0 };
    conditions.push(inArray(products.id, ids));
    order = [
      sql`array_position(array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[], ${products.id})`,
    ];
  }
  if (input.categoryId !== undefined) conditions.push(inCategory(input.categoryId));
  if (input.brandId !== undefined) conditions.push(eq(products.brandId, input.brandId));
  const where = and(...conditions)!;
  const [items, count] = await Promise.all([
    findSummaries(db, lang, where, order, {
      limit: input.itemsPerPage,
      offset: (input.page - 1) * input.itemsPerPage,
    }),
    countProducts(
      db,
      where,
      JSON.stringify(['products', input.ids ?? '', input.categoryId ?? 0, input.brandId ?? 0]),
    ),
  ]);
  return { items, count };
}

interface DetailJson {
  pictures: { storageKey: string; width: number | null; height: number | null; alt: string }[];
  attributes: ProductAttribute[];
  variations: Variation[];
  breadcrumbs: { categoryId: number; name: string }[];
}

/**
 * GET products/{id}: the summary and everything the product page shows, in one query (the
 * pictures, attributes with the values the variations use, variations and breadcrumbs are
 * JSON subqueries on their indexes), so the page costs one round trip.
 */
export async function productDetail(
  db: Db,
  lang: LanguageCode,
  productId: number,
): Promise<ProductDetail> {
  const [row] = await selectSummariesWith(db, lang, {
    description: localized(products.description, lang),
    isGrouped: products.isGrouped,
    detail: correlated(sql<DetailJson>`json_build_object(
        'pictures', (select coalesce(json_agg(json_build_object(
            'storageKey', ${files.storageKey}, 'width', ${files.width}, 'height', ${files.height},
            'alt', ${localized(productPictures.alt, lang)}) order by ${productPictures.sortOrder}), '[]')
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
  if (!row) throw productNotFound(productId);
  const { detail, description, isGrouped } = row;
  const pictures = detail.pictures.flatMap((picture) => {
    const shown = pictureOf(picture);
    return shown ? [shown] : [];
  });
  return {
    ...toSummary(row),
    description,
    pictures,
    attributes: detail.attributes,
    variations: detail.variations,
    breadcrumbs: detail.breadcrumbs,
    isGrouped,
  };
}

const productNotFound = (productId: number) =>
  notFound(`Product ${productId} does not exist or is not available.`);

/** GET products/{id}/grouped-products: the visible members of a grouped product, in its order. */
export async function groupMembers(
  db: Db,
  lang: LanguageCode,
  productId: number,
): Promise<ProductSummary[]> {
  const [group] = await db
    .select({ isGrouped: products.isGrouped })
    .from(products)
    .where(and(eq(products.id, productId), visibleProduct));
  if (!group) throw productNotFound(productId);
  if (!group.isGrouped) throw notFound(`Product ${productId} is not a grouped product.`);
  const rows = await selectSummaries(db, lang)
    .innerJoin(
      groupedProducts,
      and(eq(groupedProducts.productId, products.id), eq(groupedProducts.groupId, productId)),
    )
    .where(visibleProduct)
    .orderBy(asc(groupedProducts.sortOrder), asc(products.id));
  return rows.map(toSummary);
}

export interface ChosenValue {
  attributeId: number;
  valueId: number;
}

/** A UI translation key: the API answers it in the request's language (decision 21). */
const COMBINATION_UNAVAILABLE = 'errors.combinationUnavailable';

/**
 * POST users/{userId}/products/{productId}/get-price: the variation with exactly the chosen
 * value of every attribute of the product, its price and stock. A product without variations
 * answers its own. 400 for a choice that is malformed or incomplete (an attribute the product
 * does not have, a value of another attribute, a missing or repeated attribute); 404 for a
 * valid choice that no variation has. Each names `attributes`.
 */
export async function priceOf(
  db: Db,
  productId: number,
  chosen: readonly ChosenValue[],
  quantity: number,
): Promise<GetPriceResponse> {
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
  if (!product) throw productNotFound(productId);

  const own = new Set(product.attributeIds);
  const seen = new Set<number>();
  for (const { attributeId } of chosen) {
    if (!own.has(attributeId)) {
      throw invalidField('attributes', `The product has no attribute ${attributeId}.`);
    }
    if (seen.has(attributeId)) {
      throw invalidField('attributes', `Attribute ${attributeId} is chosen more than once.`);
    }
    seen.add(attributeId);
  }

  if (!product.hasVariations) {
    return {
      variationId: null,
      price: product.price,
      oldPrice: product.oldPrice,
      activeQty: product.activeQty,
      inStock: product.activeQty >= quantity,
    };
  }

  const missing = product.attributeIds.filter((id) => !seen.has(id));
  if (missing.length > 0) {
    throw invalidField(
      'attributes',
      `Choose a value for every attribute: missing ${missing.join(', ')}.`,
    );
  }
  const values = await db
    .select({ id: attributeValues.id, attributeId: attributeValues.attributeId })
    .from(attributeValues)
    .where(
      inArray(
        attributeValues.id,
        chosen.map((c) => c.valueId),
      ),
    );
  const attributeOfValue = new Map(values.map((v) => [v.id, v.attributeId]));
  for (const { attributeId, valueId } of chosen) {
    if (attributeOfValue.get(valueId) !== attributeId) {
      throw invalidField(
        'attributes',
        `Value ${valueId} is not a value of attribute ${attributeId}.`,
      );
    }
  }

  // The variation holding every chosen pair: one value per attribute, so matching all of the
  // product's attributes identifies at most one.
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
  if (!variation) {
    throw new HttpError(404, 'not_found', COMBINATION_UNAVAILABLE, {
      attributes: COMBINATION_UNAVAILABLE,
    });
  }
  return {
    variationId: variation.id,
    price: variation.price,
    oldPrice: variation.oldPrice,
    activeQty: variation.activeQty,
    inStock: variation.activeQty >= quantity,
  };
}

/** GET stock-qty?variationId (spec 3 Stock). */
export async function stockOf(
  db: Db,
  variationId: number,
): Promise<{ variationId: number; activeQty: number }> {
  const [row] = await db
    .select({ activeQty: variations.activeQty })
    .from(variations)
    .innerJoin(products, eq(products.id, variations.productId))
    .where(and(eq(variations.id, variationId), visibleProduct));
  if (!row) throw notFound(`Variation ${variationId} does not exist or is not available.`);
  return { variationId, activeQty: row.activeQty };
}

/** GET products-brands: every brand, in display order. */
export async function listBrands(db: Db, lang: LanguageCode): Promise<Brand[]> {
  const name = localized(brands.name, lang);
  const rows = await db
    .select({ brandId: brands.id, name, logoKey: files.storageKey })
    .from(brands)
    .leftJoin(files, eq(files.id, brands.logoId))
    .orderBy(asc(brands.sortOrder), asc(name), asc(brands.id));
  return rows.map((row) => ({
    brandId: row.brandId,
    name: row.name,
    logoPath: row.logoKey === null ? null : filePath(row.logoKey),
  }));
}

/** GET products/max-price: the highest price of the visible products (in a category), in fils. */
export async function maxPrice(db: Db, categoryId: number | undefined): Promise<number> {
  const [row] = await db
    .select({ maxPrice: sql<number>`coalesce(max(${products.price}), 0)::int` })
    .from(products)
    .where(and(visibleProduct, categoryId === undefined ? undefined : inCategory(categoryId)));
  return row?.maxPrice ?? 0;
}
