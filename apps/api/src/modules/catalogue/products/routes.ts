import {
  brandsSchema,
  getPriceParamsSchema,
  getPriceRequestSchema,
  getPriceResponseSchema,
  groupedProductsSchema,
  idParamsSchema,
  maxPriceQuerySchema,
  maxPriceSchema,
  PRODUCT_FILTER_FIELDS,
  PRODUCT_ORDER_FIELDS,
  type ProductDetail,
  type ProductSearchResponse,
  productDetailSchema,
  productPageSchema,
  productSearchQuerySchema,
  productSearchResponseSchema,
  productsQuerySchema,
  type Suggestion,
  stockQuerySchema,
  stockSchema,
  suggestQuerySchema,
  suggestResponseSchema,
} from '@storefront/contracts/catalogue';
import * as endpoints from '@storefront/contracts/endpoints/catalogue/products';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import type { CatalogueNews } from '../../../lib/catalogue-news.ts';
import { microCache } from '../../../lib/micro-cache.ts';
import { route } from '../../../lib/route.ts';
import { productTagsOf } from '../cache-tags.ts';
import { searchProducts, suggestProducts } from '../search/service.ts';
import { forgetCatalogueCounts, keepOutOfStockAtEnd } from '../service.ts';
import {
  groupMembers,
  listBrands,
  listProducts,
  maxPrice,
  priceOf,
  productDetail,
  stockOf,
} from './service.ts';

const TAGS = ['catalogue'];
/** OpenAPI: get-price needs the caller's token (its path has {userId}). */
const bearerSecurity = [{ bearer: [] }];
/** Lists that change when the catalogue is edited, not with every sale. */
const SHORT_CACHE = 'public, max-age=60';

/**
 * Spec 7 products, with search and suggestions (catalogue/search/service.ts answers those two:
 * they share the /products paths and the micro-cache).
 */
