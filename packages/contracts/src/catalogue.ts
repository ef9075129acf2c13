import { z } from 'zod';
import { idParamSchema, idSchema } from './input-rules.ts';
import { MAX_PAGE_SIZE, SUGGESTION_COUNT } from './paging.ts';

export { MAX_PAGE_SIZE, pageToSkipTop, SUGGESTION_COUNT } from './paging.ts';

/**
 * Spec 7 Catalogue (and Other: static pages, contact-us, stock, files): request and response
 * shapes. Money is integer fils (decision 4). Names and texts come back in the request's
 * language (Accept-Language), falling back to English.
 */

const id = idParamSchema;
export const idParamsSchema = z.object({ id });

/** A picture as the storefront shows it: `path` is served by the API (GET /files/…). */
export const pictureSchema = z.object({
  path: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
});
export type Picture = z.infer<typeof pictureSchema>;

/** A product in lists, grids and search results. */
/** Kept as a plain object so other shapes can spread it without touching a schema (tree-shaking). */
const productSummaryShape = {
  productId: z.number().int(),
  productName: z.string(),
  /** The lowest price among the product's variations (or its own price), in fils. */
  price: z.number().int(),
  /** The price before a discount, when the product is on sale. */
  oldPrice: z.number().int().nullable(),
  picture: z.nullable(pictureSchema),
  brandId: z.number().int().nullable(),
  brandName: z.string().nullable(),
  categoryId: z.number().int(),
  /** Spec 3 Stock: the units available over all variations. */
  activeQty: z.number().int(),
  inStock: z.boolean(),
  hasVariations: z.boolean(),
};
export const productSummarySchema = z.object(productSummaryShape);
export type ProductSummary = z.infer<typeof productSummarySchema>;

/**
 * GET products/search (spec 7 Product search). `$filter` is a documented subset of OData:
 * eq ne gt ge lt le, and or not, parentheses, startswith(name,'x'), contains(name,'x'),
 * `field in (1,2)`, on the fields in PRODUCT_FILTER_FIELDS; `$orderby` on PRODUCT_ORDER_FIELDS
 * with asc/desc. Anything else is a 400 naming what is wrong. `keyword` matches names by word
 * prefix in the request's language (spec 5) and is ANDed with `$filter`.
 */
export const PRODUCT_FILTER_FIELDS = [
  'productId',
  'name',
  'categoryId',
  'brandId',
  'price',
  'inStock',
  'onSale',
] as const;
export const PRODUCT_ORDER_FIELDS = ['name', 'price', 'createdAt', 'productId'] as const;

export const productSearchQuerySchema = z.object({
  $filter: z.string().max(2000).optional(),
  $orderby: z.string().max(200).optional(),
  $top: z.coerce.number().int().min(0).max(MAX_PAGE_SIZE).default(24),
  $skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  $count: z.enum(['true', 'false']).optional(),
  keyword: z.string().trim().max(100).optional(),
});
export type ProductSearchQuery = z.input<typeof productSearchQuerySchema>;

export const productSearchResponseSchema = z.object({
  items: z.array(productSummarySchema),
  /** The number of matches over all pages, when `$count=true`. */
  count: z.number().int().optional(),
  /**
   * Issue 29: a corrected keyword ("shirt" for "shrit"), when a word matched no name and was
   * searched as its closest known words, or when few products match and a commoner spelling is
   * near. Normalised words (lower case, accents and Arabic letter forms folded).
   */
  didYouMean: z.string().optional(),
});
export type ProductSearchResponse = z.infer<typeof productSearchResponseSchema>;

/**
 * GET products/facets (issue 29): what each filter value of the search page would give, for the
 * same `$filter` and `keyword` as GET products/search. Disjunctive: a facet's counts apply every
 * other filter but not its own (brand counts ignore the brands chosen, category counts the
 * category), so a value's count is the number of results choosing it alone would show.
 */
export const productFacetsQuerySchema = productSearchQuerySchema.pick({
  $filter: true,
  keyword: true,
});
export type ProductFacetsQuery = z.input<typeof productFacetsQuerySchema>;

