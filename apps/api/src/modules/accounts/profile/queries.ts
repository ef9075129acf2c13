import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';

const customerColumns = {
  id: users.id,
  role: users.role,
  displayName: users.displayName,
  email: users.email,
  phone: users.phone,
  phoneVerifiedAt: users.phoneVerifiedAt,
  avatarPath: users.avatarPath,
};

export type CustomerRow = Pick<
  typeof users.$inferSelect,
  'id' | 'role' | 'displayName' | 'email' | 'phone' | 'phoneVerifiedAt' | 'avatarPath'
>;

/** The user's record; undefined for an unknown id. */
export async function findCustomerRow(db: Db, userId: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select(customerColumns).from(users).where(eq(users.id, userId));
  return row;
}

/** Writes the profile's fields; answers the record as it now is (undefined: no such user). */
export async function updateProfile(
  db: Db,
  userId: string,
  profile: Pick<
    typeof users.$inferInsert,
    'displayName' | 'email' | 'phone' | 'phoneVerifiedAt' | 'avatarPath' | 'updatedAt'
  >,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .update(users)
    .set(profile)
    .where(eq(users.id, userId))
    .returning(customerColumns);
  return row;
}
