import type { LanguageCode } from '@storefront/contracts';
import type {
  Brand,
  GetPriceResponse,
  ProductDetail,
  ProductPage,
  ProductSummary,
} from '@storefront/contracts/catalogue';
import type { Db } from '../../../db/client.ts';
import { type CatalogueNews, cacheTags } from '../../../lib/catalogue-news.ts';
import { HttpError, invalidField, notFound } from '../../../lib/http-error.ts';
import { toSummary } from '../queries.ts';
import { filePath, pictureOf } from '../sql.ts';
import {
  attributeOfValues,
  brandRows,
  groupMemberSummaries,
  highestPrice,
  productDetailRow,
  productForPricing,
  productPage,
  setProductPrice,
  variationWithValues,
  visibleProductIsGrouped,
  visibleVariationStock,
} from './queries.ts';

/** Spec 7 catalogue: products, the product page, grouped products, prices, stock, brands. */

const INT4_MAX = 2_147_483_647;

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
  let ids: number[] | undefined;
  if (input.ids !== undefined) {
    // An id no product can have (0, or past a PostgreSQL integer) simply matches nothing.
    ids = [...new Set(input.ids.split(',').map(Number))].filter((id) => id >= 1 && id <= INT4_MAX);
    if (ids.length === 0) return { items: [], count: 0 };
  }
  return productPage(
    db,
    lang,
    { ids, idList: input.ids, categoryId: input.categoryId, brandId: input.brandId },
    { limit: input.itemsPerPage, offset: (input.page - 1) * input.itemsPerPage },
    keepOutOfStockAtEnd,
  );
}

const productNotFound = (productId: number) =>
  notFound(`Product ${productId} does not exist or is not available.`);

/** GET products/{id}: the summary and everything the product page shows, in one query. */
export async function productDetail(
  db: Db,
  lang: LanguageCode,
  productId: number,
): Promise<ProductDetail> {
  const row = await productDetailRow(db, lang, productId);
  if (!row) throw productNotFound(productId);
  const { detail, sku, description, isGrouped } = row;
  const pictures = detail.pictures.flatMap((picture) => {
    const shown = pictureOf(picture);
    return shown ? [{ ...shown, variationId: picture.variationId }] : [];
  });
  return {
    ...toSummary(row),
    sku,
    description,
    pictures,
    attributes: detail.attributes,
    variations: detail.variations,
    breadcrumbs: detail.breadcrumbs,
    isGrouped,
  };
}

/** GET products/{id}/grouped-products: the visible members of a grouped product, in its order. */
export async function groupMembers(
  db: Db,
  lang: LanguageCode,
  productId: number,
): Promise<ProductSummary[]> {
  const isGrouped = await visibleProductIsGrouped(db, productId);
  if (isGrouped === undefined) throw productNotFound(productId);
  if (!isGrouped) throw notFound(`Product ${productId} is not a grouped product.`);
  return groupMemberSummaries(db, lang, productId);
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
  const product = await productForPricing(db, productId);
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
  const attributeOfValue = await attributeOfValues(
    db,
    chosen.map((c) => c.valueId),
  );
  for (const { attributeId, valueId } of chosen) {
    if (attributeOfValue.get(valueId) !== attributeId) {
      throw invalidField(
        'attributes',
        `Value ${valueId} is not a value of attribute ${attributeId}.`,
      );
    }
  }

  const variation = await variationWithValues(db, productId, chosen);
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
  const activeQty = await visibleVariationStock(db, variationId);
  if (activeQty === undefined) {
    throw notFound(`Variation ${variationId} does not exist or is not available.`);
  }
  return { variationId, activeQty };
}

/** GET products-brands: every brand, in display order. */
export async function listBrands(db: Db, lang: LanguageCode): Promise<Brand[]> {
  const rows = await brandRows(db, lang);
  return rows.map((row) => ({
    brandId: row.brandId,
    name: row.name,
    logoPath: row.logoKey === null ? null : filePath(row.logoKey),
  }));
}

/** GET products/max-price: the highest price of the visible products (in a category), in fils. */
export async function maxPrice(db: Db, categoryId: number | undefined): Promise<number> {
  return highestPrice(db, categoryId);
}

export interface PriceChange {
  productId: number;
  /** Fils. */
  price: number;
  /** The struck-through price, in fils; null for none. */
  oldPrice: number | null;
}

const isFils = (value: number) => Number.isSafeInteger(value) && value >= 0 && value <= INT4_MAX;

/**
 * A product's own price (the catalogue's writes start here; the back office calls it). Once it is
 * saved, every answer and drawn page that shows the product is forgotten, on every instance
 * (decision 55). 400 naming the field for a price that is not whole fils from 0; 404 for an
 * unknown product.
 */
export async function changeProductPrice(
  db: Db,
  news: CatalogueNews,
  change: PriceChange,
): Promise<void> {
  if (!isFils(change.price))
    throw invalidField('price', 'The price must be whole fils, 0 or more.');
  if (change.oldPrice !== null && !isFils(change.oldPrice)) {
    throw invalidField('oldPrice', 'The old price must be whole fils, 0 or more.');
  }
  if (!(await setProductPrice(db, change.productId, change.price, change.oldPrice))) {
    throw notFound(`Product ${change.productId} does not exist.`);
  }
  await news.announce([cacheTags.product(change.productId)]);
}