export const productFacetsSchema = z.object({
  /** The results with every filter applied: what GET products/search counts. */
  count: z.number().int(),
  /**
   * Each category (and everything under it) holding results, any category filter left out.
   * Categories with none are left out.
   */
  categories: z.array(z.object({ categoryId: z.number().int(), count: z.number().int() })),
  /**
   * Each brand with results, any brand filter left out, in display order; a brand the
   * `$filter` names stays even at 0, so a shopper can take it off.
   */
  brands: z.array(
    z.object({ brandId: z.number().int(), name: z.string(), count: z.number().int() }),
  ),
  /** The results in stock, any inStock filter left out. */
  inStock: z.number().int(),
  /** The results on sale, any onSale filter left out. */
  onSale: z.number().int(),
  /** The highest price (fils) among the results, any price filter left out; 0 for none. */
  maxPrice: z.number().int(),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

/** GET products (spec 7, "params"): products by id list or category, for lists and widgets. */
export const productsQuerySchema = z.object({
  ids: z
    .string()
    .regex(/^\d+(,\d+){0,99}$/, 'ids: up to 100 comma-separated product ids')
    .optional(),
  categoryId: z.optional(id),
  brandId: z.optional(id),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(24),
});

/**
 * A page of products with the number over all pages: GET products and the product data-list
 * items.
 */
export const productPageSchema = z.object({
  items: z.array(productSummarySchema),
  count: z.number().int(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

/** GET products/suggest (spec 2 Search, spec 3 Search result, spec 9: 5 results). */
export const suggestQuerySchema = z.object({
  query: z.string().trim().min(1, 'validation.required').max(100),
  pageCount: z.coerce.number().int().min(1).max(20).default(SUGGESTION_COUNT),
  preferInStock: z.enum(['true', 'false']).default('true'),
});
export const suggestionSchema = z.object({
  product: z.object({ productId: z.number().int(), productName: z.string() }),
  picture: z.nullable(pictureSchema),
  price: z.number().int(),
  inStock: z.boolean(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestResponseSchema = z.array(suggestionSchema);

/** A category or brand the search box offers (issue 29). */
export const searchLinkSchema = z.object({ id: z.number().int(), name: z.string() });
export type SearchLink = z.infer<typeof searchLinkSchema>;

/**
 * GET products/quick-search (issue 29): the header box's whole answer while typing: the
 * products of GET products/suggest, the categories and brands whose names match, and a
 * corrected query when a word was corrected. `items` holds the products (a list, for its cache
 * tags).
 */
export const quickSearchQuerySchema = suggestQuerySchema;
export const quickSearchResponseSchema = z.object({
  items: z.array(suggestionSchema),
  categories: z.array(searchLinkSchema),
  brands: z.array(searchLinkSchema),
  didYouMean: z.string().optional(),
});
export type QuickSearch = z.infer<typeof quickSearchResponseSchema>;

/**
 * GET products/popular-searches (issue 29): what the box offers when focused and empty: the
 * categories with the most visible products (the shop records no searches), most first.
 */
export const popularSearchesSchema = z.object({ items: z.array(searchLinkSchema) });
export type PopularSearches = z.infer<typeof popularSearchesSchema>;

/** A product's attribute (size, colour) and the values its variations use. */
export const productAttributeSchema = z.object({
  attributeId: z.number().int(),
  name: z.string(),
  /** 'color' values carry a swatch colour. */
  kind: z.enum(['text', 'color']),
  values: z.array(
    z.object({
      valueId: z.number().int(),
      value: z.string(),
      colorHex: z.string().nullable(),
    }),
  ),
});
export type ProductAttribute = z.infer<typeof productAttributeSchema>;

export const variationSchema = z.object({
  variationId: z.number().int(),
  sku: z.string(),
  /** One value per attribute of the product. */
  attributes: z.array(z.object({ attributeId: z.number().int(), valueId: z.number().int() })),
  price: z.number().int(),
  oldPrice: z.number().int().nullable(),
  activeQty: z.number().int(),
});
export type Variation = z.infer<typeof variationSchema>;

export const breadcrumbSchema = z.object({ categoryId: z.number().int(), name: z.string() });

/**
 * A picture on the product page: the product's own (`variationId` null: every variation alike),
 * or one that shows a variation (its colour), for when that variation is chosen.
 */
export const productPictureSchema = pictureSchema.extend({
  variationId: z.number().int().nullable(),
});
export type ProductPicture = z.infer<typeof productPictureSchema>;

/** GET products/{id}. */
export const productDetailSchema = z.object({
  ...productSummaryShape,
  /** The product's own stock-keeping unit (each variation has its own too). */
  sku: z.string(),
  description: z.string(),
  /** In display order: the product's own and every variation's, each saying which it is. */
  pictures: z.array(productPictureSchema),
  attributes: z.array(productAttributeSchema),
  variations: z.array(variationSchema),
  /** From the top-level category down to the product's own. */
  breadcrumbs: z.array(breadcrumbSchema),
  /** True when the product is a group of other products (GET products/{id}/grouped-products). */
  isGrouped: z.boolean(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** GET products/{id}/grouped-products: the products a grouped product groups, in its order. */
export const groupedProductsSchema = z.array(productSummarySchema);

/** POST users/{userId}/products/{productId}/get-price: the chosen attribute values. */
export const getPriceParamsSchema = z.object({ userId: z.string(), productId: id });
export const getPriceRequestSchema = z.object({
  attributes: z.array(z.object({ attributeId: idSchema, valueId: idSchema })).max(10),
  quantity: z.number().int().min(1).max(999).default(1),
});
export type GetPriceRequest = z.input<typeof getPriceRequestSchema>;
export const getPriceResponseSchema = z.object({
  variationId: z.number().int().nullable(),
  /** Unit price in fils. */
  price: z.number().int(),
  oldPrice: z.number().int().nullable(),
  activeQty: z.number().int(),
  inStock: z.boolean(),
});
export type GetPriceResponse = z.infer<typeof getPriceResponseSchema>;

/** GET stock-qty?variationId (spec 3 Stock). */
export const stockQuerySchema = z.object({ variationId: id });
export const stockSchema = z.object({ variationId: z.number().int(), activeQty: z.number().int() });

/** GET products-brands. */
export const brandSchema = z.object({
  brandId: z.number().int(),
  name: z.string(),
  logoPath: z.string().nullable(),
});
export type Brand = z.infer<typeof brandSchema>;
export const brandsSchema = z.array(brandSchema);

/** GET products/max-price (optionally within a category): the upper end of the price facet. */
export const maxPriceQuerySchema = z.object({ categoryId: z.optional(id) });
export const maxPriceSchema = z.object({ maxPrice: z.number().int() });

/** GET categories/published/lookup: the published tree, flat, in display order. */
const categoryLookupShape = {
  categoryId: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
};
export const categoryLookupSchema = z.object(categoryLookupShape);
export type CategoryLookup = z.infer<typeof categoryLookupSchema>;
export const categoryLookupListSchema = z.array(categoryLookupSchema);

/** GET categories/{id}. */
export const categorySchema = z.object({
  ...categoryLookupShape,
  description: z.string(),
  picture: z.nullable(pictureSchema),
  breadcrumbs: z.array(breadcrumbSchema),
  children: z.array(categoryLookupSchema),
});
export type Category = z.infer<typeof categorySchema>;

/** GET categories/{id}/products-count: published products in the category and below it. */
export const productsCountSchema = z.object({ count: z.number().int() });

/** Data lists compose the home page (spec 7): lists of products or of categories, in groups. */
export const dataListSchema = z.object({
  listId: z.number().int(),
  name: z.string(),
  kind: z.enum(['product', 'category']),
  groups: z.array(z.object({ groupId: z.number().int(), name: z.string() })),
});
export type DataList = z.infer<typeof dataListSchema>;
export const dataListsSchema = z.array(dataListSchema);
export const dataListParamsSchema = z.object({ listId: id });
export const dataListGroupParamsSchema = z.object({ listId: id, groupId: id });
export const dataListItemsQuerySchema = z.object({
  $top: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(12),
  $skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const categoryListItemSchema = z.object({
  ...categoryLookupShape,
  picture: z.nullable(pictureSchema),
});
export type CategoryListItem = z.infer<typeof categoryListItemSchema>;
/** The categories of a category data list (or one of its groups), with the number over all pages. */
export const categoryPageSchema = z.object({
  items: z.array(categoryListItemSchema),
  count: z.number().int(),
});
export type CategoryPage = z.infer<typeof categoryPageSchema>;

/** GET static-pages/{id}: an about, shipping or privacy page. `body` is plain paragraphs. */
export const staticPageSchema = z.object({
  pageId: z.number().int(),
  /** Its address in the request's language: the page is at `/pages/{address}`. */
  address: z.string(),
  title: z.string(),
  /**
   * HTML cleaned by the server's allow-list when it was stored: headings, paragraphs, lists,
   * links (http, https, mailto, tel, or this shop's paths), pictures, tables. No script, no style.
   */
  body: z.string(),
  /** The search result's title and description; '' when the page has none of its own. */
  seoTitle: z.string(),
  seoDescription: z.string(),
  updatedAt: z.string(),
});
export type StaticPage = z.infer<typeof staticPageSchema>;

/** POST stores/self/contact-us. */
export const contactUsRequestSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
  email: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(254, 'validation.tooLong')
    .pipe(z.email('validation.email')),
  phone: z.string().trim().max(24, 'validation.phone').optional(),
  subject: z.string().trim().max(150, 'validation.tooLong').optional(),
  message: z.string().trim().min(10, 'validation.messageTooShort').max(5000, 'validation.tooLong'),
});
export type ContactUsRequest = z.infer<typeof contactUsRequestSchema>;
export const contactUsResponseSchema = z.object({ received: z.literal(true) });

/** Files (spec 7): upload with form data, metadata, download, and a URL for a stored path. */
export const FILE_MAX_BYTES = 5 * 1024 * 1024;
export const FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/svg+xml',
  'application/pdf',
] as const;
export const fileMetadataSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
  createdAt: z.string(),
});
export type FileMetadata = z.infer<typeof fileMetadataSchema>;
