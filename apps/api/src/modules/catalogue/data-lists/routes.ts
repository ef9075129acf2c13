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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { cacheTags, TAGS_HEADER } from '../../../lib/catalogue-news.ts';
import { PREVIEW_HEADER } from '../../../lib/preview-token.ts';
import { route } from '../../../lib/route.ts';
import {
  draftDataList,
  draftDataListCategories,
  draftDataListProducts,
  draftDataLists,
  opensHomeDraft,
} from '../home/home-preview.ts';
import { allDataLists, dataListCategories, dataListProducts, oneDataList } from './service.ts';

const TAGS = ['catalogue'];
const SHORT_CACHE = 'public, max-age=60';
const PAGING =
  '$top (default 12, at most 100) and $skip page through the items, groups in order and items ' +
  'in order within a group; count is the number over all pages. Unpublished items are left out.';
const PREVIEW =
  `With the ${PREVIEW_HEADER} header of a home page preview (POST admin/home/preview), the ` +
  'answer is the draft layout’s, never kept (no-store). ';

/**
 * Spec 7 data lists (the home page's rows): v2/data-lists, the v2 product and category item
 * paths, and data-list/{id} with its products/categories variants (docs/api.md).
 */
export const dataListRoutes: FastifyPluginAsyncZod<{ db: Db; previewSecret: Uint8Array }> = async (
  app,
  { db, previewSecret },
) => {
  /**
   * Whether the request is the back office's preview of the home page's draft (its token in the
   * header): its answer is then the draft's, for one person, kept by no cache and not indexed.
   */
  const previewing = (request: FastifyRequest, reply: FastifyReply) => {
    if (!opensHomeDraft(previewSecret, request.headers[PREVIEW_HEADER])) return false;
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    return true;
  };
  // Every answer here (a 404 too) follows the home page's layout: a publish forgets them all.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header(TAGS_HEADER, cacheTags.dataLists);
  });
  route(app, endpoints.listDataLists, {
    schema: {
      tags: TAGS,
      summary: 'The published data lists in display order, each with its groups',
      description: PREVIEW,
      response: { 200: dataListsSchema },
    },
    handler: async (request, reply) => {
      if (previewing(request, reply)) return draftDataLists(db, request.lang);
      reply.header('cache-control', SHORT_CACHE);
      return allDataLists(db, request.lang);
    },
  });

  route(app, endpoints.getDataList, {
    schema: {
      tags: TAGS,
      summary: 'One published data list with its groups',
      description: PREVIEW,
      params: idParamsSchema,
      response: { 200: dataListSchema },
    },
    handler: async (request, reply) => {
      if (previewing(request, reply)) return draftDataList(db, request.lang, request.params.id);
      reply.header('cache-control', SHORT_CACHE);
      return oneDataList(db, request.lang, request.params.id);
    },
  });

  const productItems = {
    tags: TAGS,
    description: `${PAGING} 404 when the list is not a published product list (or has no such group). ${PREVIEW}`,
    querystring: dataListItemsQuerySchema,
    response: { 200: productPageSchema },
  };
  const categoryItems = {
    tags: TAGS,
    description: `${PAGING} 404 when the list is not a published category list (or has no such group). ${PREVIEW}`,
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
      const { listId } = request.params;
      if (previewing(request, reply))
        return draftDataListProducts(db, request.lang, listId, undefined, request.query);
      reply.header('cache-control', SHORT_CACHE);
      return dataListProducts(db, request.lang, listId, undefined, request.query);
    },
  });

  route(app, endpoints.listProductDataListGroupItems, {
    schema: {
      ...productItems,
      summary: 'The products of one group of a product data list',
      params: dataListGroupParamsSchema,
    },
    handler: async (request, reply) => {
      const { listId, groupId } = request.params;
      if (previewing(request, reply))
        return draftDataListProducts(db, request.lang, listId, groupId, request.query);
      reply.header('cache-control', SHORT_CACHE);
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
      const { listId } = request.params;
      if (previewing(request, reply))
        return draftDataListCategories(db, request.lang, listId, undefined, request.query);
      reply.header('cache-control', SHORT_CACHE);
      return dataListCategories(db, request.lang, listId, undefined, request.query);
    },
  });

  route(app, endpoints.listCategoryDataListGroupItems, {
    schema: {
      ...categoryItems,
      summary: 'The categories of one group of a category data list',
      params: dataListGroupParamsSchema,
    },
    handler: async (request, reply) => {
      const { listId, groupId } = request.params;
      if (previewing(request, reply))
        return draftDataListCategories(db, request.lang, listId, groupId, request.query);
      reply.header('cache-control', SHORT_CACHE);
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
      const { id } = request.params;
      if (previewing(request, reply))
        return draftDataListProducts(db, request.lang, id, undefined, request.query);
      reply.header('cache-control', SHORT_CACHE);
      return dataListProducts(db, request.lang, id, undefined, request.query);
    },
  });

  route(app, endpoints.listDataListCategories, {
    schema: {
      ...categoryItems,
      summary: 'The categories of a category data list (the v1 path of the same answer)',
      params: idParamsSchema,
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      if (previewing(request, reply))
        return draftDataListCategories(db, request.lang, id, undefined, request.query);
      reply.header('cache-control', SHORT_CACHE);
      return dataListCategories(db, request.lang, id, undefined, request.query);
    },
  });
};
