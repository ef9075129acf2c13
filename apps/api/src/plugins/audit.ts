import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

export type AuditAction = 'request' | 'impersonation.start' | 'impersonation.end';

export interface AuditEntry {
  /** The staff member. */
  actorId: string;
  /** The customer acted as. */
  subjectId: string;
  sessionId: string;
  action: AuditAction;
  method?: string;
  /** A route pattern (`/api/users/customers/:userId`), never a raw URL: URLs can carry tokens. */
  path?: string | null;
  statusCode?: number;
}

/** Writes one audit row; `db` may be a transaction, so the row commits with what it records. */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/**
 * Issue 4: "every action is recorded with both ids". Every request made with an impersonation
 * token gets a row once it is answered: staff and customer ids, session, method, route pattern
 * and status. A failed write is logged and never breaks the response already sent.
 */
export const auditPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.addHook('onResponse', async (request, reply) => {
    const user = request.user;
    if (!user?.impersonatorId) return;
    try {
      await writeAudit(opts.db, {
        actorId: user.impersonatorId,
        subjectId: user.id,
        sessionId: user.sessionId,
        action: 'request',
        method: request.method,
        path: request.routeOptions.url ?? null,
        statusCode: reply.statusCode,
      });
    } catch (error) {
      request.log.error({ err: error }, 'audit row not written');
    }
  });
});
