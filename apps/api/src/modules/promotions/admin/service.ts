import {
  ADMIN_PROMOTIONS_PAGE_SIZE,
  type AdminPromotion,
  type AdminPromotionData,
  type AdminPromotionPage,
  type AdminPromotionsQuery,
  promotionStatus,
} from '@storefront/contracts/admin-promotions';
import type { Db } from '../../../db/client.ts';
import { uniqueViolation } from '../../../lib/db-errors.ts';
import { conflict, notFound } from '../../../lib/http-error.ts';
import type { StaffActor } from '../../../plugins/auth.ts';
import { recordChange } from '../../audit/service.ts';
import { type PromoUsage, promoCodeUsage } from '../../orders/service.ts';
import {
  insertPromotion,
  lockPromotion,
  type PromotionRow,
  type PromotionValues,
  promotionPage,
  promotionRow,
  updatePromotion,
} from './queries.ts';

/**
 * The back office's promo codes (issue 26). Every write is one transaction with its audit row
 * (modules/audit). The cart and orders read a code's row each time they use it (no cache), so a
 * change counts at checkout the moment it commits. Uses and the discount given come from the
 * orders (their service), counted over the orders that were not cancelled.
 */

export interface Writer {
  db: Db;
  actor: StaffActor;
}

const NO_USAGE: PromoUsage = { orders: 0, discount: 0 };
const iso = (at: Date | null) => (at === null ? null : at.toISOString());
const promotionGone = (id: number) => notFound(`Promo code ${id} does not exist.`);

/** What the audit keeps of a code: its rules, as the API answers them. */
function audited(row: PromotionRow) {
  return {
    code: row.code,
    discountType: row.discountType,
    discountValue: row.discountValue,
    minSubtotal: row.minSubtotal,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    active: row.active,
  };
}

function toPromotion(row: PromotionRow, usage: PromoUsage, now: Date): AdminPromotion {
  const rules = audited(row);
  return {
    id: row.id,
    ...rules,
    status: promotionStatus({ ...rules, usedCount: row.usedCount }, now),
    usedCount: row.usedCount,
    orders: usage.orders,
    discountGiven: usage.discount,
    createdAt: row.createdAt.toISOString(),
  };
}

async function answer(db: Db, row: PromotionRow): Promise<AdminPromotion> {
  const usage = await promoCodeUsage(db, { promoCodeIds: [row.id] });
  return toPromotion(row, usage.get(row.id) ?? NO_USAGE, new Date());
}

const stored = (input: AdminPromotionData): PromotionValues => ({
  code: input.code,
  discountType: input.discountType,
  discountValue: input.discountValue,
  minSubtotal: input.minSubtotal,
  startsAt: input.startsAt === null ? null : new Date(input.startsAt),
  endsAt: input.endsAt === null ? null : new Date(input.endsAt),
  usageLimit: input.usageLimit,
  perCustomerLimit: input.perCustomerLimit,
  active: input.active,
});

/** A code another row already has: 409 naming `code` (codes are stored upper-case). */
async function codeTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === 'promo_codes_code_key') {
      throw conflict({ code: 'errors.promoCodeTaken' });
    }
    throw error;
  }
}

/** GET admin/promotions. */
export async function listPromotions(
  db: Db,
  query: AdminPromotionsQuery,
): Promise<AdminPromotionPage> {
  const page = Number(query.page ?? 1);
  const now = new Date();
  const { items, total } = await promotionPage(
    db,
    { query: query.query?.toUpperCase() || undefined, status: query.status, now },
    ADMIN_PROMOTIONS_PAGE_SIZE,
    (page - 1) * ADMIN_PROMOTIONS_PAGE_SIZE,
  );
  const usage = await promoCodeUsage(db, { promoCodeIds: items.map((row) => row.id) });
  return {
    items: items.map((row) => toPromotion(row, usage.get(row.id) ?? NO_USAGE, now)),
    total,
    page,
    pageSize: ADMIN_PROMOTIONS_PAGE_SIZE,
  };
}

/** GET admin/promotions/{id}. */
export async function getPromotion(db: Db, id: number): Promise<AdminPromotion> {
  const row = await promotionRow(db, id);
  if (!row) throw promotionGone(id);
  return answer(db, row);
}

/** POST admin/promotions. */
export async function createPromotion(
  { db, actor }: Writer,
  input: AdminPromotionData,
): Promise<AdminPromotion> {
  const row = await codeTaken(() =>
    db.transaction(async (tx) => {
      const row = await insertPromotion(tx, stored(input));
      await recordChange(tx, actor, {
        entity: 'promotion',
        entityId: row.id,
        action: 'create',
        before: null,
        after: audited(row),
      });
      return row;
    }),
  );
  return answer(db, row);
}

/** PUT admin/promotions/{id}: the whole code. Uses already counted stay counted. */
export async function updatePromotionRules(
  { db, actor }: Writer,
  id: number,
  input: AdminPromotionData,
): Promise<AdminPromotion> {
  const row = await codeTaken(() =>
    db.transaction(async (tx) => {
      const before = await lockPromotion(tx, id);
      if (!before) throw promotionGone(id);
      const row = await updatePromotion(tx, id, stored(input));
      await recordChange(tx, actor, {
        entity: 'promotion',
        entityId: id,
        action: 'update',
        before: audited(before),
        after: audited(row),
      });
      return row;
    }),
  );
  return answer(db, row);
}

/**
 * POST admin/promotions/{id}/disable and …/enable. A code is never deleted: orders name it. A
 * disabled code is refused by the cart as unknown, and an order from a cart that still holds it
 * is placed without its discount.
 */
export async function setPromotionActive(
  { db, actor }: Writer,
  id: number,
  active: boolean,
): Promise<AdminPromotion> {
  const row = await db.transaction(async (tx) => {
    const before = await lockPromotion(tx, id);
    if (!before) throw promotionGone(id);
    if (before.active === active) return before;
    const row = await updatePromotion(tx, id, { active });
    await recordChange(tx, actor, {
      entity: 'promotion',
      entityId: id,
      action: active ? 'enable' : 'disable',
      before: { active: before.active },
      after: { active },
    });
    return row;
  });
  return answer(db, row);
}
