import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  adminBrandSchema,
  adminBrandsSchema,
  adminCategoriesSchema,
  adminCategorySchema,
  adminIdParamsSchema,
  adminProductInputSchema,
  adminProductPageSchema,
  adminProductSchema,
  adminProductsQuerySchema,
  brandRequestSchema,
  bulkProductsRequestSchema,
  bulkProductsResponseSchema,
  createCategoryRequestSchema,
  LOW_STOCK_MAX,
  moveCategoryRequestSchema,
  pageQuerySchema,
  productHistorySchema,
  stockAdjustmentResultSchema,
  stockAdjustmentSchema,
  stockMovementPageSchema,
  updateCategoryRequestSchema,
} from '@storefront/contracts/admin-catalogue';
import * as endpoints from '@storefront/contracts/endpoints/admin/catalogue';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import type { CatalogueNews } from '../../../lib/catalogue-news.ts';
import { route } from '../../../lib/route.ts';
import { staffActorOf } from '../../../plugins/auth.ts';
import {
  adjustStock,
  bulkUpdateProducts,
  createBrand,
  createCategory,
  createProduct,
  getProduct,
  listBrands,
  listCategories,
  listProducts,
  moveCategory,
  productHistory,
  removeBrand,
  removeCategory,
  renameBrand,
  stockMovements,
  updateCategory,
  updateProduct,
  type Writer,
} from './service.ts';

const TAGS = ['admin'];
const security = [{ bearer: [] }];
const WRITES =
  'One transaction with its audit row (GET admin/audit); once committed, the storefront pages ' +
  'and answers that show the change are forgotten on every instance.';

