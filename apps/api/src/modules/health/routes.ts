import * as endpoints from '@storefront/contracts/endpoints/health';
import { healthSchema } from '@storefront/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

/** Liveness, and the trivial route benchmarks use as their ceiling. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.checkHealth, {
    schema: {
      tags: ['health'],
      summary: 'Liveness check',
      response: { 200: healthSchema },
    },
    handler: async () => ({ status: 'ok' as const }),
  });
};
