import type { AuthTokens, LoginRequest } from '@storefront/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { unauthorized } from '../../lib/http-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { startSession, type TokenConfig } from './session-service.ts';

/**
 * Checked when no account has the email, so an unknown email costs the same time as a wrong
 * password and the answer's timing does not reveal which accounts exist.
 */
const unknownAccountHash = hashPassword('no account has this password');

const invalidCredentials = () => unauthorized('The email or password is not correct.');

/** Spec 7 POST account/login: a customer's or staff member's new session. */
export async function login(db: Db, config: TokenConfig, body: LoginRequest): Promise<AuthTokens> {
  const [account] = await db
    .select({ id: users.id, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(
      and(eq(users.email, body.email.toLowerCase()), inArray(users.role, ['customer', 'staff'])),
    );
  const storedHash = account?.passwordHash ?? (await unknownAccountHash);
  const matches = await verifyPassword(storedHash, body.password);
  if (!account?.passwordHash || !matches) throw invalidCredentials();
  return startSession(db, config, { userId: account.id, role: account.role });
}
