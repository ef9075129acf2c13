import {
  type AdminShippingMethod,
  type AdminShippingMethodCreateData,
  type AdminShippingMethodUpdateData,
  listsEveryIdOnce,
} from '@storefront/contracts/admin-settings';
import type { Db } from '../../../db/client.ts';
import type { CatalogueNews } from '../../../lib/catalogue-news.ts';
import { foreignKeyViolation } from '../../../lib/db-errors.ts';
import { conflict, invalidField, notFound } from '../../../lib/http-error.ts';
import { storedText, textPair } from '../../../lib/localized-text.ts';
import type { StaffActor } from '../../../plugins/auth.ts';
import { recordChange } from '../../audit/service.ts';
import { SHIPPING_CACHE_TAG } from '../service.ts';
import {
  allMethods,
  areasWithCountry,
  deleteMethod,
  insertMethod,
  knownCountryCodes,
  lockAllMethods,
  type MethodRow,
  type MethodValues,
  methodRow,
  moveDefault,
  updateMethod,
} from './queries.ts';

/**
 * The back office's shipping methods (issue 26). Every write locks every method first (a shop
 * has a handful), so the one default, the order and a new method's id are decided by one writer
 * at a time; it is one transaction with its audit rows (modules/audit). Once committed it is
 * announced (SHIPPING_CACHE_TAG): the product pages that date delivery by the default method are
 * forgotten on every instance. The checkout reads methods from the database on each request and
 * the cart prices its chosen method again on each read, so a change counts there at once.
 */

export interface Writer {
  db: Db;
  actor: StaffActor;
  news: CatalogueNews;
}

const methodGone = (id: number) => notFound(`Shipping method ${id} does not exist.`);

/** A method as the API answers it and the audit keeps it. */
function toMethod(row: MethodRow): AdminShippingMethod {
  return {
    id: row.id,
    code: row.code,
    name: textPair(row.name),
    description: textPair(row.description),
    price: row.price,
    freeFrom: row.freeFrom,
    minSubtotal: row.minSubtotal,
    countryCodes: row.countryCodes,
    areaIds: row.areaIds,
    minDays: row.minDays,
    maxDays: row.maxDays,
    active: row.active,
    isDefault: row.isDefault,
    sortOrder: row.sortOrder,
  };
}

