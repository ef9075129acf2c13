import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { areas, countries, shippingMethods, states } from '../../../db/schema.ts';

/** The back office's reads and writes of shipping_methods (issue 26). */

export type MethodRow = typeof shippingMethods.$inferSelect;
export type MethodValues = Pick<
  typeof shippingMethods.$inferInsert,
  | 'name'
  | 'description'
  | 'price'
  | 'freeFrom'
  | 'minSubtotal'
  | 'countryCodes'
  | 'areaIds'
  | 'minDays'
  | 'maxDays'
  | 'active'
>;

const inOrder = [asc(shippingMethods.sortOrder), asc(shippingMethods.id)];

/** Every method, in the checkout's order. */
export async function allMethods(db: Db): Promise<MethodRow[]> {
  return db
    .select()
    .from(shippingMethods)
    .orderBy(...inOrder);
}

/**
 * Every method, locked until the transaction ends, in the checkout's order. Every write takes
 * these locks first: two changes of the default, of the order or of a new method's id queue
 * rather than break the one-default index or take the same id.
 */
export async function lockAllMethods(db: Db): Promise<MethodRow[]> {
  return db
    .select()
    .from(shippingMethods)
    .orderBy(...inOrder)
    .for('update');
}

export async function methodRow(db: Db, id: number): Promise<MethodRow | undefined> {
  const [row] = await db.select().from(shippingMethods).where(eq(shippingMethods.id, id));
  return row;
}

/** A new method (its id and place chosen by the caller, under the locks). */
export async function insertMethod(
  db: Db,
  values: MethodValues & { id: number; code: string; sortOrder: number; isDefault: boolean },
): Promise<MethodRow> {
  const [row] = await db.insert(shippingMethods).values(values).returning();
  return row!;
}

export async function updateMethod(
  db: Db,
  id: number,
  values: Partial<MethodValues> & { sortOrder?: number },
): Promise<MethodRow> {
  const [row] = await db
    .update(shippingMethods)
    .set(values)
    .where(eq(shippingMethods.id, id))
    .returning();
  return row!;
}

export async function deleteMethod(db: Db, id: number): Promise<void> {
  await db.delete(shippingMethods).where(eq(shippingMethods.id, id));
}

/** The default moves to `id`: the old one lets go first, so the one-default index holds. */
export async function moveDefault(db: Db, id: number): Promise<void> {
  await db
    .update(shippingMethods)
    .set({ isDefault: false })
    .where(and(eq(shippingMethods.isDefault, true), ne(shippingMethods.id, id)));
  await db.update(shippingMethods).set({ isDefault: true }).where(eq(shippingMethods.id, id));
}

/** Which of these country codes the shop knows. */
export async function knownCountryCodes(db: Db, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ code: countries.code })
    .from(countries)
    .where(inArray(countries.code, [...codes]));
  return rows.map((row) => row.code);
}

/** The areas among `ids` that exist, with the code of the country each is in. */
export async function areasWithCountry(
  db: Db,
  ids: readonly number[],
): Promise<{ id: number; countryCode: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: areas.id, countryCode: countries.code })
    .from(areas)
    .innerJoin(states, eq(states.id, areas.stateId))
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(inArray(areas.id, [...ids]));
}
