import {
  categoryLookupListSchema,
  categorySchema,
  idParamsSchema,
  productsCountSchema,
} from '@storefront/contracts/catalogue';
import * as endpoints from '@storefront/contracts/endpoints/catalogue/categories';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { route } from '../../../lib/route.ts';
import { categoryDetail, productsInCategory, publishedCategories } from './service.ts';

const TAGS = ['catalogue'];
const SHORT_CACHE = 'public, max-age=60';

/** Spec 7 categories: the published tree, one category, its product count. */
export const categoryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  route(app, endpoints.listPublishedCategories, {
    schema: {
      tags: TAGS,
      summary: 'The published category tree, flat, in display order',
      description:
        'Each category comes before its children (parentId links the tree); a category is ' +
        'left out when it or a category above it is unpublished.',
      response: { 200: categoryLookupListSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', SHORT_CACHE);
      return publishedCategories(db, request.lang);
    },
  });

  route(app, endpoints.getCategory, {
    schema: {
      tags: TAGS,
      summary: 'A category with its breadcrumbs (top down) and published children',
      description: '404 when it does not exist, or it or a category above it is unpublished.',
      params: idParamsSchema,
      response: { 200: categorySchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', SHORT_CACHE);
      return categoryDetail(db, request.lang, request.params.id);
    },
  });

  route(app, endpoints.countCategoryProducts, {
    schema: {
      tags: TAGS,
      summary: 'The number of published products in the category and every category below it',
      params: idParamsSchema,
      response: { 200: productsCountSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', SHORT_CACHE);
      return { count: await productsInCategory(db, request.params.id) };
    },
  });
};
