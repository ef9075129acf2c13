import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';

/** Spec 7 Addresses and lookups (issue 6): countries, states, areas; a customer's addresses. */
export const addressesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (_app, _opts) => {};
