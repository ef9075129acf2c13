import { randomUUID } from 'node:crypto';
import type { AuthTokens, Role } from '@storefront/contracts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { refreshTokens, sessions, users } from '../../db/schema.ts';
import { unauthorized } from '../../lib/http-error.ts';
import { hashRefreshToken, newRefreshToken, signAccessToken } from '../../lib/tokens.ts';

export type TokenConfig = Pick<
  Config,
  'jwtSecret' | 'accessTokenTtl' | 'refreshTokenTtl' | 'guestRefreshTokenTtl'
>;

/** Spec 4/6: a guest is an auto-created anonymous customer with a session of its own. */
export async function createGuest(db: Db, config: TokenConfig): Promise<AuthTokens> {
  return db.transaction(async (tx) => {
    const userId = randomUUID();
    await tx.insert(users).values({ id: userId, role: 'guest' });
    return startSession(tx, config, { userId, role: 'guest' });
  });
}

/** Opens a session (a refresh-token family) and issues its first token pair. */
export async function startSession(
  db: Db,
  config: TokenConfig,
  who: { userId: string; role: Role; impersonatorId?: string },
): Promise<AuthTokens> {
  const sessionId = randomUUID();
  await db.insert(sessions).values({
    id: sessionId,
    userId: who.userId,
    impersonatorId: who.impersonatorId ?? null,
  });
  return issueTokens(db, config, { ...who, sessionId });
}

async function issueTokens(
  db: Db,
  config: TokenConfig,
  who: { userId: string; role: Role; sessionId: string; impersonatorId?: string | null },
): Promise<AuthTokens> {
  const refresh = newRefreshToken();
  const refreshTtl = who.role === 'guest' ? config.guestRefreshTokenTtl : config.refreshTokenTtl;
  await db.insert(refreshTokens).values({
    tokenHash: refresh.hash,
    sessionId: who.sessionId,
    expiresAt: new Date(Date.now() + refreshTtl * 1000),
  });
  const accessToken = await signAccessToken(
    {
      nameid: who.userId,
      role: who.role,
      sid: who.sessionId,
      ...(who.impersonatorId ? { imp: who.impersonatorId } : {}),
    },
    config.jwtSecret,
    config.accessTokenTtl,
  );
  return { accessToken, expiresIn: config.accessTokenTtl, refreshToken: refresh.token };
}

/**
 * Ends the user's open sessions, all or all but one (the caller's own after a password change):
 * their refresh tokens stop working at once, and so do their access tokens, whose session the
 * auth plugin checks.
 */
export async function revokeUserSessions(
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

const invalidRefresh = () => unauthorized('errors.sessionExpired');

/**
 * Rotates a refresh token: the presented one is spent and a new pair issued. Presenting a token
 * that was already spent means it leaked (or raced), so the whole session is revoked.
 */
export async function refreshSession(
  db: Db,
  config: TokenConfig,
  token: string,
): Promise<AuthTokens> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
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
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
      .for('update', { of: refreshTokens });
    if (!row || row.revokedAt) return { ok: false as const };
    if (row.usedAt) {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.id, row.sessionId));
      return { ok: false as const, reuse: true };
    }
    if (row.expiresAt.getTime() <= Date.now()) return { ok: false as const };
    // Guarded: of two concurrent uses of the same token only one marks it used.
    const spent = await tx
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(
        and(eq(refreshTokens.tokenHash, hashRefreshToken(token)), isNull(refreshTokens.usedAt)),
      )
      .returning({ hash: refreshTokens.tokenHash });
    if (spent.length === 0) return { ok: false as const };
    return { ok: true as const, tokens: await issueTokens(tx, config, row) };
  });
  if (!outcome.ok) throw invalidRefresh();
  return outcome.tokens;
}
