import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { users } from './schema.ts';

/**
 * Serializes one user's changes to what they own (cart, wishlist, addresses, orders, the guest
 * merge on login): every writer locks the user's row first, so concurrent changes see each
 * other and limits hold, and taking the same lock first means they cannot deadlock. FOR NO KEY
 * UPDATE does not block inserts that reference the user, nor plain reads. Call inside a
 * transaction.
 */
export async function lockUserRow(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}
