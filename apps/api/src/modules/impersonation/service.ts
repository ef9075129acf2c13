import { randomUUID } from 'node:crypto';
import type { ImpersonationResponse, StaffCustomer } from '@storefront/contracts/impersonation';
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { signAccessToken } from '../../lib/tokens.ts';
import { writeAudit } from '../../plugins/audit.ts';

const customerColumns = {
  userId: users.id,
  displayName: users.displayName,
  email: users.email,
};

/** `%`, `_` and `\` typed by staff are matched literally, not as LIKE wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The token says staff; the database must agree, so a demoted staff member loses the power to
 * impersonate at once rather than when their access token expires.
 */
async function assertStillStaff(db: Db, staffId: string): Promise<void> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, staffId));
  if (row?.role !== 'staff') throw forbidden();
}

/** GET staff/customers: customers whose email or display name contains the query. */
export async function searchCustomers(
  db: Db,
  staffId: string,
  query: string | undefined,
  top: number,
): Promise<StaffCustomer[]> {
  await assertStillStaff(db, staffId);
  const pattern = query ? `%${escapeLike(query)}%` : undefined;
  return db
    .select(customerColumns)
    .from(users)
    .where(
      and(
        eq(users.role, 'customer'),
        pattern ? or(ilike(users.email, pattern), ilike(users.displayName, pattern)) : undefined,
      ),
    )
    .orderBy(asc(users.displayName), asc(users.email), asc(users.id))
    .limit(top);
}

/**
 * Spec 6: a staff member acts as a customer through a separate token. It opens a session of
 * its own (the customer's other sessions are untouched), lives config.impersonationTtl, has no
 * refresh token, and its start is audited with both ids in the same transaction.
 */
export async function startImpersonation(
  db: Db,
  config: Pick<Config, 'jwtSecret' | 'impersonationTtl'>,
  staffId: string,
  customerId: string,
): Promise<ImpersonationResponse> {
  await assertStillStaff(db, staffId);
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select(customerColumns)
      .from(users)
      .where(and(eq(users.id, customerId), eq(users.role, 'customer')));
    if (!customer) throw notFound('errors.accountNotFound');
    const sessionId = randomUUID();
    await tx
      .insert(sessions)
      .values({ id: sessionId, userId: customerId, impersonatorId: staffId });
    await writeAudit(tx, {
      actorId: staffId,
      subjectId: customerId,
      sessionId,
      action: 'impersonation.start',
    });
    const impersonationToken = await signAccessToken(
      { nameid: customerId, role: 'customer', sid: sessionId, imp: staffId },
      config.jwtSecret,
      config.impersonationTtl,
    );
    return { impersonationToken, expiresIn: config.impersonationTtl, sessionId, customer };
  });
}
