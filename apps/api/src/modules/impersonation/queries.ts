import type { StaffCustomer } from '@storefront/contracts/impersonation';
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** The impersonation module's reads (of accounts). Each takes `db: Db`, which may be a transaction. */

const customerColumns = {
  userId: users.id,
  displayName: users.displayName,
  email: users.email,
};

/**
 * Customers whose email or display name matches the LIKE `pattern` (all of them without one),
 * by name, at most `top`.
 */
export async function customersMatching(
  db: Db,
  pattern: string | undefined,
  top: number,
): Promise<StaffCustomer[]> {
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

/** A customer (not a guest nor staff); undefined otherwise. */
export async function findCustomer(db: Db, userId: string): Promise<StaffCustomer | undefined> {
  const [customer] = await db
    .select(customerColumns)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'customer')));
  return customer;
}
