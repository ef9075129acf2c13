import { and, eq, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures, passwordResetTokens, phoneVerifications, users } from '../../db/schema.ts';

/**
 * The reads and writes the parts of accounts share (the lock-out counts, contact checks,
 * pruning). Each part keeps its own in its folder's queries.ts. Each takes `db: Db`, which may
 * be a transaction.
 */

/** The email and phone of the accounts (other than `exceptUserId`) holding either. */
export async function accountsWithContacts(
  db: Db,
  contacts: { email?: string | null; phone?: string | null; exceptUserId?: string },
): Promise<{ email: string | null; phone: string | null }[]> {
  const matches: SQL[] = [];
  if (contacts.email) matches.push(eq(users.email, contacts.email));
  if (contacts.phone) matches.push(eq(users.phone, contacts.phone));
  if (matches.length === 0) return [];
  return db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(
      and(or(...matches), contacts.exceptUserId ? ne(users.id, contacts.exceptUserId) : undefined),
    );
}

/** Seconds the account key stays locked (0 when it is not), by the database's clock. */
export async function lockedSeconds(db: Db, key: string): Promise<number> {
  const [row] = await db
    .select({
      remaining: sql<number>`greatest(0, extract(epoch from ${loginFailures.lockedUntil} - now()))::float8`,
    })
    .from(loginFailures)
    .where(eq(loginFailures.accountKey, key));
  return row?.remaining ?? 0;
}

/**
 * One more failure, counted atomically (INSERT … ON CONFLICT DO UPDATE), so concurrent failures
 * on PostgreSQL all count. The count starts again once a lock-out has passed, or when the last
 * failure is older than the window; `threshold` failures lock the key for the window.
 */
export async function countLoginFailure(
  db: Db,
  key: string,
  lockout: { windowSeconds: number; threshold: number },
): Promise<void> {
  const window = sql`make_interval(secs => ${lockout.windowSeconds})`;
  const stale = sql`(${loginFailures.lockedUntil} is not null and ${loginFailures.lockedUntil} <= now())
    or (${loginFailures.lockedUntil} is null and ${loginFailures.lastFailureAt} <= now() - ${window})`;
  const failures = sql`case when ${stale} then 1 else ${loginFailures.failures} + 1 end`;
  const threshold = lockout.threshold;
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

export async function deleteLoginFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, key));
}

/** How long spent records are kept after they stop mattering, for support questions. */
const GRACE = sql`interval '1 day'`;

/** Lock-out counters whose window has passed and that lock nothing; answers how many. */
export async function deleteStaleLoginFailures(db: Db, windowSeconds: number): Promise<number> {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const deleted = await db
    .delete(loginFailures)
    .where(
      and(
        lt(loginFailures.lastFailureAt, sql`now() - ${window}`),
        or(isNull(loginFailures.lockedUntil), lt(loginFailures.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ key: loginFailures.accountKey });
  return deleted.length;
}

/** Reset links expired more than a day ago; answers how many. */
export async function deleteExpiredResetTokens(db: Db): Promise<number> {
  const deleted = await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, sql`now() - ${GRACE}`))
    .returning({ key: passwordResetTokens.tokenHash });
  return deleted.length;
}

/** Phone codes expired more than a day ago; answers how many. */
export async function deleteExpiredPhoneCodes(db: Db): Promise<number> {
  const deleted = await db
    .delete(phoneVerifications)
    .where(lt(phoneVerifications.expiresAt, sql`now() - ${GRACE}`))
    .returning({ id: phoneVerifications.id });
  return deleted.length;
}
