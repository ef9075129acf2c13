import { z } from 'zod';
import { INT4_MAX, idParamSchema, idSchema } from './input-rules.ts';
import { auditPageSchema } from './staff.ts';

/**
 * The back office's catalogue (issue 25): products, their stock and history, categories and
 * brands, under /api/admin (endpoints/admin/catalogue.ts). Money is integer fils, as everywhere
 * in the API (the admin shows and reads KD with 3 decimals). Texts a shopper sees are edited as
 * an English | Arabic pair: `en` is always there (may be '' where the field is optional), `ar`
 * is left out when there is no Arabic yet ('' is read as none).
 */

/** A product with 1 to this many units is "low" in stock; 0 is "out", more is "in". */
export const LOW_STOCK_MAX = 5;
export const ADMIN_PRODUCTS_PAGE_SIZE = 50;
export const STOCK_MOVEMENTS_PAGE_SIZE = 50;
/** Bulk actions take from 1 to this many products. */
export const MAX_BULK_PRODUCTS = 100;
export const MAX_PRODUCT_OPTIONS = 3;
export const MAX_OPTION_VALUES = 50;
export const MAX_VARIATIONS = 250;
export const MAX_PRODUCT_PICTURES = 50;
/** Stock counts and adjustments stay within this (a typo of a few zeros is refused). */
export const MAX_STOCK = 1_000_000;

export const TEXT_LIMITS = {
  name: 200,
  description: 10_000,
  seoTitle: 200,
  seoDescription: 500,
  alt: 200,
  sku: 64,
  optionName: 60,
  optionValue: 60,
  note: 500,
} as const;

// ---------------------------------------------------------------------------------------------
// Shared pieces

/** A text as stored and answered: English always, Arabic when there is one. */
export const localizedTextSchema = z.object({ en: z.string(), ar: z.string().optional() });
export type LocalizedTextOut = z.infer<typeof localizedTextSchema>;

const text = (max: number) => z.string('validation.required').trim().max(max, 'validation.tooLong');
const requiredText = (max: number) => text(max).min(1, 'validation.required');

/** An English | Arabic pair as the admin sends it, English required. */
export function localizedInputSchema(max: number) {
  return z.object({ en: requiredText(max), ar: text(max).optional() });
}

/** The same for an optional text (a description): English may be left out or ''. */
export function optionalLocalizedInputSchema(max: number) {
  return z.object({ en: text(max).default(''), ar: text(max).optional() });
}
export type LocalizedTextIn = z.input<ReturnType<typeof localizedInputSchema>>;

/** An amount in whole fils, 0 or more (the admin enters KD with up to 3 decimals). */
export const filsSchema = z
  .number('validation.price')
  .int('validation.price')
  .min(0, 'validation.price')
  .max(INT4_MAX, 'validation.price');

const stockSchema = z
  .number('validation.stock')
  .int('validation.stock')
  .min(0, 'validation.stock')
  .max(MAX_STOCK, 'validation.stock');

const skuSchema = requiredText(TEXT_LIMITS.sku);

