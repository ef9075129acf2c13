import type { LanguageCode } from '@storefront/contracts';
import type { Address, CountryLookup, LookupItem } from '@storefront/contracts/addresses';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses, areas, countries, states } from '../../db/schema.ts';
import { correlated, localized } from '../../db/sql.ts';

/** The addresses module's reads and writes. Each takes `db: Db`, which may be a transaction. */

export async function countryRows(db: Db, lang: LanguageCode): Promise<CountryLookup[]> {
  return db
    .select({
      id: countries.id,
      code: countries.code,
      name: localized(countries.name, lang),
      phoneCode: countries.phoneCode,
    })
    .from(countries)
    .orderBy(asc(countries.sortOrder), asc(countries.id));
}

export async function stateRows(
  db: Db,
  countryId: number,
  lang: LanguageCode,
): Promise<LookupItem[]> {
  return db
    .select({ id: states.id, name: localized(states.name, lang) })
    .from(states)
    .where(eq(states.countryId, countryId))
    .orderBy(asc(states.sortOrder), asc(states.id));
}

export async function areaRows(db: Db, stateId: number, lang: LanguageCode): Promise<LookupItem[]> {
  return db
    .select({ id: areas.id, name: localized(areas.name, lang) })
    .from(areas)
    .where(eq(areas.stateId, stateId))
    .orderBy(asc(areas.sortOrder), asc(areas.id));
}

function addressFields(lang: LanguageCode) {
  return {
    addressId: addresses.id,
    addressType: addresses.addressType,
    fullName: addresses.fullName,
    phone: addresses.phone,
    email: addresses.email,
    countryId: addresses.countryId,
    countryCode: countries.code,
    countryName: localized(countries.name, lang),
    stateId: addresses.stateId,
    stateName: sql<
      string | null
    >`case when ${states.id} is null then null else ${localized(states.name, lang)} end`,
    areaId: addresses.areaId,
    areaName: sql<
      string | null
    >`case when ${areas.id} is null then null else ${localized(areas.name, lang)} end`,
    block: addresses.block,
    street: addresses.street,
    avenue: addresses.avenue,
    building: addresses.building,
    floor: addresses.floor,
    apartment: addresses.apartment,
    note: addresses.note,
    isDefault: addresses.isDefault,
  };
}

function selectAddresses(db: Db, lang: LanguageCode) {
  return db
    .select(addressFields(lang))
    .from(addresses)
    .innerJoin(countries, eq(countries.id, addresses.countryId))
    .leftJoin(states, eq(states.id, addresses.stateId))
    .leftJoin(areas, eq(areas.id, addresses.areaId));
}

/** The user's addresses: the default first, then newest first. */
export async function ownAddresses(db: Db, userId: string, lang: LanguageCode): Promise<Address[]> {
  return selectAddresses(db, lang)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}

/** One of the user's addresses; undefined when it does not exist or is another user's. */
export async function findOwnAddress(
  db: Db,
  userId: string,
  addressId: number,
  lang: LanguageCode,
): Promise<Address | undefined> {
  const [row] = await selectAddresses(db, lang).where(
    and(eq(addresses.id, addressId), eq(addresses.userId, userId)),
  );
  return row;
}

/** A country's code and whether it has states; undefined for an unknown id. */
export async function findCountry(db: Db, countryId: number) {
  const [country] = await db
    .select({
      code: countries.code,
      hasStates: correlated(
        sql<boolean>`exists (select 1 from ${states} where ${states.countryId} = ${countries.id})`,
      ),
    })
    .from(countries)
    .where(eq(countries.id, countryId));
  return country;
}

/** A state's country and whether it has areas; undefined for an unknown id. */
export async function findState(db: Db, stateId: number) {
  const [state] = await db
    .select({
      countryId: states.countryId,
      hasAreas: correlated(
        sql<boolean>`exists (select 1 from ${areas} where ${areas.stateId} = ${states.id})`,
      ),
    })
    .from(states)
    .where(eq(states.id, stateId));
  return state;
}

/** An area's state; undefined for an unknown id. */
export async function findArea(db: Db, areaId: number) {
  const [area] = await db
    .select({ stateId: areas.stateId })
    .from(areas)
    .where(eq(areas.id, areaId));
  return area;
}

export async function countOwnAddresses(db: Db, userId: string): Promise<number> {
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  return counted?.n ?? 0;
}

/** An address's fields as stored, without its keys and times. */
export type AddressRow = Omit<
  typeof addresses.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;

export async function insertAddress(db: Db, userId: string, row: AddressRow) {
  const [created] = await db
    .insert(addresses)
    .values({ ...row, userId })
    .returning({ id: addresses.id, isDefault: addresses.isDefault });
  if (!created) throw new Error('address insert returned nothing');
  return created;
}

/** Replaces one of the user's addresses; false when they have no such address. */
export async function updateOwnAddress(
  db: Db,
  userId: string,
  addressId: number,
  row: AddressRow,
): Promise<boolean> {
  const updated = await db
    .update(addresses)
    .set({ ...row, updatedAt: sql`now()` })
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return updated.length > 0;
}

/** Every other address of the user stops being the default. */
export async function unsetOtherDefaults(db: Db, userId: string, keepId: number): Promise<void> {
  await db
    .update(addresses)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(
      and(eq(addresses.userId, userId), ne(addresses.id, keepId), eq(addresses.isDefault, true)),
    );
}

/** Deletes one of the user's addresses; false when they have no such address. */
export async function deleteOwnAddress(
  db: Db,
  userId: string,
  addressId: number,
): Promise<boolean> {
  const deleted = await db
    .delete(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return deleted.length > 0;
}
