/**
 * The catalogue's operations (apps/api/src/modules/catalogue): products with search and
 * suggestions, categories, and the data lists of the home page.
 */
import type {
  brandsSchema,
  categoryLookupListSchema,
  categoryPageSchema,
  categorySchema,
  dataListItemsQuerySchema,
  dataListSchema,
  dataListsSchema,
  getPriceRequestSchema,
  getPriceResponseSchema,
  groupedProductsSchema,
  maxPriceQuerySchema,
  maxPriceSchema,
  productDetailSchema,
  productPageSchema,
  productSearchQuerySchema,
  productSearchResponseSchema,
  productsCountSchema,
  productsQuerySchema,
  stockQuerySchema,
  stockSchema,
  suggestQuerySchema,
  suggestResponseSchema,
} from '../catalogue.ts';
import { endpoint, types } from '../endpoint.ts';

// Products (catalogue/products/routes.ts).

export const searchProducts = endpoint(
  'GET',
  'products/search',
  types<{ response: typeof productSearchResponseSchema; query: typeof productSearchQuerySchema }>(),
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

// Categories (catalogue/categories/routes.ts).

export const listPublishedCategories = endpoint(
  'GET',
  'categories/published/lookup',
  types<{ response: typeof categoryLookupListSchema }>(),
);
export const getCategory = endpoint(
  'GET',
  'categories/{id}',
  types<{ response: typeof categorySchema }>(),
);
export const countCategoryProducts = endpoint(
  'GET',
  'categories/{id}/products-count',
  types<{ response: typeof productsCountSchema }>(),
);

// Data lists (catalogue/data-lists/routes.ts).

type ProductItems = { response: typeof productPageSchema; query: typeof dataListItemsQuerySchema };
type CategoryItems = {
  response: typeof categoryPageSchema;
  query: typeof dataListItemsQuerySchema;
};

export const listDataLists = endpoint(
  'GET',
  'v2/data-lists',
  types<{ response: typeof dataListsSchema }>(),
);
export const getDataList = endpoint(
  'GET',
  'data-list/{id}',
  types<{ response: typeof dataListSchema }>(),
);
export const listProductDataListItems = endpoint(
  'GET',
  'v2/product/data-lists/{listId}/items',
  types<ProductItems>(),
);
export const listProductDataListGroupItems = endpoint(
  'GET',
  'v2/product/data-lists/{listId}/groups/{groupId}/items',
  types<ProductItems>(),
);
export const listCategoryDataListItems = endpoint(
  'GET',
  'v2/category/data-lists/{listId}/items',
  types<CategoryItems>(),
);
export const listCategoryDataListGroupItems = endpoint(
  'GET',
  'v2/category/data-lists/{listId}/groups/{groupId}/items',
  types<CategoryItems>(),
);
/** The v1 path of listProductDataListItems. */
export const listDataListProducts = endpoint(
  'GET',
  'data-list/{id}/products',
  types<ProductItems>(),
);
/** The v1 path of listCategoryDataListItems. */
export const listDataListCategories = endpoint(
  'GET',
  'data-list/{id}/categories',
  types<CategoryItems>(),
);
