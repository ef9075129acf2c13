/**
 * The back office's catalogue: products, stock, history, categories and brands
 * (apps/api/src/modules/catalogue/admin). Reads need catalogue.read, writes catalogue.write.
 */
import type {
  adminBrandSchema,
  adminBrandsSchema,
  adminCategoriesSchema,
  adminCategorySchema,
  adminProductInputSchema,
  adminProductPageSchema,
  adminProductSchema,
  adminProductsQuerySchema,
  brandRequestSchema,
  bulkProductsRequestSchema,
  bulkProductsResponseSchema,
  createCategoryRequestSchema,
  moveCategoryRequestSchema,
  pageQuerySchema,
  productHistorySchema,
  stockAdjustmentResultSchema,
  stockAdjustmentSchema,
  stockMovementPageSchema,
  updateCategoryRequestSchema,
} from '../../admin-catalogue.ts';
import { adminEndpoint, types } from '../../endpoint.ts';

// Products

export const listAdminProducts = adminEndpoint(
  'GET',
  'admin/products',
  'catalogue.read',
  types<{ response: typeof adminProductPageSchema; query: typeof adminProductsQuerySchema }>(),
);
export const bulkUpdateAdminProducts = adminEndpoint(
  'POST',
  'admin/products/bulk',
  'catalogue.write',
  types<{ response: typeof bulkProductsResponseSchema; body: typeof bulkProductsRequestSchema }>(),
);
export const getAdminProduct = adminEndpoint(
  'GET',
  'admin/products/{id}',
  'catalogue.read',
  types<{ response: typeof adminProductSchema }>(),
);
export const createAdminProduct = adminEndpoint(
  'POST',
  'admin/products',
  'catalogue.write',
  types<{
    status: 201;
    response: typeof adminProductSchema;
    body: typeof adminProductInputSchema;
  }>(),
);
export const updateAdminProduct = adminEndpoint(
  'PUT',
  'admin/products/{id}',
  'catalogue.write',
  types<{ response: typeof adminProductSchema; body: typeof adminProductInputSchema }>(),
);

// Stock and history

export const adjustAdminStock = adminEndpoint(
  'POST',
  'admin/products/{id}/stock',
  'catalogue.write',
  types<{ response: typeof stockAdjustmentResultSchema; body: typeof stockAdjustmentSchema }>(),
);
export const listAdminStockMovements = adminEndpoint(
  'GET',
  'admin/products/{id}/stock-movements',
  'catalogue.read',
  types<{ response: typeof stockMovementPageSchema; query: typeof pageQuerySchema }>(),
);
export const listAdminProductHistory = adminEndpoint(
  'GET',
  'admin/products/{id}/history',
  'catalogue.read',
  types<{ response: typeof productHistorySchema; query: typeof pageQuerySchema }>(),
);

// Categories

export const listAdminCategories = adminEndpoint(
  'GET',
  'admin/categories',
  'catalogue.read',
  types<{ response: typeof adminCategoriesSchema }>(),
);
export const createAdminCategory = adminEndpoint(
  'POST',
  'admin/categories',
  'catalogue.write',
  types<{
    status: 201;
    response: typeof adminCategorySchema;
    body: typeof createCategoryRequestSchema;
  }>(),
);
export const updateAdminCategory = adminEndpoint(
  'PUT',
  'admin/categories/{id}',
  'catalogue.write',
  types<{ response: typeof adminCategorySchema; body: typeof updateCategoryRequestSchema }>(),
);
export const moveAdminCategory = adminEndpoint(
  'PUT',
  'admin/categories/{id}/position',
  'catalogue.write',
  types<{ response: typeof adminCategoriesSchema; body: typeof moveCategoryRequestSchema }>(),
);
export const deleteAdminCategory = adminEndpoint(
  'DELETE',
  'admin/categories/{id}',
  'catalogue.write',
  types<{ status: 204 }>(),
);

// Brands

export const listAdminBrands = adminEndpoint(
  'GET',
  'admin/brands',
  'catalogue.read',
  types<{ response: typeof adminBrandsSchema }>(),
);
export const createAdminBrand = adminEndpoint(
  'POST',
  'admin/brands',
  'catalogue.write',
  types<{ status: 201; response: typeof adminBrandSchema; body: typeof brandRequestSchema }>(),
);
export const updateAdminBrand = adminEndpoint(
  'PUT',
  'admin/brands/{id}',
  'catalogue.write',
  types<{ response: typeof adminBrandSchema; body: typeof brandRequestSchema }>(),
);
export const deleteAdminBrand = adminEndpoint(
  'DELETE',
  'admin/brands/{id}',
  'catalogue.write',
  types<{ status: 204 }>(),
);
