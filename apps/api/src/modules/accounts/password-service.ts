import type { ChangePasswordRequest } from '@storefront/contracts/accounts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { forbidden, invalidField, unauthorized } from '../../lib/http-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { RequestUser } from '../../plugins/auth.ts';
import { FieldProblems } from './account-checks.ts';
import {
  accountKey,
  assertNotLocked,
  clearLoginFailures,
  type LockoutConfig,
  recordLoginFailure,
} from './lockout-service.ts';
import { expireResetTokens } from './reset-tokens.ts';
import { revokeUserSessions } from './session-service.ts';

/**
 * Spec 7 PUT users/{userId}/change-customer-password. Staff acting as the customer may not: the
 * password is the customer's alone. A wrong old password counts toward the account's lock-out,
 * like a failed sign-in, so this path cannot be used to guess it either. On success every other
 * session of the user ends (a thief signed in elsewhere is out); the caller's stays.
 */
export async function changePassword(
  db: Db,
  config: LockoutConfig,
  caller: RequestUser,
  body: ChangePasswordRequest,
): Promise<void> {
  if (caller.impersonatorId) throw forbidden('errors.impersonationForbidden');
  const [user] = await db
    .select({ role: users.role, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, caller.id));
  if (!user) throw unauthorized();
  if (user.role === 'guest' || !user.email || !user.passwordHash) {
    throw forbidden('errors.guestMustRegister');
  }

  const key = accountKey(user.email);
  await assertNotLocked(db, key);
  if (!(await verifyPassword(user.passwordHash, body.oldPassword))) {
    await recordLoginFailure(db, config, key);
    throw invalidField('oldPassword', 'errors.wrongPassword');
  }
  const problems = new FieldProblems();
  await problems.password('newPassword', body.newPassword, user.email);
  problems.throwIfAny();

  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, caller.id));
    await revokeUserSessions(tx, caller.id, caller.sessionId);
    await expireResetTokens(tx, caller.id);
  });
  await clearLoginFailures(db, key);
}
