import type { LanguageCode, Role } from '@storefront/contracts';
import {
  type Address,
  type AddressInputParsed,
  type CountryLookup,
  KUWAIT_COUNTRY_ID,
  type LookupItem,
  MAX_ADDRESSES,
} from '@storefront/contracts/addresses';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockUserRow } from '../../db/lock-user.ts';
import { addresses, areas, carts, countries, states } from '../../db/schema.ts';
import { HttpError, invalidField, notFound } from '../../lib/http-error.ts';
import { normalisePhone, phoneCountry } from '../../lib/phone.ts';
import { correlated, localized } from '../catalogue/sql.ts';

/**
 * Spec 7 Addresses and lookups (issue 6). Lookups are reference data (db/seed/locations.ts),
 * names in the request's language. A user's addresses are theirs alone: another user's id
 * answers 404 as if it did not exist. Every change is one transaction that locks the user's row
 * first (as the cart does), so the limit and the single default hold under concurrent calls.
 */

export async function countryLookup(db: Db, lang: LanguageCode): Promise<CountryLookup[]> {
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

export async function stateLookup(
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

export async function areaLookup(
  db: Db,
  stateId: number,
  lang: LanguageCode,
): Promise<LookupItem[]> {
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

/** GET customers/{userId}/addresses: the default first, then newest first. */
export async function listAddresses(
  db: Db,
  userId: string,
  lang: LanguageCode,
): Promise<Address[]> {
  return selectAddresses(db, lang)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}

/** One of the user's addresses; 404 when it does not exist or is another user's. */
export async function getAddress(
  db: Db,
  userId: string,
  addressId: number,
  lang: LanguageCode,
): Promise<Address> {
  const [row] = await selectAddresses(db, lang).where(
    and(eq(addresses.id, addressId), eq(addresses.userId, userId)),
  );
  if (!row) throw notFound('addresses.error.notFound');
  return row;
}

/** The user's address's country code ('kw'), or undefined when it is not theirs. */
export async function ownAddressCountry(
  db: Db,
  userId: string,
  addressId: number,
): Promise<string | undefined> {
  const [row] = await db
    .select({ code: countries.code })
    .from(addresses)
    .innerJoin(countries, eq(countries.id, addresses.countryId))
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  return row?.code;
}

type AddressRow = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

/**
 * Checks an address against the lookups and the caller, and gives the row to store: the
 * country, state and area exist and belong together (400 naming the field), a state and an area
 * are given when the country and the state have them, Kuwait needs block, street and building,
 * the phone is a valid number for the country (stored E.164), and a guest gives an email.
 */
async function checkedRow(db: Db, role: Role, input: AddressInputParsed): Promise<AddressRow> {
  const [country] = await db
    .select({
      code: countries.code,
      hasStates: correlated(
        sql<boolean>`exists (select 1 from ${states} where ${states.countryId} = ${countries.id})`,
      ),
    })
    .from(countries)
    .where(eq(countries.id, input.countryId));
  if (!country) throw invalidField('countryId', 'addresses.error.countryUnknown');

  let stateId: number | null = null;
  let areaId: number | null = null;
  if (input.stateId != null) {
    const [state] = await db
      .select({
        countryId: states.countryId,
        hasAreas: correlated(
          sql<boolean>`exists (select 1 from ${areas} where ${areas.stateId} = ${states.id})`,
        ),
      })
      .from(states)
      .where(eq(states.id, input.stateId));
    if (!state) throw invalidField('stateId', 'addresses.error.stateUnknown');
    if (state.countryId !== input.countryId) {
      throw invalidField('stateId', 'addresses.error.stateMismatch');
    }
    stateId = input.stateId;
    if (input.areaId != null) {
      const [area] = await db
        .select({ stateId: areas.stateId })
        .from(areas)
        .where(eq(areas.id, input.areaId));
      if (!area || area.stateId !== stateId) {
        throw invalidField('areaId', 'addresses.error.areaMismatch');
      }
      areaId = input.areaId;
    } else if (state.hasAreas) {
      throw invalidField('areaId', 'addresses.error.areaRequired');
    }
  } else if (input.areaId != null) {
    throw invalidField('stateId', 'addresses.error.stateRequired');
  } else if (country.hasStates) {
    throw invalidField('stateId', 'addresses.error.stateRequired');
  }

  if (input.countryId === KUWAIT_COUNTRY_ID) {
    for (const field of ['block', 'street', 'building'] as const) {
      if (!input[field]) throw invalidField(field, `addresses.validation.${field}`);
    }
  }
  const phone = normalisePhone(input.phone, phoneCountry(country.code));
  if (!phone) throw invalidField('phone', 'validation.phone');
  const email = input.email ? input.email.toLowerCase() : null;
  if (role === 'guest' && !email) throw invalidField('email', 'addresses.validation.emailRequired');

  return {
    addressType: input.addressType,
    fullName: input.fullName,
    phone,
    email,
    countryId: input.countryId,
    stateId,
    areaId,
    block: input.block,
    street: input.street,
    avenue: input.avenue,
    building: input.building,
    floor: input.floor,
    apartment: input.apartment,
    note: input.note,
    isDefault: input.isDefault,
  };
}

async function unsetOtherDefaults(db: Db, userId: string, keepId: number): Promise<void> {
  await db
    .update(addresses)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(
      and(eq(addresses.userId, userId), ne(addresses.id, keepId), eq(addresses.isDefault, true)),
    );
}

/** POST customers/{userId}/address: the user's first address becomes their default. */
export async function createAddress(
  db: Db,
  user: { id: string; role: Role },
  input: AddressInputParsed,
  lang: LanguageCode,
): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockUserRow(tx, user.id);
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(addresses)
      .where(eq(addresses.userId, user.id));
    const count = counted?.n ?? 0;
    if (count >= MAX_ADDRESSES) {
      throw new HttpError(409, 'conflict', 'addresses.error.tooMany', undefined, {
        values: { count: MAX_ADDRESSES },
      });
    }
    const row = await checkedRow(tx, user.role, input);
    const [created] = await tx
      .insert(addresses)
      .values({ ...row, userId: user.id, isDefault: row.isDefault || count === 0 })
      .returning({ id: addresses.id, isDefault: addresses.isDefault });
    if (!created) throw new Error('address insert returned nothing');
    if (created.isDefault) await unsetOtherDefaults(tx, user.id, created.id);
    return getAddress(tx, user.id, created.id, lang);
  });
}

