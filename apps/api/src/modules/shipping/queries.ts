import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses, countries, shippingMethods } from '../../db/schema.ts';

/** The shipping module's reads. Each takes `db: Db`, which may be a transaction. */

export type MethodRow = typeof shippingMethods.$inferSelect;

/** A method, active or not; undefined when there is none with the id. */
export async function findMethod(db: Db, methodId: number): Promise<MethodRow | undefined> {
  const [method] = await db
    .select()
    .from(shippingMethods)
    .where(eq(shippingMethods.id, methodId))
    .limit(1);
  return method;
}

/** The shop's default method, active or not; undefined while the shop has none. */
export async function defaultMethod(db: Db): Promise<MethodRow | undefined> {
  const [method] = await db
    .select()
    .from(shippingMethods)
    .where(eq(shippingMethods.isDefault, true))
    .limit(1);
  return method;
}

/** The active methods in display order. */
export async function activeMethods(db: Db): Promise<MethodRow[]> {
  return db
    .select()
    .from(shippingMethods)
    .where(eq(shippingMethods.active, true))
    .orderBy(asc(shippingMethods.sortOrder), asc(shippingMethods.id));
}

/** A country's code ('kw'); undefined for an unknown id. */
export async function countryCodeOf(db: Db, countryId: number): Promise<string | undefined> {
  const [country] = await db
    .select({ code: countries.code })
    .from(countries)
    .where(eq(countries.id, countryId));
  return country?.code;
}

/** Where an address is: its country's code ('kw') and its area (areas.id), when it has one. */
export interface DestinationRow {
  countryCode: string;
  areaId: number | null;
}

/**
 * Where one of the user's addresses is, or undefined when the address is not theirs. Shipping
 * reads the destination itself (the addresses module asks shipping to forget a destination it
 * deletes, so it cannot be asked back).
 */
export async function destinationOf(
  db: Db,
  userId: string,
  addressId: number,
): Promise<DestinationRow | undefined> {
  const [row] = await db
    .select({ countryCode: countries.code, areaId: addresses.areaId })
    .from(addresses)
    .innerJoin(countries, eq(countries.id, addresses.countryId))
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  return row;
}
