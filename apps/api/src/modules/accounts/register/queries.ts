import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';

/** A customer account's fields as registration writes them. */
export type NewAccount = Pick<
  typeof users.$inferInsert,
  'email' | 'displayName' | 'phone' | 'passwordHash' | 'updatedAt'
> & { role: 'customer' };

export async function insertCustomer(db: Db, userId: string, account: NewAccount): Promise<void> {
  await db.insert(users).values({ id: userId, ...account, phoneVerifiedAt: null });
}

/** The user being upgraded, locked until the transaction ends; undefined for an unknown id. */
export async function lockUserToUpgrade(db: Db, userId: string) {
  const [user] = await db
    .select({ role: users.role, phone: users.phone, phoneVerifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return user;
}

/** The guest becomes the customer in place: same id, so its cart and wishlist stay. */
export async function upgradeToCustomer(
  db: Db,
  userId: string,
  account: NewAccount & { phoneVerifiedAt: Date | null },
): Promise<void> {
  await db.update(users).set(account).where(eq(users.id, userId));
}
