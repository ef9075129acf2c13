import type { ImpersonationResponse, StaffCustomer } from '@storefront/contracts/impersonation';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { signAccessToken } from '../../lib/tokens.ts';
import { writeAudit } from '../../plugins/audit.ts';
import { openSession } from '../sessions/service.ts';
import { customersMatching, findCustomer } from './queries.ts';

/** `%`, `_` and `\` typed by staff are matched literally, not as LIKE wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** GET staff/customers: customers whose email or display name contains the query. */
export async function searchCustomers(
  db: Db,
  query: string | undefined,
  top: number,
): Promise<StaffCustomer[]> {
  return customersMatching(db, query ? `%${escapeLike(query)}%` : undefined, top);
}

/**
 * Spec 6: a staff member acts as a customer through a separate token. It opens a session of
 * its own (the sessions module's; the customer's other sessions are untouched), lives
 * config.impersonationTtl, has no refresh token, and its start is audited with both ids in the
 * same transaction.
 */
export async function startImpersonation(
  db: Db,
  config: Pick<Config, 'jwtSecret' | 'impersonationTtl'>,
  staffId: string,
  customerId: string,
): Promise<ImpersonationResponse> {
  return db.transaction(async (tx) => {
    const customer = await findCustomer(tx, customerId);
    if (!customer) throw notFound('errors.accountNotFound');
    const sessionId = await openSession(tx, { userId: customerId, impersonatorId: staffId });
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