/**
 * PUT customers/{userId}/address/{id}: replaces the address. isDefault true makes it the
 * default (unsetting the others); false on the default leaves the user without one.
 */
export async function updateAddress(
  db: Db,
  user: { id: string; role: Role },
  addressId: number,
  input: AddressInputParsed,
  lang: LanguageCode,
): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockUserRow(tx, user.id);
    const row = await checkedRow(tx, user.role, input);
    const updated = await tx
      .update(addresses)
      .set({ ...row, updatedAt: sql`now()` })
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, user.id)))
      .returning({ id: addresses.id });
    if (updated.length === 0) throw notFound('addresses.error.notFound');
    if (row.isDefault) await unsetOtherDefaults(tx, user.id, addressId);
    return getAddress(tx, user.id, addressId, lang);
  });
}

/** DELETE customers/{userId}/address/{id}: a cart pointing at it loses the choice (FK set null). */
export async function deleteAddress(db: Db, userId: string, addressId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    // The shipping method was priced for this destination: it goes with it.
    await tx
      .update(carts)
      .set({ shippingMethodId: null, shippingAmount: 0, updatedAt: sql`now()` })
      .where(and(eq(carts.userId, userId), eq(carts.shippingAddressId, addressId)));
    const deleted = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
      .returning({ id: addresses.id });
    if (deleted.length === 0) throw notFound('addresses.error.notFound');
  });
}
