import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { categoryRoutes } from './categories/routes.ts';
import { dataListRoutes } from './data-lists/routes.ts';
import { productRoutes } from './products/routes.ts';

/** Spec 7 Catalogue: products, search, categories and data lists (issue 3). */
export const catalogueRoutes: FastifyPluginAsyncZod<{ db: Db; cacheSeconds: number }> = async (
  app,
  { db, cacheSeconds },
) => {
  await app.register(productRoutes, { db, cacheSeconds });
  await app.register(categoryRoutes, { db });
  await app.register(dataListRoutes, { db });
};
