import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { CatalogueNews } from '../../lib/catalogue-news.ts';
import { categoryRoutes } from './categories/routes.ts';
import { dataListRoutes } from './data-lists/routes.ts';
import { productRoutes } from './products/routes.ts';

/** Spec 7 Catalogue: products, search, categories and data lists (issue 3). */
export const catalogueRoutes: FastifyPluginAsyncZod<{
  db: Db;
  cacheSeconds: number;
  news: CatalogueNews;
}> = async (app, { db, cacheSeconds, news }) => {
  await app.register(productRoutes, { db, cacheSeconds, news });
  await app.register(categoryRoutes, { db });
  await app.register(dataListRoutes, { db });
};
