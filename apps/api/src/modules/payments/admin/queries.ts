import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { paymentProviders } from '../../../db/schema.ts';

/** The back office's reads and writes of payment_providers (issue 26). */

export type ProviderRow = typeof paymentProviders.$inferSelect;

const inOrder = [asc(paymentProviders.sortOrder), asc(paymentProviders.id)];

/** Every provider, on or off, in the checkout's order. */
export async function allProviders(db: Db): Promise<ProviderRow[]> {
  return db
    .select()
    .from(paymentProviders)
    .orderBy(...inOrder);
}

/**
 * Every provider, locked until the transaction ends: two staff turning off the last two
 * providers at once queue, and the second sees the first's change.
 */
export async function lockAllProviders(db: Db): Promise<ProviderRow[]> {
  return db
    .select()
    .from(paymentProviders)
    .orderBy(...inOrder)
    .for('update');
}

export async function updateProvider(
  db: Db,
  id: number,
  values: { active?: boolean; sortOrder?: number },
): Promise<void> {
  await db.update(paymentProviders).set(values).where(eq(paymentProviders.id, id));
}
