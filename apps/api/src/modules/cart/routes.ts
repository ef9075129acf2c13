import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';

/** Spec 7 Cart (issue 5): the caller's cart, its lines and its promo code. */
export const cartRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (_app, _opts) => {};
