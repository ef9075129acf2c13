import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { passwordResetTokens, users } from '../../../db/schema.ts';

/** The password flows' reads and writes. Each takes `db: Db`, which may be a transaction. */

/** What changing a password checks of the user; undefined for an unknown id. */
export async function findPasswordAccount(db: Db, userId: string) {
  const [user] = await db
    .select({ role: users.role, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The customer or staff account with this email, locked until the transaction ends. */
export async function lockResetRecipient(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id, displayName: users.displayName })
    .from(users)
    .where(and(eq(users.email, email), inArray(users.role, ['customer', 'staff'])))
    .for('update');
  return user;
}

/** Reset links issued to the user in the last `minutes`. */
export async function countRecentResetTokens(
  db: Db,
  userId: string,
  minutes: number,
): Promise<number> {
  const [recent] = await db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        gt(passwordResetTokens.createdAt, sql`now() - make_interval(mins => ${minutes})`),
      ),
    );
  return recent?.n ?? 0;
}

export async function insertResetToken(
  db: Db,
  token: { tokenHash: string; userId: string; ttlSeconds: number },
): Promise<void> {
  await db.insert(passwordResetTokens).values({
    tokenHash: token.tokenHash,
    userId: token.userId,
    expiresAt: sql`now() + make_interval(secs => ${token.ttlSeconds})`,
  });
}

/** Ends every reset link of the user that could still be used (a newer one, or a new password). */
export async function expireResetTokens(db: Db, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    );
}

/** The account a reset link is good for: unused, unexpired, issued to that email's account. */
export async function usableResetToken(db: Db, tokenHash: string, email: string) {
  const [row] = await db
    .select({ userId: users.id, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        eq(users.email, email),
        inArray(users.role, ['customer', 'staff']),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/** Spends a reset link, guarded: false when it was spent or expired meanwhile. */
export async function spendResetToken(db: Db, tokenHash: string, userId: string): Promise<boolean> {
  const spent = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return spent.length > 0;
}
