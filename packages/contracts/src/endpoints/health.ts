/** Health (apps/api/src/modules/health): for load balancers, orchestrators and benchmarks. */
import { endpoint, types } from '../endpoint.ts';
import type { healthSchema, readinessSchema } from '../health.ts';

/** The process answers (benchmarks use it as their ceiling). */
export const checkHealth = endpoint('GET', 'health', types<{ response: typeof healthSchema }>());
/** Liveness: 200 whenever the process serves requests, even while draining. */
export const checkLiveness = endpoint(
  'GET',
  'health/live',
  types<{ response: typeof healthSchema }>(),
);
/** Readiness: 200 when the database answers (Redis is reported only); 503 while draining. */
export const checkReadiness = endpoint(
  'GET',
  'health/ready',
  types<{ response: typeof readinessSchema }>(),
);