const sortedUnique = <T extends string | number>(values: readonly T[]) =>
  [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * The form's values as stored, once the countries and areas are known: 400 naming countryCodes
 * for a country the shop does not have, naming areaIds for an unknown area or one outside the
 * method's countries.
 */
async function checkedValues(db: Db, input: AdminShippingMethodUpdateData): Promise<MethodValues> {
  const countryCodes = input.countryCodes === null ? null : sortedUnique(input.countryCodes);
  if (countryCodes !== null) {
    const known = await knownCountryCodes(db, countryCodes);
    if (known.length !== countryCodes.length) {
      throw invalidField('countryCodes', 'errors.shippingCountryUnknown');
    }
  }
  const areaIds = input.areaIds === null ? null : sortedUnique(input.areaIds);
  if (areaIds !== null) {
    const found = await areasWithCountry(db, areaIds);
    if (found.length !== areaIds.length) {
      throw invalidField('areaIds', 'errors.shippingAreaUnknown');
    }
    if (countryCodes !== null && found.some((area) => !countryCodes.includes(area.countryCode))) {
      throw invalidField('areaIds', 'errors.shippingAreaCountry');
    }
  }
  return {
    name: storedText(input.name),
    description: storedText(input.description),
    price: input.price,
    freeFrom: input.freeFrom,
    minSubtotal: input.minSubtotal,
    countryCodes,
    areaIds,
    minDays: input.minDays,
    maxDays: input.maxDays,
    active: input.active,
  };
}

/** After the commit: the pages showing a method are forgotten here and on the other instances. */
async function announced<T>(news: CatalogueNews, result: T): Promise<T> {
  await news.announce([SHIPPING_CACHE_TAG]);
  return result;
}

/** GET admin/shipping-methods: every method, on or off, in the checkout's order. */
export async function listMethods(db: Db): Promise<AdminShippingMethod[]> {
  return (await allMethods(db)).map(toMethod);
}

/** GET admin/shipping-methods/{id}. */
export async function getMethod(db: Db, id: number): Promise<AdminShippingMethod> {
  const row = await methodRow(db, id);
  if (!row) throw methodGone(id);
  return toMethod(row);
}

/**
 * POST admin/shipping-methods: a new method, last in the checkout's order. The shop's first
 * method becomes its default (there is always exactly one once there is any), so it must be on.
 */
export async function createMethod(
  { db, actor, news }: Writer,
  input: AdminShippingMethodCreateData,
): Promise<AdminShippingMethod> {
  const row = await db.transaction(async (tx) => {
    const methods = await lockAllMethods(tx);
    if (methods.some((method) => method.code === input.code)) {
      throw conflict({ code: 'errors.shippingCodeTaken' });
    }
    const values = await checkedValues(tx, input);
    const isDefault = !methods.some((method) => method.isDefault);
    if (isDefault && !values.active) throw conflict({ active: 'errors.shippingDefaultOff' });
    // The table's ids are the shop's own (spec 9 named standard 1), not a sequence.
    const next = (pick: (method: MethodRow) => number) =>
      methods.reduce((top, method) => Math.max(top, pick(method)), 0) + 1;
    const row = await insertMethod(tx, {
      ...values,
      id: next((method) => method.id),
      code: input.code,
      sortOrder: next((method) => method.sortOrder),
      isDefault,
    });
    await recordChange(tx, actor, {
      entity: 'shippingMethod',
      entityId: row.id,
      action: 'create',
      before: null,
      after: toMethod(row),
    });
    return row;
  });
  return announced(news, toMethod(row));
}

/**
 * PUT admin/shipping-methods/{id}: the whole method but its code. The default method stays on
 * (409 naming active): another becomes the default first.
 */
export async function updateMethodSettings(
  { db, actor, news }: Writer,
  id: number,
  input: AdminShippingMethodUpdateData,
): Promise<AdminShippingMethod> {
  const row = await db.transaction(async (tx) => {
    const methods = await lockAllMethods(tx);
    const before = methods.find((method) => method.id === id);
    if (!before) throw methodGone(id);
    const values = await checkedValues(tx, input);
    if (before.isDefault && !values.active) {
      throw conflict({ active: 'errors.shippingDefaultOff' });
    }
    const row = await updateMethod(tx, id, values);
    await recordChange(tx, actor, {
      entity: 'shippingMethod',
      entityId: id,
      action: 'update',
      before: toMethod(before),
      after: toMethod(row),
    });
    return row;
  });
  return announced(news, toMethod(row));
}

/**
 * DELETE admin/shipping-methods/{id}: only a method no order names (orders keep theirs: 409,
 * turn it off instead), and never the default (409). A cart that had chosen it has none.
 */
export async function deleteShippingMethod({ db, actor, news }: Writer, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const methods = await lockAllMethods(tx);
      const before = methods.find((method) => method.id === id);
      if (!before) throw methodGone(id);
      if (before.isDefault) throw conflict({ id: 'errors.shippingDefaultDelete' });
      // The orders' foreign key refuses it when an order names it (caught below).
      await deleteMethod(tx, id);
      await recordChange(tx, actor, {
        entity: 'shippingMethod',
        entityId: id,
        action: 'delete',
        before: toMethod(before),
        after: null,
      });
    });
  } catch (error) {
    if (foreignKeyViolation(error) !== undefined) {
      throw conflict({ id: 'errors.shippingMethodUsed' });
    }
    throw error;
  }
  await news.announce([SHIPPING_CACHE_TAG]);
}

/**
 * POST admin/shipping-methods/{id}/make-default: the default moves to this method in one
 * transaction (the checkout then chooses it for shoppers, and product pages date delivery by
 * it). It must be on (409). Answers every method.
 */
export async function makeDefaultMethod(
  { db, actor, news }: Writer,
  id: number,
): Promise<AdminShippingMethod[]> {
  const rows = await db.transaction(async (tx) => {
    const methods = await lockAllMethods(tx);
    const target = methods.find((method) => method.id === id);
    if (!target) throw methodGone(id);
    if (target.isDefault) return methods;
    if (!target.active) throw conflict({ isDefault: 'errors.shippingDefaultInactive' });
    const previous = methods.find((method) => method.isDefault) ?? null;
    await moveDefault(tx, id);
    await recordChange(tx, actor, {
      entity: 'shippingMethod',
      entityId: id,
      action: 'makeDefault',
      before: { defaultMethodId: previous?.id ?? null },
      after: { defaultMethodId: id },
    });
    return allMethods(tx);
  });
  return announced(news, rows.map(toMethod));
}

/**
 * PUT admin/shipping-methods/order: every method's id once, in the checkout's new order (400
 * naming ids otherwise). Each method that moves gets its audit row. Answers every method.
 */
export async function reorderMethods(
  { db, actor, news }: Writer,
  ids: readonly number[],
): Promise<AdminShippingMethod[]> {
  const rows = await db.transaction(async (tx) => {
    const methods = await lockAllMethods(tx);
    if (!listsEveryIdOnce(ids, methods)) throw invalidField('ids', 'validation.settingsOrder');
    for (const [index, id] of ids.entries()) {
      const before = methods.find((method) => method.id === id)!;
      const sortOrder = index + 1;
      if (before.sortOrder === sortOrder) continue;
      await updateMethod(tx, id, { sortOrder });
      await recordChange(tx, actor, {
        entity: 'shippingMethod',
        entityId: id,
        action: 'reorder',
        before: { sortOrder: before.sortOrder },
        after: { sortOrder },
      });
    }
    return allMethods(tx);
  });
  return announced(news, rows.map(toMethod));
}
