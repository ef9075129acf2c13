import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';

/** Spec 7 Wishlist (issue 5): the caller's wishlist. */
export const wishlistRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (_app, _opts) => {};
