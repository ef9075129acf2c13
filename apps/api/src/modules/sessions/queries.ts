import { and, eq, gt, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens, sessions, users } from '../../db/schema.ts';

/**
 * The sessions module's reads and writes: `sessions` and their `refresh_tokens`. Each takes
 * `db: Db`, which may be a transaction. (The auth plugin reads a session per request itself,
 * with a prepared statement.)
 */

export async function insertSession(
  db: Db,
  session: { id: string; userId: string; impersonatorId: string | null },
): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function insertRefreshToken(
  db: Db,
  token: { tokenHash: string; sessionId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

/** A refresh token with its session and user, locked until the transaction ends. */
export async function lockRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      usedAt: refreshTokens.usedAt,
      expiresAt: refreshTokens.expiresAt,
      sessionId: sessions.id,
      revokedAt: sessions.revokedAt,
      impersonatorId: sessions.impersonatorId,
      userId: users.id,
      role: users.role,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update', { of: refreshTokens });
  return row;
}

/** Marks a refresh token used, guarded: false when it already was (of two uses, one wins). */
export async function spendRefreshToken(db: Db, tokenHash: string): Promise<boolean> {
  const spent = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ hash: refreshTokens.tokenHash });
  return spent.length > 0;
}

/** A session with who it belongs to, locked until the transaction ends. */
export async function lockSession(db: Db, sessionId: string) {
  const [session] = await db
    .select({
      userId: sessions.userId,
      impersonatorId: sessions.impersonatorId,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .for('update');
  return session;
}

export async function revokeSession(db: Db, sessionId: string, at = new Date()): Promise<void> {
  await db.update(sessions).set({ revokedAt: at }).where(eq(sessions.id, sessionId));
}

/** Ends the open impersonations a staff member opened; answers them. */
export async function revokeImpersonationsBy(db: Db, staffId: string, at: Date) {
  return db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.impersonatorId, staffId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id, userId: sessions.userId });
}

/** Ends the user's open sessions, all or all but one. */
export async function revokeOpenSessions(
  db: Db,
  userId: string,
  exceptSessionId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}

export async function sessionCreatedAt(db: Db, sessionId: string): Promise<Date | undefined> {
  const [session] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return session?.createdAt;
}

/**
 * The user of a refresh token that is current (not spent, not expired) of an open, ordinary
 * session (not revoked, no impersonator) whose user is still a guest, and not `exceptUserId`.
 */
export async function guestOfCurrentToken(
  db: Db,
  tokenHash: string,
  exceptUserId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: users.id })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
        isNull(sessions.revokedAt),
        isNull(sessions.impersonatorId),
        eq(users.role, 'guest'),
        ne(users.id, exceptUserId),
      ),
    );
  return row?.userId;
}

/** Deletes expired refresh tokens; answers how many. */
export async function deleteExpiredRefreshTokens(db: Db): Promise<number> {
  const deleted = await db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, sql`now()`))
    .returning({ key: refreshTokens.tokenHash });
  return deleted.length;
}

/** Ended sessions are kept this long: an audit row may name one. */
const ENDED_SESSIONS_KEPT = sql`interval '30 days'`;

/** Deletes sessions ended longer ago than they are kept; answers how many. */
export async function deleteLongEndedSessions(db: Db): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(
      and(
        isNotNull(sessions.revokedAt),
        lt(sessions.revokedAt, sql`now() - ${ENDED_SESSIONS_KEPT}`),
      ),
    )
    .returning({ id: sessions.id });
  return deleted.length;
}
