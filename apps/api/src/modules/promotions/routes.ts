import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { adminPromotionsRoutes } from './admin/routes.ts';

/**
 * The promotions module's operations: only the back office's today (issue 26); shoppers use
 * codes through the cart.
 */
export const promotionsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(adminPromotionsRoutes, { db });
};