export const productRoutes: FastifyPluginAsyncZod<{
  db: Db;
  cacheSeconds: number;
  news: CatalogueNews;
}> = async (app, { db, cacheSeconds, news }) => {
  // The answers shoppers ask for most, kept a few seconds (decision 32). Keyed by language and
  // URL: they hold nothing personal.
  const options = { ttlMs: cacheSeconds * 1000, maxEntries: 5000, tagsOf: productTagsOf };
  const cachedSearch = microCache<ProductSearchResponse>(options);
  const cachedSuggestions = microCache<Suggestion[]>(options);
  const cachedProduct = microCache<ProductDetail>(options);
  const keyOf = (request: FastifyRequest) => `${request.lang}|${request.url}`;
  news.onChange((tags) => {
    cachedSearch.forget(tags);
    cachedSuggestions.forget(tags);
    cachedProduct.forget(tags);
    forgetCatalogueCounts(db);
  });

  route(app, endpoints.searchProducts, {
    schema: {
      tags: TAGS,
      summary: 'Product search: $filter, $orderby, $top, $skip, $count and keyword (spec 7)',
      description:
        `$filter is a documented subset of OData (docs/odata.md): eq ne gt ge lt le, and or not, ` +
        `parentheses, startswith(name,'x'), contains(name,'x'), field in (…), on the fields ` +
        `${PRODUCT_FILTER_FIELDS.join(', ')} (price in fils; categoryId includes the categories ` +
        `below it). $orderby: ${PRODUCT_ORDER_FIELDS.join(', ')} with asc/desc (default ` +
        `createdAt desc). keyword: every word must start a word of the name in the request ` +
        `language (English when nothing matches in it). Anything outside the subset is a 400 ` +
        `naming what is wrong and where. With the theme's keep_out_of_stock_at_end, in-stock ` +
        `products come first whatever the order. count is present when $count=true.`,
      querystring: productSearchQuerySchema,
      response: { 200: productSearchResponseSchema },
    },
    handler: async (request) =>
      cachedSearch(keyOf(request), async () =>
        searchProducts(db, request.lang, request.query, await keepOutOfStockAtEnd(db)),
      ),
  });

  route(app, endpoints.listProducts, {
    schema: {
      tags: TAGS,
      summary: 'Products by id list, category (and below) or brand, a page at a time',
      description:
        'ids keeps the order given. The criteria combine. page is 1-based (spec 9: $skip and ' +
        '$top from page and itemsPerPage); count is the number over all pages.',
      querystring: productsQuerySchema,
      response: { 200: productPageSchema },
    },
    handler: async (request) =>
      listProducts(db, request.lang, request.query, await keepOutOfStockAtEnd(db)),
  });

  route(app, endpoints.suggestProducts, {
    schema: {
      tags: TAGS,
      summary: 'Search suggestions while typing (spec 2 Search): 5 by default',
      description:
        'Each word of query must start a word of the product name in the request language, ' +
        'case- and accent-insensitive (Arabic letter forms folded); English names are searched ' +
        'when nothing matches in the request language. An empty query is a 400 naming query. ' +
        'preferInStock (default true) lists in-stock products first.',
      querystring: suggestQuerySchema,
      response: { 200: suggestResponseSchema },
    },
    handler: async (request) =>
      cachedSuggestions(keyOf(request), () =>
        suggestProducts(db, request.lang, {
          query: request.query.query,
          pageCount: request.query.pageCount,
          preferInStock: request.query.preferInStock === 'true',
        }),
      ),
  });

  route(app, endpoints.getMaxPrice, {
    schema: {
      tags: TAGS,
      summary: 'The highest price (fils) of the products, optionally within a category',
      description: 'The upper end of the price facet; 0 when there are no products.',
      querystring: maxPriceQuerySchema,
      response: { 200: maxPriceSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', SHORT_CACHE);
      return { maxPrice: await maxPrice(db, request.query.categoryId) };
    },
  });

  route(app, endpoints.getProduct, {
    schema: {
      tags: TAGS,
      summary: 'A product with its pictures, attributes, variations and breadcrumbs',
      description: '404 when the product does not exist or is not published.',
      params: idParamsSchema,
      response: { 200: productDetailSchema },
    },
    handler: async (request) =>
      cachedProduct(keyOf(request), () => productDetail(db, request.lang, request.params.id)),
  });

  route(app, endpoints.listGroupedProducts, {
    schema: {
      tags: TAGS,
      summary: 'The products a grouped product groups, in its order',
      description: '404 when the product does not exist or is not a grouped product.',
      params: idParamsSchema,
      response: { 200: groupedProductsSchema },
    },
    handler: async (request) => groupMembers(db, request.lang, request.params.id),
  });

  route(app, endpoints.listBrands, {
    schema: {
      tags: TAGS,
      summary: 'Every brand, in display order',
      response: { 200: brandsSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', SHORT_CACHE);
      return listBrands(db, request.lang);
    },
  });

  route(app, endpoints.getProductPrice, {
    schema: {
      tags: TAGS,
      summary: 'The price and stock of the variation with the chosen attribute values',
      description:
        'attributes: one { attributeId, valueId } per attribute of the product. The answer is ' +
        'the variation with exactly those values (variationId, unit price, oldPrice, ' +
        'activeQty; inStock when activeQty covers quantity). A product without variations ' +
        'answers its own price with variationId null. 400 (field attributes) for an attribute ' +
        'the product does not have, a value of another attribute, a repeated or a missing ' +
        "attribute; 404 (field attributes) 'This combination is not available.' for a valid " +
        'choice no variation has.',
      security: bearerSecurity,
      params: getPriceParamsSchema,
      body: getPriceRequestSchema,
      response: { 200: getPriceResponseSchema },
    },
    handler: async (request) =>
      priceOf(db, request.params.productId, request.body.attributes, request.body.quantity),
  });

  route(app, endpoints.getStockQuantity, {
    schema: {
      tags: TAGS,
      summary: 'The units of a variation available now (spec 3 Stock)',
      querystring: stockQuerySchema,
      response: { 200: stockSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return stockOf(db, request.query.variationId);
    },
  });
};
