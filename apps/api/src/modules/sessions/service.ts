import type { CurrentSession } from '@storefront/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { writeAudit } from '../../plugins/audit.ts';
import type { RequestUser } from '../../plugins/auth.ts';

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
    const [session] = await tx
      .select({
        userId: sessions.userId,
        impersonatorId: sessions.impersonatorId,
        revokedAt: sessions.revokedAt,
      })
      .from(sessions)
      .where(eq(sessions.id, sessionId))
      .for('update');
    if (!session) throw noSuchSession();
    if (session.userId !== caller.id && session.impersonatorId !== caller.id) {
      throw noSuchSession();
    }
    if (session.revokedAt) return;
    const now = new Date();
    await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
    // A staff member logging out also ends every impersonation they left open.
    const opened = session.impersonatorId
      ? []
      : await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.impersonatorId, session.userId), isNull(sessions.revokedAt)))
          .returning({ id: sessions.id, userId: sessions.userId });
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
  const [session] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, caller.sessionId));
  // Revoked between the check and this read: the same answer as any other unknown session.
  if (!session) throw noSuchSession();
  return {
    sessionId: caller.sessionId,
    userId: caller.id,
    role: caller.role,
    impersonatorId: caller.impersonatorId ?? null,
    createdAt: session.createdAt.toISOString(),
  };
}
