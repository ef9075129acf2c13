/** Products: search, suggestions, a product, its price (apps/api/src/modules/catalogue/products). */
import type {
  brandsSchema,
  getPriceRequestSchema,
  getPriceResponseSchema,
  groupedProductsSchema,
  maxPriceQuerySchema,
  maxPriceSchema,
  popularSearchesSchema,
  productDetailSchema,
  productFacetsQuerySchema,
  productFacetsSchema,
  productPageSchema,
  productSearchQuerySchema,
  productSearchResponseSchema,
  productsQuerySchema,
  quickSearchQuerySchema,
  quickSearchResponseSchema,
  stockQuerySchema,
  stockSchema,
  suggestQuerySchema,
  suggestResponseSchema,
} from '../../catalogue.ts';
import { endpoint, types } from '../../endpoint.ts';

export const searchProducts = endpoint(
  'GET',
  'products/search',
  types<{ response: typeof productSearchResponseSchema; query: typeof productSearchQuerySchema }>(),
);
export const getProductFacets = endpoint(
  'GET',
  'products/facets',
  types<{ response: typeof productFacetsSchema; query: typeof productFacetsQuerySchema }>(),
);
export const listProducts = endpoint(
  'GET',
  'products',
  types<{ response: typeof productPageSchema; query: typeof productsQuerySchema }>(),
);
export const suggestProducts = endpoint(
  'GET',
  'products/suggest',
  types<{ response: typeof suggestResponseSchema; query: typeof suggestQuerySchema }>(),
);
export const quickSearch = endpoint(
  'GET',
  'products/quick-search',
  types<{ response: typeof quickSearchResponseSchema; query: typeof quickSearchQuerySchema }>(),
);
export const popularSearches = endpoint(
  'GET',
  'products/popular-searches',
  types<{ response: typeof popularSearchesSchema }>(),
);
export const getMaxPrice = endpoint(
  'GET',
  'products/max-price',
  types<{ response: typeof maxPriceSchema; query: typeof maxPriceQuerySchema }>(),
);
export const getProduct = endpoint(
  'GET',
  'products/{id}',
  types<{ response: typeof productDetailSchema }>(),
);
export const listGroupedProducts = endpoint(
  'GET',
  'products/{id}/grouped-products',
  types<{ response: typeof groupedProductsSchema }>(),
);
export const listBrands = endpoint(
  'GET',
  'products-brands',
  types<{ response: typeof brandsSchema }>(),
);
export const getProductPrice = endpoint(
  'POST',
  'users/{userId}/products/{productId}/get-price',
  types<{ response: typeof getPriceResponseSchema; body: typeof getPriceRequestSchema }>(),
);
export const getStockQuantity = endpoint(
  'GET',
  'stock-qty',
  types<{ response: typeof stockSchema; query: typeof stockQuerySchema }>(),
);
