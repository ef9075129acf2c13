import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';

/**
 * The customer or staff account with this (lower-cased) email; undefined when none has it, or
 * when it is a deactivated staff account (which signs in no more).
 */
export async function findSignInAccount(db: Db, email: string) {
  const [account] = await db
    .select({ id: users.id, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(
      and(
        eq(users.email, email),
        inArray(users.role, ['customer', 'staff']),
        isNull(users.deactivatedAt),
      ),
    );
  return account;
}
