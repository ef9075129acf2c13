import {
  categoryPageSchema,
  dataListGroupParamsSchema,
  dataListItemsQuerySchema,
  dataListParamsSchema,
  dataListSchema,
  dataListsSchema,
  idParamsSchema,
  productPageSchema,
} from '@storefront/contracts/catalogue';
import * as endpoints from '@storefront/contracts/endpoints/catalogue/data-lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { cacheTags, TAGS_HEADER } from '../../../lib/catalogue-news.ts';
import { route } from '../../../lib/route.ts';
import { allDataLists, dataListCategories, dataListProducts, oneDataList } from './service.ts';

const TAGS = ['catalogue'];
const SHORT_CACHE = 'public, max-age=60';
const PAGING =
  '$top (default 12, at most 100) and $skip page through the items, groups in order and items ' +
  'in order within a group; count is the number over all pages. Unpublished items are left out.';

/**
 * Spec 7 data lists (the home page's rows): v2/data-lists, the v2 product and category item
 * paths, and data-list/{id} with its products/categories variants (docs/api.md).
 */
export const dataListRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Every answer here (a 404 too) follows the home page's layout: a publish forgets them all.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header(TAGS_HEADER, cacheTags.dataLists);
  });
  route(app, endpoints.listDataLists, {
    schema: {
      tags: TAGS,
      summary: 'The published data lists in display order, each with its groups',
      response: { 200: dataListsSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', SHORT_CACHE);
      return allDataLists(db, request.lang);
    },
  });

  route(app, endpoints.getDataList, {
    schema: {
      tags: TAGS,
      summary: 'One published data list with its groups',
      params: idParamsSchema,
      response: { 200: dataListSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', SHORT_CACHE);
      return oneDataList(db, request.lang, request.params.id);
    },
  });

  const productItems = {
    tags: TAGS,
    description: `${PAGING} 404 when the list is not a published product list (or has no such group).`,
    querystring: dataListItemsQuerySchema,
    response: { 200: productPageSchema },
  };
  const categoryItems = {
    tags: TAGS,
    description: `${PAGING} 404 when the list is not a published category list (or has no such group).`,
    querystring: dataListItemsQuerySchema,
    response: { 200: categoryPageSchema },
  };

  route(app, endpoints.listProductDataListItems, {
    schema: {
      ...productItems,
      summary: 'The products of a product data list',
      params: dataListParamsSchema,
    },
    handler: async (request, reply) => {
      reply.header('cache-control', SHORT_CACHE);
      return dataListProducts(db, request.lang, request.params.listId, undefined, request.query);
    },
  });

  route(app, endpoints.listProductDataListGroupItems, {
    schema: {
      ...productItems,
      summary: 'The products of one group of a product data list',
      params: dataListGroupParamsSchema,
    },
    handler: async (request, reply) => {
      reply.header('cache-control', SHORT_CACHE);
      const { listId, groupId } = request.params;
      return dataListProducts(db, request.lang, listId, groupId, request.query);
    },
  });

  route(app, endpoints.listCategoryDataListItems, {
    schema: {
      ...categoryItems,
      summary: 'The categories of a category data list',
      params: dataListParamsSchema,
    },
    handler: async (request, reply) => {
      reply.header('cache-control', SHORT_CACHE);
      return dataListCategories(db, request.lang, request.params.listId, undefined, request.query);
    },
  });

  route(app, endpoints.listCategoryDataListGroupItems, {
    schema: {
      ...categoryItems,
      summary: 'The categories of one group of a category data list',
      params: dataListGroupParamsSchema,
    },
    handler: async (request, reply) => {
      reply.header('cache-control', SHORT_CACHE);
      const { listId, groupId } = request.params;
      return dataListCategories(db, request.lang, listId, groupId, request.query);
    },
  });

  route(app, endpoints.listDataListProducts, {
    schema: {
      ...productItems,
      summary: 'The products of a product data list (the v1 path of the same answer)',
      params: idParamsSchema,
    },
    handler: async (request, reply) => {
      reply.header('cache-control', SHORT_CACHE);
      return dataListProducts(db, request.lang, request.params.id, undefined, request.query);
    },
  });

  route(app, endpoints.listDataListCategories, {
    schema: {
      ...categoryItems,
      summary: 'The categories of a category data list (the v1 path of the same answer)',
      params: idParamsSchema,
    },
    handler: async (request, reply) => {
      reply.header('cache-control', SHORT_CACHE);
      return dataListCategories(db, request.lang, request.params.id, undefined, request.query);
    },
  });
};
