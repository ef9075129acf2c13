import type { CurrentSession } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { writeAudit } from '../../plugins/audit.ts';
import type { RequestUser } from '../../plugins/auth.ts';

const noSuchSession = () => notFound('No such session.');

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
    await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    if (session.impersonatorId) {
      await writeAudit(tx, {
        actorId: session.impersonatorId,
        subjectId: session.userId,
        sessionId,
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
