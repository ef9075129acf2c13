/** The home page's data lists (apps/api/src/modules/catalogue/data-lists). */
import type {
  categoryPageSchema,
  dataListItemsQuerySchema,
  dataListSchema,
  dataListsSchema,
  productPageSchema,
} from '../../catalogue.ts';
import { endpoint, types } from '../../endpoint.ts';

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
