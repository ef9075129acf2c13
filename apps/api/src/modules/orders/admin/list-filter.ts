import { DEFAULT_COUNTRY_CODE, KUWAIT_COUNTRY_ID } from '@storefront/contracts/addresses';
import { CASH_TO_COLLECT_STATUSES, TO_SHIP_STATUSES } from '@storefront/contracts/admin-dashboard';
import type { AdminOrdersFilter } from '@storefront/contracts/admin-orders';
import { parseOrderNumber, SHOP_TIME_ZONE } from '@storefront/contracts/order-rules';
import type { Db } from '../../../db/client.ts';
import { invalidField } from '../../../lib/http-error.ts';
import { phoneSearchDigits } from '../../../lib/phone.ts';
import { areaLookup, stateLookup } from '../../addresses/service.ts';
import { paidAtTheDoorProviderIds } from '../../payments/service.ts';
import type { OrderListFilter, PlaceNames } from './queries.ts';

/**
 * The orders list's filter as the queries take it (GET admin/orders and its CSV): the quick
 * view's own conditions, the search parsed, and the governorate and area turned into the names
 * the shipping address's snapshot holds.
 */

/** A lookup's entry named in both languages; undefined for an id the lookup does not list. */
async function namesOf(
  lookup: (lang: 'en' | 'ar') => Promise<{ id: number; name: string }[]>,
  id: number,
) {
  const [en, ar] = await Promise.all([lookup('en'), lookup('ar')]);
  const named = (list: { id: number; name: string }[]) => list.find((e) => e.id === id)?.name;
  const names = { en: named(en), ar: named(ar) };
  return names.en === undefined || names.ar === undefined
    ? undefined
    : { en: names.en, ar: names.ar };
}

/**
 * The governorate's (and area's) names, in both languages, from the addresses module: an order
 * keeps its address as a snapshot of names, not ids. Kuwait's governorates only (other
 * countries' states share names with them: Bahrain's "Capital" is العاصمة too); an area needs
 * its governorate. 400 naming the field for anything else.
 */
async function shippingPlace(
  db: Db,
  stateId: number | undefined,
  areaId: number | undefined,
): Promise<PlaceNames | undefined> {
  if (stateId === undefined) {
    if (areaId !== undefined) throw invalidField('areaId', 'validation.orderArea');
    return undefined;
  }
  const state = await namesOf((lang) => stateLookup(db, KUWAIT_COUNTRY_ID, lang), stateId);
  if (!state) throw invalidField('stateId', 'validation.orderGovernorate');
  if (areaId === undefined) return { countryCode: DEFAULT_COUNTRY_CODE, state };
  const area = await namesOf((lang) => areaLookup(db, stateId, lang), areaId);
  if (!area) throw invalidField('areaId', 'validation.orderArea');
  return { countryCode: DEFAULT_COUNTRY_CODE, state, area };
}

export async function listFilter(db: Db, filter: AdminOrdersFilter): Promise<OrderListFilter> {
  const { view, query, stateId, areaId, ...rest } = filter;
  const search = query?.trim() || undefined;
  const place = await shippingPlace(
    db,
    stateId === undefined ? undefined : Number(stateId),
    areaId === undefined ? undefined : Number(areaId),
  );
  return {
    ...rest,
    ...(view === 'toShip' && { statuses: TO_SHIP_STATUSES }),
    // The dashboard's "cash to collect": the same statuses and providers, so both count alike.
    ...(view === 'cash' && {
      statuses: CASH_TO_COLLECT_STATUSES,
      providerIds: await paidAtTheDoorProviderIds(db),
    }),
    ...(view === 'returns' && { returnsWaiting: true }),
    ...(place && { place }),
    search,
    searchOrderId: search ? parseOrderNumber(search) : null,
    searchDigits: search ? phoneSearchDigits(search) : '',
    timeZone: SHOP_TIME_ZONE,
  };
}