const colorHexSchema = z
  .string('validation.colorHex')
  .regex(/^#[0-9a-fA-F]{6}$/, 'validation.colorHex');

const boolParam = z.enum(['true', 'false']);

export const adminIdParamsSchema = z.object({ id: idParamSchema });

// ---------------------------------------------------------------------------------------------
// Products: the list

export const STOCK_STATES = ['in', 'low', 'out'] as const;
export type StockState = (typeof STOCK_STATES)[number];

export const ADMIN_PRODUCT_SORTS = [
  'newest',
  'oldest',
  'updated',
  'name',
  'name-desc',
  'price',
  'price-desc',
  'stock',
  'stock-desc',
  'sku',
] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

/**
 * GET admin/products. `query` matches the name in either language or the SKU (a product's or one
 * of its variations'), case-insensitive, anywhere in it. `categoryId` includes the categories
 * under it. `stock`: out = 0, low = 1..LOW_STOCK_MAX, in = more. `missingArabic=true`: the name,
 * or a description or SEO text that has English, has no Arabic. `archived` (default false):
 * archived products only, or only those not archived. `sort` (default newest): by name in the
 * request's language.
 */
export const adminProductsQuerySchema = z.object({
  query: z.string().trim().max(100, 'validation.tooLong').optional(),
  categoryId: idParamSchema.optional(),
  brandId: idParamSchema.optional(),
  published: boolParam.optional(),
  stock: z.enum(STOCK_STATES).optional(),
  missingArabic: boolParam.optional(),
  archived: boolParam.optional(),
  sort: z.enum(ADMIN_PRODUCT_SORTS).optional(),
  page: idParamSchema.optional(),
});
export type AdminProductsQuery = z.input<typeof adminProductsQuerySchema>;

export const adminProductListItemSchema = z.object({
  id: z.number().int(),
  name: localizedTextSchema,
  sku: z.string(),
  /** Fils: the lowest variation's price, or the product's own. */
  price: z.number().int(),
  oldPrice: z.number().int().nullable(),
  /** Units over all variations. */
  activeQty: z.number().int(),
  stockState: z.enum(STOCK_STATES),
  published: z.boolean(),
  archived: z.boolean(),
  categoryId: z.number().int(),
  /** In the request's language (English when there is no Arabic). */
  categoryName: z.string(),
  brandId: z.number().int().nullable(),
  brandName: z.string().nullable(),
  /** The product's first picture, as /files/<key>; null without one. */
  picture: z.string().nullable(),
  hasVariations: z.boolean(),
  missingArabic: z.boolean(),
  updatedAt: z.string(),
});
export type AdminProductListItem = z.infer<typeof adminProductListItemSchema>;

export const adminProductPageSchema = z.object({
  items: z.array(adminProductListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;

export const BULK_PRODUCT_ACTIONS = ['publish', 'unpublish', 'archive', 'unarchive'] as const;
export type BulkProductAction = (typeof BULK_PRODUCT_ACTIONS)[number];

/**
 * POST admin/products/bulk. Archive also unpublishes; unarchive leaves the product unpublished
 * (publish it after). Ids that are not products are skipped; `updated` counts the products that
 * changed (one already in that state does not count).
 */
export const bulkProductsRequestSchema = z.object({
  ids: z
    .array(idSchema, 'validation.bulkProducts')
    .min(1, 'validation.bulkProducts')
    .max(MAX_BULK_PRODUCTS, 'validation.bulkProducts'),
  action: z.enum(BULK_PRODUCT_ACTIONS),
});
export type BulkProductsRequest = z.input<typeof bulkProductsRequestSchema>;
export const bulkProductsResponseSchema = z.object({ updated: z.number().int() });

// ---------------------------------------------------------------------------------------------
// Products: the editable document

export const OPTION_KINDS = ['text', 'color'] as const;
export type OptionKind = (typeof OPTION_KINDS)[number];

/**
 * GET admin/products/{id} (and what create and update answer): everything the editor shows.
 * Options are in the order the product page shows them; each variation's `valueIds` and
 * `values` (the values' English texts) are in the options' order. A picture shown for several
 * variations (a colour's picture for each of its sizes) is one entry with every variation's
 * index (in `variations`) and id; a picture of the whole product has none.
 */
export const adminProductSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: localizedTextSchema,
  description: localizedTextSchema,
  seoTitle: localizedTextSchema,
  seoDescription: localizedTextSchema,
  /** Fils. With variations: the lowest variation's price (and its old price). */
  price: z.number().int(),
  oldPrice: z.number().int().nullable(),
  categoryId: z.number().int(),
  brandId: z.number().int().nullable(),
  published: z.boolean(),
  archived: z.boolean(),
  /** Units: the product's own, or the sum of its variations'. */
  activeQty: z.number().int(),
  options: z.array(
    z.object({
      attributeId: z.number().int(),
      name: localizedTextSchema,
      kind: z.enum(OPTION_KINDS),
      values: z.array(
        z.object({
          valueId: z.number().int(),
          value: localizedTextSchema,
          colorHex: z.string().nullable(),
        }),
      ),
    }),
  ),
  variations: z.array(
    z.object({
      id: z.number().int(),
      sku: z.string(),
      price: z.number().int(),
      oldPrice: z.number().int().nullable(),
      activeQty: z.number().int(),
      valueIds: z.array(z.number().int()),
      values: z.array(z.string()),
    }),
  ),
  pictures: z.array(
    z.object({
      fileId: z.string(),
      /** /files/<key> */
      url: z.string(),
      alt: localizedTextSchema,
      variationIndexes: z.array(z.number().int()),
      variationIds: z.array(z.number().int()),
    }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * POST admin/products and PUT admin/products/{id}: the whole document (PUT replaces it).
 *
 * - `options`: matched to the shop's attributes by English name and kind (created when new);
 *   their values by English text within the option (created when new; an Arabic text or swatch
 *   sent for an existing value updates it, for every product that uses it).
 * - `variations`: with `id`, that variation of this product (404 otherwise); without, a new one.
 *   A variation of the product left out is deleted (orders keep their copy of it). `values` holds
 *   one English value text per option, in the options' order. No two variations may have the
 *   same values.
 * - `initialStock`: the stock of a new product without variations, or of a new variation,
 *   recorded as an 'initial' movement; ignored for what exists already (stock then changes only
 *   through POST admin/products/{id}/stock).
 * - `price`/`oldPrice`: the product's own; with variations the product shows the lowest
 *   variation's price instead, and these are replaced by it.
 * - `pictures`: uploaded files (POST files), in order; `variationIndexes` are positions in this
 *   request's `variations` (so a new variation can have a picture before it has an id): the
 *   picture shows each of them; empty for a picture of the whole product.
 *
 * 400 names the field (`variations.2.values`…); 404 for an unknown category, brand, file or
 * variation id (naming the field); 409 for a SKU another product or variation has.
 */
export const adminProductInputSchema = z
  .object({
    sku: skuSchema,
    name: localizedInputSchema(TEXT_LIMITS.name),
    description: optionalLocalizedInputSchema(TEXT_LIMITS.description).default({ en: '' }),
    seoTitle: optionalLocalizedInputSchema(TEXT_LIMITS.seoTitle).default({ en: '' }),
    seoDescription: optionalLocalizedInputSchema(TEXT_LIMITS.seoDescription).default({ en: '' }),
    price: filsSchema,
    oldPrice: filsSchema.nullable().default(null),
    categoryId: idSchema,
    brandId: idSchema.nullable().default(null),
    published: z.boolean('validation.required'),
    initialStock: stockSchema.default(0),
    options: z
      .array(
        z.object({
          name: localizedInputSchema(TEXT_LIMITS.optionName),
          kind: z.enum(OPTION_KINDS).default('text'),
          values: z
            .array(
              z.object({
                value: localizedInputSchema(TEXT_LIMITS.optionValue),
                colorHex: colorHexSchema.nullable().default(null),
              }),
            )
            .min(1, 'validation.required')
            .max(MAX_OPTION_VALUES, 'validation.tooLong'),
        }),
      )
      .max(MAX_PRODUCT_OPTIONS, 'validation.tooLong')
      .default([]),
    variations: z
      .array(
        z.object({
          id: idSchema.optional(),
          sku: skuSchema,
          price: filsSchema,
          oldPrice: filsSchema.nullable().default(null),
          initialStock: stockSchema.default(0),
          values: z.array(requiredText(TEXT_LIMITS.optionValue)),
        }),
      )
      .max(MAX_VARIATIONS, 'validation.tooLong')
      .default([]),
    pictures: z
      .array(
        z.object({
          fileId: z.uuid('validation.id'),
          alt: optionalLocalizedInputSchema(TEXT_LIMITS.alt).default({ en: '' }),
          variationIndexes: z
            .array(z.number().int().min(0).max(MAX_VARIATIONS))
            .max(MAX_VARIATIONS)
            .default([]),
        }),
      )
      .max(MAX_PRODUCT_PICTURES, 'validation.tooLong')
      .default([]),
  })
  .superRefine((doc, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (doc.options.length > 0 !== doc.variations.length > 0) {
      issue([doc.options.length > 0 ? 'variations' : 'options'], 'validation.optionsAndVariations');
    }
    doc.options.forEach((option, i) => {
      if (doc.options.findIndex((o) => sameText(o.name.en, option.name.en)) !== i) {
        issue(['options', i, 'name', 'en'], 'validation.duplicate');
      }
      option.values.forEach((value, j) => {
        if (option.values.findIndex((v) => sameText(v.value.en, value.value.en)) !== j) {
          issue(['options', i, 'values', j, 'value', 'en'], 'validation.duplicate');
        }
      });
    });
    const combinations = new Set<string>();
    const skus = new Set<string>([doc.sku.toLowerCase()]);
    const ids = new Set<number>();
    doc.variations.forEach((variation, i) => {
      const known =
        variation.values.length === doc.options.length &&
        variation.values.every((value, k) =>
          doc.options[k]?.values.some((v) => sameText(v.value.en, value)),
        );
      if (!known) issue(['variations', i, 'values'], 'validation.variationValues');
      const combination = JSON.stringify(variation.values.map((v) => v.trim().toLowerCase()));
      if (known && combinations.has(combination)) {
        issue(['variations', i, 'values'], 'validation.duplicate');
      }
      combinations.add(combination);
      if (skus.has(variation.sku.toLowerCase()))
        issue(['variations', i, 'sku'], 'validation.duplicate');
      skus.add(variation.sku.toLowerCase());
      if (variation.id !== undefined) {
        if (ids.has(variation.id)) issue(['variations', i, 'id'], 'validation.duplicate');
        ids.add(variation.id);
      }
    });
    doc.pictures.forEach((picture, i) => {
      if (picture.variationIndexes.some((index) => index >= doc.variations.length)) {
        issue(['pictures', i, 'variationIndexes'], 'validation.pictureVariation');
      }
    });
  });
export type AdminProductInput = z.input<typeof adminProductInputSchema>;
export type AdminProductData = z.output<typeof adminProductInputSchema>;

// ---------------------------------------------------------------------------------------------
// Stock

export const STAFF_STOCK_REASONS = ['received', 'correction', 'damaged'] as const;
export const STOCK_REASONS = [
  'initial',
  'received',
  'correction',
  'damaged',
  'order',
  'cancellation',
  'return',
  'payment-failed',
  'expired',
  'import',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/**
 * POST admin/products/{id}/stock: units added (positive) or taken (negative). `variationId` is
 * required for a product with variations (400 naming it otherwise; 404 for another product's),
 * and left out for one without. 409 naming `delta` when the stock would go below 0.
 */
export const stockAdjustmentSchema = z.object({
  variationId: idSchema.optional(),
  delta: z
    .number('validation.stockDelta')
    .int('validation.stockDelta')
    .min(-MAX_STOCK, 'validation.stockDelta')
    .max(MAX_STOCK, 'validation.stockDelta')
    .refine((delta) => delta !== 0, 'validation.stockDelta'),
  reason: z.enum(STAFF_STOCK_REASONS),
  note: text(TEXT_LIMITS.note).optional(),
});
export type StockAdjustment = z.input<typeof stockAdjustmentSchema>;

export const stockAdjustmentResultSchema = z.object({
  productId: z.number().int(),
  variationId: z.number().int().nullable(),
  /** The adjusted product's or variation's stock after the change. */
  activeQty: z.number().int(),
  /** The product's stock over all its variations after the change. */
  productActiveQty: z.number().int(),
});
export type StockAdjustmentResult = z.infer<typeof stockAdjustmentResultSchema>;

export const pageQuerySchema = z.object({ page: idParamSchema.optional() });

export const stockMovementSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  variationId: z.number().int().nullable(),
  variationSku: z.string().nullable(),
  delta: z.number().int(),
  quantityAfter: z.number().int(),
  reason: z.enum(STOCK_REASONS),
  /** The order a movement came from (order, cancellation, return, payment-failed, expired). */
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  /** The staff member who made it, for staff adjustments and a new product's initial stock. */
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  note: z.string().nullable(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/** GET admin/products/{id}/stock-movements?page: newest first. */
export const stockMovementPageSchema = z.object({
  items: z.array(stockMovementSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StockMovementPage = z.infer<typeof stockMovementPageSchema>;

/** GET admin/products/{id}/history?page: the product's audit entries, newest first. */
export const productHistorySchema = auditPageSchema;

// ---------------------------------------------------------------------------------------------
// Categories

export const adminCategorySchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: localizedTextSchema,
  /** Position among its siblings, from 0. */
  sortOrder: z.number().int(),
  published: z.boolean(),
  /** Products directly in it (not in the categories under it). */
  productCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** GET admin/categories: the whole tree as a flat list, depth first, siblings in order. */
export const adminCategoriesSchema = z.array(adminCategorySchema);

/** POST admin/categories: added as the last child of `parentId` (a top-level one for null). */
export const createCategoryRequestSchema = z.object({
  name: localizedInputSchema(TEXT_LIMITS.name),
  parentId: idSchema.nullable().default(null),
  published: z.boolean().default(true),
});
export type CreateCategoryRequest = z.input<typeof createCategoryRequestSchema>;

/** PUT admin/categories/{id}: its names and whether it is published. */
export const updateCategoryRequestSchema = z.object({
  name: localizedInputSchema(TEXT_LIMITS.name),
  published: z.boolean('validation.required'),
});
export type UpdateCategoryRequest = z.input<typeof updateCategoryRequestSchema>;

/**
 * PUT admin/categories/{id}/position: under `parentId` (null: top level), at `index` among its
 * new siblings (past the end: last). 409 under itself or one of its own subcategories. Answers
 * the whole tree (GET admin/categories), since siblings move too.
 */
export const moveCategoryRequestSchema = z.object({
  parentId: idSchema.nullable(),
  index: z.number('validation.required').int().min(0).max(10_000),
});
export type MoveCategoryRequest = z.input<typeof moveCategoryRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Brands

export const adminBrandSchema = z.object({
  id: z.number().int(),
  name: localizedTextSchema,
  sortOrder: z.number().int(),
  productCount: z.number().int(),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;
export const adminBrandsSchema = z.array(adminBrandSchema);

/** POST admin/brands, PUT admin/brands/{id}. */
export const brandRequestSchema = z.object({ name: localizedInputSchema(TEXT_LIMITS.name) });
export type BrandRequest = z.input<typeof brandRequestSchema>;
