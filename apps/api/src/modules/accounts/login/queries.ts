import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';

/**
 * The customer or staff account with this (lower-cased) email; undefined when none has it, or
 * when it is a deactivated staff account (which signs in no more, and is told nothing more). A
 * deactivated customer is found, with `deactivatedAt`: the service refuses them by name once
 * their password is right (issue 26).
 */
export async function findSignInAccount(db: Db, email: string) {
  const [account] = await db
    .select({
      id: users.id,
      role: users.role,
      passwordHash: users.passwordHash,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .where(
      and(
        eq(users.email, email),
        inArray(users.role, ['customer', 'staff']),
        or(eq(users.role, 'customer'), isNull(users.deactivatedAt)),
      ),
    );
  return account;
}

/**
 * Holds the account's row (FOR SHARE) while its new session is opened, and answers whether it
 * is still active. A deactivation (which locks the row to change it) that comes meanwhile waits,
 * then ends that session with the others; one that came first is seen here.
 */
export async function holdActiveAccount(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deactivatedAt)))
    .for('share');
  return row !== undefined;
}
