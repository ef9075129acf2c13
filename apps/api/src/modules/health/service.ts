import type { Db } from '../../db/client.ts';
import { pingDatabase } from './queries.ts';

/** Something this instance needs to serve requests, asked by the readiness check. */
export interface ReadinessCheck {
  name: string;
  /** Resolves when the dependency answers; rejects (or takes too long) when it does not. */
  check: () => Promise<unknown>;
  /**
   * False for a dependency the instance serves requests without (Redis, decision 45): its result
   * is reported, and a failure does not take the instance out of the balancer.
   */
  required: boolean;
}

/** Whether the instance is on its way out: server.ts sets it on SIGTERM, before it stops. */
export interface ServingState {
  draining: boolean;
}

export type Readiness = {
  status: 'ready' | 'unavailable' | 'draining';
  checks: Record<string, 'ok' | 'failed'>;
};

/**
 * A check that hangs (a database that takes connections and never answers) fails after this
 * long, so the probe answers within a load balancer's usual 2–5 s timeout.
 */
export const CHECK_TIMEOUT_MS = 2_000;

export const databaseCheck = (db: Db): ReadinessCheck => ({
  name: 'database',
  check: () => pingDatabase(db),
  required: true,
});

/** Redis is reported, never required: every request is answered without it (decision 45). */
export const redisCheck = (redis: { ping(): Promise<unknown> }): ReadinessCheck => ({
  name: 'redis',
  check: () => redis.ping(),
  required: false,
});

/**
 * Runs every check at once: ready when every required one passes. A draining instance is not
 * ready whatever they would say.
 */
export async function readiness(
  checks: readonly ReadinessCheck[],
  serving: ServingState,
): Promise<Readiness> {
  if (serving.draining) return { status: 'draining', checks: {} };
  const results = await Promise.all(
    checks.map(async ({ name, check }) => [name, (await passes(check)) ? 'ok' : 'failed'] as const),
  );
  const ready = results.every(([, result], i) => result === 'ok' || !checks[i]?.required);
  return { status: ready ? 'ready' : 'unavailable', checks: Object.fromEntries(results) };
}

async function passes(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then(() => true), timedOut]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
