import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';

/** A new guest: an account with no email, phone or password. */
export async function insertGuest(db: Db, userId: string): Promise<void> {
  await db.insert(users).values({ id: userId, role: 'guest' });
}
