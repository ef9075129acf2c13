import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';

/** Spec 7 Orders (issue 6): placing an order from the cart, history, invoice, reorder. */
export const ordersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (_app, _opts) => {};
