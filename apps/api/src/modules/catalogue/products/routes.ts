import {
  brandsSchema,
  getPriceParamsSchema,
  getPriceRequestSchema,
  getPriceResponseSchema,
  groupedProductsSchema,
  idParamsSchema,
  maxPriceQuerySchema,
  maxPriceSchema,
  type PopularSearches,
  PRODUCT_FILTER_FIELDS,
  PRODUCT_ORDER_FIELDS,
  type ProductDetail,
  type ProductFacets,
  type ProductSearchResponse,
  popularSearchesSchema,
  productDetailSchema,
  productFacetsQuerySchema,
  productFacetsSchema,
  productPageSchema,
  productSearchQuerySchema,
  productSearchResponseSchema,
  productsQuerySchema,
  type QuickSearch,
  quickSearchQuerySchema,
  quickSearchResponseSchema,
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
import {
  popularSearches,
  productFacets,
  quickSearch,
  searchProducts,
  suggestProducts,
} from '../search/service.ts';
import { vocabularyFor } from '../search/vocabulary.ts';
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
/** What a suggestion asks for, from the query string of suggest and of the search box. */
const suggestInput = (query: { query: string; pageCount: number; preferInStock: string }) => ({
  query: query.query,
  pageCount: query.pageCount,
  preferInStock: query.preferInStock === 'true',
});

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
  const cachedQuickSearch = microCache<QuickSearch>(options);
  const cachedPopular = microCache<PopularSearches>(options);
  const cachedFacets = microCache<ProductFacets>(options);
  const keyOf = (request: FastifyRequest) => `${request.lang}|${request.url}`;
  // The words typo tolerance corrects to (issue 29): read again in the background a minute after
  // the last reading or after a change (also with the answers' cache off: reading them costs a
  // scan of every product's words).
  const vocabulary = vocabularyFor(db);
  news.onChange((tags) => {
    vocabulary.markStale();
    cachedSearch.forget(tags);
    cachedSuggestions.forget(tags);
    cachedProduct.forget(tags);
    cachedQuickSearch.forget(tags);
    cachedPopular.forget(tags);
    cachedFacets.forget(tags);
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
        `createdAt desc; with a keyword, best match: products having the words whole, then names ` +
        `starting with them, then newest). keyword: every word must start a word of the name in ` +
        `any language; a word that starts none is searched as its closest known words (typo ` +
        `tolerance), and didYouMean then names the corrected keyword (also when fewer than 3 ` +
        `products match and a commoner spelling is near). Anything outside the subset is a 400 ` +
        `naming what is wrong and where. With the theme's keep_out_of_stock_at_end, in-stock ` +
        `products come first whatever the order. count is present when $count=true.`,
      querystring: productSearchQuerySchema,
      response: { 200: productSearchResponseSchema },
    },
    handler: async (request) =>
      cachedSearch(keyOf(request), async () =>
        searchProducts(db, request.lang, request.query, await keepOutOfStockAtEnd(db), vocabulary),
      ),
  });

  route(app, endpoints.getProductFacets, {
    schema: {
      tags: TAGS,
      summary:
        "The search page's facets with counts, for a search's $filter and keyword (issue 29)",
      description:
        'Takes the $filter and keyword of GET products/search (any other parameter of it is ' +
        'ignored) and answers how many results each filter value would give with the other ' +
        'filters applied: the top-level "and" terms about one facet (categoryId, brandId, ' +
        "price, inStock, onSale) are left out of that facet's own counts; every other term " +
        'and the keyword (read as the search reads it, typos corrected) apply to all. count: ' +
        'the results with everything applied. categories: each category (and below) with ' +
        'results. brands: each brand with results, in display order, and any brand the ' +
        '$filter names even at 0. inStock, onSale: the results in stock, on sale. maxPrice: ' +
        'the highest price in fils, 0 when nothing matches. A bad $filter is a 400 naming it.',
      querystring: productFacetsQuerySchema,
      response: { 200: productFacetsSchema },
    },
    handler: async (request) =>
      cachedFacets(keyOf(request), () =>
        productFacets(db, request.lang, request.query, vocabulary),
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
        'Each word of query must start a word of the product name in any language, case- and ' +
        'accent-insensitive (Arabic letter forms folded); a word that starts none is matched as ' +
        'its closest known words (typo tolerance). Names come in the request language. An ' +
        'empty query is a 400 naming query. preferInStock (default true) lists in-stock ' +
        'products first.',
      querystring: suggestQuerySchema,
      response: { 200: suggestResponseSchema },
    },
    handler: async (request) =>
      cachedSuggestions(keyOf(request), () =>
        suggestProducts(db, request.lang, suggestInput(request.query), vocabulary),
      ),
  });

  route(app, endpoints.quickSearch, {
    schema: {
      tags: TAGS,
      summary: "The search box's answer while typing: products, categories, brands (issue 29)",
      description:
        'items: the products GET products/suggest answers for the same parameters. categories ' +
        'and brands: up to 3 each whose names (in any language) match every word, named in ' +
        'the request language. didYouMean: the corrected query when a word matched no name and ' +
        'was searched as its closest known words.',
      querystring: quickSearchQuerySchema,
      response: { 200: quickSearchResponseSchema },
    },
    handler: async (request) =>
      cachedQuickSearch(keyOf(request), () =>
        quickSearch(db, request.lang, suggestInput(request.query), vocabulary),
      ),
  });

  route(app, endpoints.popularSearches, {
    schema: {
      tags: TAGS,
      summary: 'What the empty search box offers: the categories with the most products',
      description:
        'Up to 5 visible categories, most products of their own first, named in the request ' +
        'language. No searches are recorded: popular means what the catalogue holds most of.',
      response: { 200: popularSearchesSchema },
    },
    handler: async (request) =>
      cachedPopular(keyOf(request), () => popularSearches(db, request.lang, vocabulary)),
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
