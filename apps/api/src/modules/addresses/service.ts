import type { LanguageCode, Role } from '@storefront/contracts';
import {
  type Address,
  type AddressInputParsed,
  type CountryLookup,
  KUWAIT_COUNTRY_ID,
  type LookupItem,
  MAX_ADDRESSES,
} from '@storefront/contracts/addresses';
import type { Db } from '../../db/client.ts';
import { lockUserRow } from '../../db/lock-user.ts';
import { HttpError, invalidField, notFound } from '../../lib/http-error.ts';
import { normalisePhone, phoneCountry } from '../../lib/phone.ts';
import { forgetDestination } from '../shipping/service.ts';
import {
  type AddressRow,
  areaRows,
  countOwnAddresses,
  countryRows,
  deleteOwnAddress,
  findArea,
  findCountry,
  findOwnAddress,
  findState,
  insertAddress,
  ownAddresses,
  stateRows,
  unsetOtherDefaults,
  updateOwnAddress,
} from './queries.ts';

/**
 * Spec 7 Addresses and lookups (issue 6). Lookups are reference data (db/seed/locations.ts),
 * names in the request's language. A user's addresses are theirs alone: another user's id
 * answers 404 as if it did not exist. Every change is one transaction that locks the user's row
 * first (as the cart does), so the limit and the single default hold under concurrent calls.
 */

export async function countryLookup(db: Db, lang: LanguageCode): Promise<CountryLookup[]> {
  return countryRows(db, lang);
}

export async function stateLookup(
  db: Db,
  countryId: number,
  lang: LanguageCode,
): Promise<LookupItem[]> {
  return stateRows(db, countryId, lang);
}

export async function areaLookup(
  db: Db,
  stateId: number,
  lang: LanguageCode,
): Promise<LookupItem[]> {
  return areaRows(db, stateId, lang);
}

/** GET customers/{userId}/addresses: the default first, then newest first. */
export async function listAddresses(
  db: Db,
  userId: string,
  lang: LanguageCode,
): Promise<Address[]> {
  return ownAddresses(db, userId, lang);
}

/** One of the user's addresses; 404 when it does not exist or is another user's. */
export async function getAddress(
  db: Db,
  userId: string,
  addressId: number,
  lang: LanguageCode,
): Promise<Address> {
  const address = await findOwnAddress(db, userId, addressId, lang);
  if (!address) throw notFound('addresses.error.notFound');
  return address;
}

/**
 * Checks an address against the lookups and the caller, and gives the row to store: the
 * country, state and area exist and belong together (400 naming the field), a state and an area
 * are given when the country and the state have them, Kuwait needs block, street and building,
 * the phone is a valid number for the country (stored E.164), and a guest gives an email.
 */
async function checkedRow(db: Db, role: Role, input: AddressInputParsed): Promise<AddressRow> {
  const country = await findCountry(db, input.countryId);
  if (!country) throw invalidField('countryId', 'addresses.error.countryUnknown');

  let stateId: number | null = null;
  let areaId: number | null = null;
  if (input.stateId != null) {
    const state = await findState(db, input.stateId);
    if (!state) throw invalidField('stateId', 'addresses.error.stateUnknown');
    if (state.countryId !== input.countryId) {
      throw invalidField('stateId', 'addresses.error.stateMismatch');
    }
    stateId = input.stateId;
    if (input.areaId != null) {
      const area = await findArea(db, input.areaId);
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

/** POST customers/{userId}/address: the user's first address becomes their default. */
export async function createAddress(
  db: Db,
  user: { id: string; role: Role },
  input: AddressInputParsed,
  lang: LanguageCode,
): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockUserRow(tx, user.id);
    const count = await countOwnAddresses(tx, user.id);
    if (count >= MAX_ADDRESSES) {
      throw new HttpError(409, 'conflict', 'addresses.error.tooMany', undefined, {
        values: { count: MAX_ADDRESSES },
      });
    }
    const row = await checkedRow(tx, user.role, input);
    const created = await insertAddress(tx, user.id, {
      ...row,
      isDefault: row.isDefault || count === 0,
    });
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
    if (!(await updateOwnAddress(tx, user.id, addressId, row))) {
      throw notFound('addresses.error.notFound');
    }
    if (row.isDefault) await unsetOtherDefaults(tx, user.id, addressId);
    return getAddress(tx, user.id, addressId, lang);
  });
}

/** DELETE customers/{userId}/address/{id}: a cart pointing at it loses the choice (FK set null). */
export async function deleteAddress(db: Db, userId: string, addressId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    // The cart's shipping method was priced for this destination: it goes with it.
    await forgetDestination(tx, userId, addressId);
    if (!(await deleteOwnAddress(tx, userId, addressId))) {
      throw notFound('addresses.error.notFound');
    }
  });
}
