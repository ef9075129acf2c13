/** Categories (apps/api/src/modules/catalogue/categories). */
import type {
  categoryLookupListSchema,
  categorySchema,
  productsCountSchema,
} from '../../catalogue.ts';
import { endpoint, types } from '../../endpoint.ts';

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
