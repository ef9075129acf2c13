import * as endpoints from '@storefront/contracts/endpoints/health';
import { healthSchema, readinessSchema } from '@storefront/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { CHECK_TIMEOUT_MS, type ReadinessCheck, readiness, type ServingState } from './service.ts';

export interface HealthOptions {
  /** What readiness asks (app.ts: the database; Redis, reported only, when configured). */
  checks: readonly ReadinessCheck[];
  serving: ServingState;
}

/**
 * Health for load balancers and orchestrators: liveness (the process answers) and readiness
 * (send it requests). Their answers are never cached, and a probe every few seconds is logged
 * only when something goes wrong.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (
  app,
  { checks, serving },
) => {
  // The trivial route benchmarks use as their ceiling: left as it was, logs and all.
  route(app, endpoints.checkHealth, {
    schema: {
      tags: ['health'],
      summary: 'The process answers',
      response: { 200: healthSchema },
    },
    handler: async () => ({ status: 'ok' as const }),
  });

  route(app, endpoints.checkLiveness, {
    schema: {
      tags: ['health'],
      summary: 'Liveness: the process serves requests',
      description:
        'Always 200 while the process serves requests, draining included: restart the ' +
        'instance only when this fails.',
      response: { 200: healthSchema },
    },
    logLevel: 'warn',
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  });

  route(app, endpoints.checkReadiness, {
    schema: {
      tags: ['health'],
      summary: 'Readiness: whether to send this instance requests',
      description:
        `200 when every required check answers within ${CHECK_TIMEOUT_MS / 1000} s ` +
        `(${describe(checks)}); 503 when one does not (\`unavailable\`), and from the moment ` +
        'the instance starts shutting down (`draining`) while it still serves what it is sent.',
      response: { 200: readinessSchema, 503: readinessSchema },
    },
    logLevel: 'warn',
    handler: async (_request, reply) => {
      const answer = await readiness(checks, serving);
      return reply
        .header('cache-control', 'no-store')
        .status(answer.status === 'ready' ? 200 : 503)
        .send(answer);
    },
  });
};

const describe = (checks: readonly ReadinessCheck[]) =>
  checks.map((c) => (c.required ? c.name : `${c.name}, reported only`)).join('; ');
