import { and, asc, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { phoneVerifications, users } from '../../../db/schema.ts';

/** The phone flows' reads and writes. Each takes `db: Db`, which may be a transaction. */

/** Whether an account other than `userId` has the number. */
export async function phoneOwnedByOther(db: Db, phone: string, userId: string | undefined) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), userId ? ne(users.id, userId) : undefined));
  return row !== undefined;
}

/** Locks the user's row until the transaction ends, so their code requests are counted in turn. */
export async function lockUser(db: Db, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The codes sent to the number in the last `windowSeconds`, oldest first, with their users. */
export async function recentCodes(db: Db, phone: string, windowSeconds: number) {
  return db
    .select({ userId: phoneVerifications.userId, createdAt: phoneVerifications.createdAt })
    .from(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.phone, phone),
        gt(phoneVerifications.createdAt, sql`now() - make_interval(secs => ${windowSeconds})`),
      ),
    )
    .orderBy(asc(phoneVerifications.createdAt));
}

export async function insertCode(
  db: Db,
  code: { id: string; userId: string; phone: string; codeHash: string; ttlSeconds: number },
): Promise<void> {
  await db.insert(phoneVerifications).values({
    id: code.id,
    userId: code.userId,
    phone: code.phone,
    codeHash: code.codeHash,
    expiresAt: sql`now() + make_interval(secs => ${code.ttlSeconds})`,
  });
}

/** The user's newest code for the number that is unverified and unexpired. */
export async function latestOpenCode(db: Db, userId: string, phone: string) {
  const [latest] = await db
    .select({ id: phoneVerifications.id, codeHash: phoneVerifications.codeHash })
    .from(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.userId, userId),
        eq(phoneVerifications.phone, phone),
        isNull(phoneVerifications.verifiedAt),
        gt(phoneVerifications.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(phoneVerifications.createdAt))
    .limit(1);
  return latest;
}

/** Counts a guess at a code, guarded: false once it has had `limit` guesses (or is verified). */
export async function countGuess(db: Db, codeId: string, limit: number): Promise<boolean> {
  const counted = await db
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(
      and(
        eq(phoneVerifications.id, codeId),
        lt(phoneVerifications.attempts, limit),
        isNull(phoneVerifications.verifiedAt),
      ),
    )
    .returning({ attempts: phoneVerifications.attempts });
  return counted.length > 0;
}

/** Marks a code verified, guarded: false when it already was. */
export async function markCodeVerified(db: Db, codeId: string): Promise<boolean> {
  const verified = await db
    .update(phoneVerifications)
    .set({ verifiedAt: sql`now()` })
    .where(and(eq(phoneVerifications.id, codeId), isNull(phoneVerifications.verifiedAt)))
    .returning({ id: phoneVerifications.id });
  return verified.length > 0;
}

/** The number becomes the user's, verified now. */
export async function setVerifiedPhone(db: Db, userId: string, phone: string): Promise<void> {
  await db
    .update(users)
    .set({ phone, phoneVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId));
}
