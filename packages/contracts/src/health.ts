import { z } from 'zod';

/** GET health and GET health/live: the process is serving requests. */
export const healthSchema = z.object({ status: z.literal('ok') });

/** What one readiness check (the database, Redis…) found. */
export const readinessCheckResultSchema = z.enum(['ok', 'failed']);

/**
 * GET health/ready: whether a load balancer should send this instance requests. `ready` (200)
 * when every check passed; `unavailable` (503) when one failed; `draining` (503) once the
 * instance is shutting down, while it still serves what it is sent.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable', 'draining']),
  checks: z.record(z.string(), readinessCheckResultSchema),
});
