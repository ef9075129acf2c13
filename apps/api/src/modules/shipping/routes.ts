import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';

/** Spec 7 shipping (issue 6): shipping methods and the cart's shipping address and method. */
export const shippingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (_app, _opts) => {};
