import { randomUUID } from 'node:crypto';
import type { AuthTokens, CurrentSession, Role } from '@storefront/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { notFound, unauthorized } from '../../lib/http-error.ts';
import { hashRefreshToken, newRefreshToken, signAccessToken } from '../../lib/tokens.ts';
import { writeAudit } from '../../plugins/audit.ts';
import type { RequestUser } from '../../plugins/auth.ts';
import {
  deleteExpiredRefreshTokens,
  deleteLongEndedSessions,
  guestOfCurrentToken,
  insertRefreshToken,
  insertSession,
  lockRefreshToken,
  lockSession,
  revokeImpersonationsBy,
  revokeOpenSessions,
  revokeSession,
  sessionCreatedAt,
  spendRefreshToken,
} from './queries.ts';

/**
 * Sessions (spec 4, 6, 7): the module owns the `sessions` table and their refresh tokens. A
 * session is opened here for a sign-in, a registration, a guest or an impersonation (the
 * accounts and impersonation modules ask), rotated here, and ended here: by logout, by the
 * accounts module (password change or reset, a guest upgraded or merged), or by pruning.
 */

export type TokenConfig = Pick<
  Config,
  'jwtSecret' | 'accessTokenTtl' | 'refreshTokenTtl' | 'guestRefreshTokenTtl'
>;

/**
 * Opens a session row and answers its id. An impersonation's session names the staff member
 * (`impersonatorId`) and gets no refresh token: startImpersonation signs its one access token.
 */
export async function openSession(
  db: Db,
  who: { userId: string; impersonatorId?: string },
): Promise<string> {
  const sessionId = randomUUID();
  await insertSession(db, {
    id: sessionId,
    userId: who.userId,
    impersonatorId: who.impersonatorId ?? null,
  });
  return sessionId;
}

/** Opens a session (a refresh-token family) and issues its first token pair. */
export async function startSession(
  db: Db,
  config: TokenConfig,
  who: { userId: string; role: Role; impersonatorId?: string },
): Promise<AuthTokens> {
  const sessionId = await openSession(db, who);
  return issueTokens(db, config, { ...who, sessionId });
}

async function issueTokens(
  db: Db,
  config: TokenConfig,
  who: { userId: string; role: Role; sessionId: string; impersonatorId?: string | null },
): Promise<AuthTokens> {
  const refresh = newRefreshToken();
  const refreshTtl = who.role === 'guest' ? config.guestRefreshTokenTtl : config.refreshTokenTtl;
  await insertRefreshToken(db, {
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

const invalidRefresh = () => unauthorized('errors.sessionExpired');

/**
 * POST account/refresh-token: rotates a refresh token, the presented one spent and a new pair
 * issued. Presenting a token that was already spent means it leaked (or raced), so the whole
 * session is revoked.
 */
export async function refreshSession(
  db: Db,
  config: TokenConfig,
  token: string,
): Promise<AuthTokens> {
  const tokenHash = hashRefreshToken(token);
  const outcome = await db.transaction(async (tx) => {
    const row = await lockRefreshToken(tx, tokenHash);
    if (!row || row.revokedAt) return { ok: false as const };
    if (row.usedAt) {
      await revokeSession(tx, row.sessionId);
      return { ok: false as const, reuse: true };
    }
    if (row.expiresAt.getTime() <= Date.now()) return { ok: false as const };
    // Guarded: of two concurrent uses of the same token only one marks it used.
    if (!(await spendRefreshToken(tx, tokenHash))) return { ok: false as const };
    return { ok: true as const, tokens: await issueTokens(tx, config, row) };
  });
  if (!outcome.ok) throw invalidRefresh();
  return outcome.tokens;
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
  await revokeOpenSessions(db, userId, exceptSessionId);
}

/**
 * The guest a refresh token proves its holder is: a token that is current (not spent, not
 * expired) of an open, ordinary session (not revoked, no impersonator) whose user is still a
 * guest, and not `accountId` itself. Anything else proves nothing (undefined).
 */
export async function provenGuest(
  db: Db,
  refreshToken: string,
  accountId: string,
): Promise<string | undefined> {
  return guestOfCurrentToken(db, hashRefreshToken(refreshToken), accountId);
}

const noSuchSession = () => notFound('errors.noSuchSession');

/**
 * Spec 7 DELETE tenants/self/sessions/{id}: logout, or the end of an impersonation (spec 4).
 * The caller may end a session of the user they act as, or an impersonation they opened
 * themselves (a staff member with their own token). Any other id is 404, as if it did not
 * exist, so the answer reveals nothing about other people's sessions. Ending an ended session
 * is a no-op: logout is safe to retry.
 */
export async function endSession(db: Db, caller: RequestUser, sessionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId);
    if (!session) throw noSuchSession();
    if (session.userId !== caller.id && session.impersonatorId !== caller.id) {
      throw noSuchSession();
    }
    if (session.revokedAt) return;
    const now = new Date();
    await revokeSession(tx, sessionId, now);
    // A staff member logging out also ends every impersonation they left open.
    const opened = session.impersonatorId
      ? []
      : await revokeImpersonationsBy(tx, session.userId, now);
    const ended = session.impersonatorId
      ? [{ id: sessionId, userId: session.userId, impersonatorId: session.impersonatorId }]
      : opened.map((s) => ({ ...s, impersonatorId: session.userId }));
    for (const impersonation of ended) {
      await writeAudit(tx, {
        actorId: impersonation.impersonatorId,
        subjectId: impersonation.userId,
        sessionId: impersonation.id,
        action: 'impersonation.end',
      });
    }
  });
}

/** The caller's own session (the auth plugin has just checked it is open). */
export async function currentSession(db: Db, caller: RequestUser): Promise<CurrentSession> {
  const createdAt = await sessionCreatedAt(db, caller.sessionId);
  // Revoked between the check and this read: the same answer as any other unknown session.
  if (!createdAt) throw noSuchSession();
  return {
    sessionId: caller.sessionId,
    userId: caller.id,
    role: caller.role,
    impersonatorId: caller.impersonatorId ?? null,
    createdAt: createdAt.toISOString(),
  };
}

/** Deletes expired refresh tokens and long-ended sessions (accounts' pruneExpired runs it). */
export async function pruneSessions(db: Db): Promise<{ refreshTokens: number; sessions: number }> {
  return {
    refreshTokens: await deleteExpiredRefreshTokens(db),
    sessions: await deleteLongEndedSessions(db),
  };
}
