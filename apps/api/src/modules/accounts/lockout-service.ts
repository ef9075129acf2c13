import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';
import { tooManyAttempts } from '../../lib/http-error.ts';

export type LockoutConfig = Pick<Config, 'loginFailuresBeforeLockout' | 'loginLockoutSeconds'>;

/**
 * Per-account lock-out (issue 4), on top of the per-address limit of the routes. Failures are
 * counted per lower-cased email whether or not an account has it, so a lock-out says nothing
 * about which emails exist. The counts live in the database, so every API instance sees them.
 */
export const accountKey = (email: string) => email.trim().toLowerCase();

/** Seconds the account stays locked (0 when it is not), measured by the database's clock. */
export async function lockedSeconds(db: Db, key: string): Promise<number> {
  const [row] = await db
    .select({
      remaining: sql<number>`greatest(0, extract(epoch from ${loginFailures.lockedUntil} - now()))::float8`,
    })
    .from(loginFailures)
    .where(eq(loginFailures.accountKey, key));
  return row?.remaining ?? 0;
}

/** 429 with Retry-After while the account is locked. */
export async function assertNotLocked(db: Db, key: string): Promise<void> {
  const seconds = await lockedSeconds(db, key);
  if (seconds > 0) throw tooManyAttempts(seconds);
}

/**
 * One more failure, counted atomically (INSERT … ON CONFLICT DO UPDATE), so concurrent failures
 * on PostgreSQL all count. The count starts again once a lock-out has passed, or when the last
 * failure is older than the lock-out window (failures weeks apart are not an attack).
 */
export async function recordLoginFailure(db: Db, config: LockoutConfig, key: string) {
  const window = sql`make_interval(secs => ${config.loginLockoutSeconds})`;
  const stale = sql`(${loginFailures.lockedUntil} is not null and ${loginFailures.lockedUntil} <= now())
    or (${loginFailures.lockedUntil} is null and ${loginFailures.lastFailureAt} <= now() - ${window})`;
  const failures = sql`case when ${stale} then 1 else ${loginFailures.failures} + 1 end`;
  const threshold = config.loginFailuresBeforeLockout;
  await db
    .insert(loginFailures)
    .values({
      accountKey: key,
      failures: 1,
      lastFailureAt: sql`now()`,
      lockedUntil: threshold <= 1 ? sql`now() + ${window}` : null,
    })
    .onConflictDoUpdate({
      target: loginFailures.accountKey,
      set: {
        failures,
        lastFailureAt: sql`now()`,
        lockedUntil: sql`case when ${failures} >= ${threshold} then now() + ${window} else null end`,
      },
    });
}

/** A success (or a new password) ends the run of failures. */
export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, key));
}