/** The back office's catalogue (issue 25): products, stock, history, categories, brands. */
export const adminCatalogueRoutes: FastifyPluginAsyncZod<{ db: Db; news: CatalogueNews }> = async (
  app,
  { db, news },
) => {
  const writer = (request: FastifyRequest): Writer => ({ db, news, actor: staffActorOf(request) });

  // Products

  route(app, endpoints.listAdminProducts, {
    schema: {
      tags: TAGS,
      summary: 'Products, filtered, sorted and paged, archived ones apart',
      description:
        'query: the name in either language or a SKU (the product’s or a variation’s), ' +
        'case-insensitive, anywhere in it. categoryId includes the categories below it. stock: ' +
        `out (0), low (1–${LOW_STOCK_MAX}), in (more). missingArabic: the name, or a ` +
        'description or SEO text with English, has no Arabic. archived=true lists only the ' +
        'archived products; without it, only the others. sort: newest (default), oldest, ' +
        'updated, name, name-desc (in the request’s language), price, price-desc, stock, ' +
        `stock-desc, sku. ${ADMIN_PRODUCTS_PAGE_SIZE} a page; page from 1.`,
      security,
      querystring: adminProductsQuerySchema,
      response: { 200: adminProductPageSchema },
    },
    handler: async (request) => listProducts(db, request.lang, request.query),
  });

  route(app, endpoints.bulkUpdateAdminProducts, {
    schema: {
      tags: TAGS,
      summary: 'Publish, unpublish, archive or unarchive up to 100 products',
      description:
        'Archive also unpublishes; unarchive leaves the product unpublished. Ids that are not ' +
        'products are skipped; updated counts the products that changed, each with an audit ' +
        `row. ${WRITES}`,
      security,
      body: bulkProductsRequestSchema,
      response: { 200: bulkProductsResponseSchema },
    },
    handler: async (request) => bulkUpdateProducts(writer(request), request.body),
  });

  route(app, endpoints.getAdminProduct, {
    schema: {
      tags: TAGS,
      summary: 'A product as the editor shows it: both languages, options, variations, pictures',
      security,
      params: adminIdParamsSchema,
      response: { 200: adminProductSchema },
    },
    handler: async (request) => getProduct(db, request.params.id),
  });

  const DOCUMENT =
    'Options match the shop’s attributes by English name and kind, values by English text ' +
    '(created when new). Variations with an id are the product’s own (404 naming ' +
    'variations.<i>.id otherwise); without, new; the product’s others are deleted. ' +
    'initialStock counts only for a new product without variations or a new variation (an ' +
    '"initial" stock movement); stock changes otherwise through POST admin/products/{id}/stock. ' +
    'pictures[].variationIndexes are positions in this request’s variations. 404 naming ' +
    'categoryId, brandId or pictures.<i>.fileId for one that does not exist; 409 naming sku or ' +
    `variations.<i>.sku for a SKU another product or variation has. ${WRITES}`;

  route(app, endpoints.createAdminProduct, {
    schema: {
      tags: TAGS,
      summary: 'Create a product from its whole document',
      description: DOCUMENT,
      security,
      body: adminProductInputSchema,
      response: { 201: adminProductSchema },
    },
    handler: async (request, reply) => {
      const product = await createProduct(writer(request), request.body);
      reply.code(201);
      return product;
    },
  });

  route(app, endpoints.updateAdminProduct, {
    schema: {
      tags: TAGS,
      summary: 'Replace a product’s document',
      description: DOCUMENT,
      security,
      params: adminIdParamsSchema,
      body: adminProductInputSchema,
      response: { 200: adminProductSchema },
    },
    handler: async (request) => updateProduct(writer(request), request.params.id, request.body),
  });

  // Stock and history

  route(app, endpoints.adjustAdminStock, {
    schema: {
      tags: TAGS,
      summary: 'Add or take units of a product’s (or a variation’s) stock, with a reason',
      description:
        'variationId is required for a product with variations (400 naming it) and must be ' +
        'one of its own (404); a product without variations takes none. 409 naming delta when ' +
        `the stock would go below 0. A stock movement and an audit row record it. ${WRITES}`,
      security,
      params: adminIdParamsSchema,
      body: stockAdjustmentSchema,
      response: { 200: stockAdjustmentResultSchema },
    },
    handler: async (request) => adjustStock(writer(request), request.params.id, request.body),
  });

  route(app, endpoints.listAdminStockMovements, {
    schema: {
      tags: TAGS,
      summary: 'A product’s stock movements, newest first (orders named by number)',
      security,
      params: adminIdParamsSchema,
      querystring: pageQuerySchema,
      response: { 200: stockMovementPageSchema },
    },
    handler: async (request) =>
      stockMovements(db, request.params.id, Number(request.query.page ?? 1)),
  });

  route(app, endpoints.listAdminProductHistory, {
    schema: {
      tags: TAGS,
      summary: 'A product’s audit entries, newest first: who changed what, before and after',
      security,
      params: adminIdParamsSchema,
      querystring: pageQuerySchema,
      response: { 200: productHistorySchema },
    },
    handler: async (request) =>
      productHistory(db, request.params.id, Number(request.query.page ?? 1)),
  });

  // Categories

  route(app, endpoints.listAdminCategories, {
    schema: {
      tags: TAGS,
      summary: 'Every category, published or not, depth first, siblings in order',
      security,
      response: { 200: adminCategoriesSchema },
    },
    handler: async () => listCategories(db),
  });

  route(app, endpoints.createAdminCategory, {
    schema: {
      tags: TAGS,
      summary: 'Create a category, last among its siblings',
      description: `404 naming parentId when it does not exist. ${WRITES}`,
      security,
      body: createCategoryRequestSchema,
      response: { 201: adminCategorySchema },
    },
    handler: async (request, reply) => {
      const category = await createCategory(writer(request), request.body);
      reply.code(201);
      return category;
    },
  });

  route(app, endpoints.updateAdminCategory, {
    schema: {
      tags: TAGS,
      summary: 'Rename a category (en, ar), publish or hide it',
      description: WRITES,
      security,
      params: adminIdParamsSchema,
      body: updateCategoryRequestSchema,
      response: { 200: adminCategorySchema },
    },
    handler: async (request) => updateCategory(writer(request), request.params.id, request.body),
  });

  route(app, endpoints.moveAdminCategory, {
    schema: {
      tags: TAGS,
      summary: 'Move a category: a new parent (null: top level) and its place among its siblings',
      description:
        'The paths of the category, everything below it and their products follow. 404 naming ' +
        'parentId for one that does not exist; 409 naming parentId under itself or one of its ' +
        `subcategories. Answers the whole tree. ${WRITES}`,
      security,
      params: adminIdParamsSchema,
      body: moveCategoryRequestSchema,
      response: { 200: adminCategoriesSchema },
    },
    handler: async (request) => moveCategory(writer(request), request.params.id, request.body),
  });

  route(app, endpoints.deleteAdminCategory, {
    schema: {
      tags: TAGS,
      summary: 'Delete an empty category',
      description: `409 while it has products or subcategories. 204. ${WRITES}`,
      security,
      params: adminIdParamsSchema,
    },
    handler: async (request, reply) => {
      await removeCategory(writer(request), request.params.id);
      return reply.code(204).send();
    },
  });

  // Brands

  route(app, endpoints.listAdminBrands, {
    schema: {
      tags: TAGS,
      summary: 'Every brand, in display order, with its number of products',
      security,
      response: { 200: adminBrandsSchema },
    },
    handler: async () => listBrands(db),
  });

  route(app, endpoints.createAdminBrand, {
    schema: {
      tags: TAGS,
      summary: 'Create a brand, last in display order',
      description: WRITES,
      security,
      body: brandRequestSchema,
      response: { 201: adminBrandSchema },
    },
    handler: async (request, reply) => {
      const brand = await createBrand(writer(request), request.body);
      reply.code(201);
      return brand;
    },
  });

  route(app, endpoints.updateAdminBrand, {
    schema: {
      tags: TAGS,
      summary: 'Rename a brand (en, ar)',
      description: WRITES,
      security,
      params: adminIdParamsSchema,
      body: brandRequestSchema,
      response: { 200: adminBrandSchema },
    },
    handler: async (request) => renameBrand(writer(request), request.params.id, request.body),
  });

  route(app, endpoints.deleteAdminBrand, {
    schema: {
      tags: TAGS,
      summary: 'Delete a brand; its products keep no brand',
      description: `204. ${WRITES}`,
      security,
      params: adminIdParamsSchema,
    },
    handler: async (request, reply) => {
      await removeBrand(writer(request), request.params.id);
      return reply.code(204).send();
    },
  });
};
