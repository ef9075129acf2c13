import { randomUUID } from 'node:crypto';
import {
  type AdminPromotion,
  type AdminPromotionInput,
  adminPromotionPageSchema,
  adminPromotionSchema,
} from '@storefront/contracts/admin-promotions';
import { cartSchema } from '@storefront/contracts/cart';
import { orderSchema } from '@storefront/contracts/orders';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../../db/schema.ts';
import { errorOf, ok } from '../../../test/answers.ts';
import { authHeader, createGuest, createUser, signIn, useTestApp } from '../../../test/app.ts';
import { cartClient } from '../../cart/test-fixture.ts';
import {
  insertOrdersCatalogue,
  O,
  ordersClient,
  prepareCheckout,
} from '../../orders/test-fixture.ts';

/**
 * Issue 26: the back office's promo codes through their API, and the rules they set at the cart
 * and at checkout (a change counts at once; the per-customer limit), with the uses and the
 * discount given read from the orders.
 */

const P = O.product;

describe('the back office promo codes (issue 26)', () => {
  const t = useTestApp({ env: { GUEST_CREATION_PER_MINUTE: '1000' } });
  const db = () => t.database.db;
  const password = 'a-long-staff-password-1';
  const tokens: Record<'owner' | 'catalogue' | 'orders' | 'support', string> = {
    owner: '',
    catalogue: '',
    orders: '',
    support: '',
  };

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    { as = 'owner' as keyof typeof tokens, lang = 'en' } = {},
  ) =>
    t.app.inject({
      method,
      url: `/api/admin/${url}`,
      headers: { ...authHeader(tokens[as]), 'accept-language': lang },
      ...(payload && { payload }),
    });

  const promotionOf = (response: LightMyRequestResponse, status = 200): AdminPromotion =>
    adminPromotionSchema.parse(ok(response, status));

  const create = async (fields: Partial<AdminPromotionInput> = {}) =>
    promotionOf(
      await call('POST', 'promotions', {
        code: `T${randomUUID().slice(0, 8)}`,
        discountType: 'percentage',
        discountValue: 10,
        ...fields,
      }),
      201,
    );

  const shopper = async () => {
    const guest = await createGuest(t.app);
    return {
      ...guest,
      cart: cartClient(t.app, guest.accessToken),
      orders: ordersClient(t.app, guest.accessToken),
    };
  };
  type Shopper = Awaited<ReturnType<typeof shopper>>;

  /** Places the cart as it is (an order empties it, checkout choices included). */
  const place = async (s: Shopper) => {
    await prepareCheckout(db(), s.userId);
    return s.orders.place(s.userId, randomUUID());
  };

  /** Puts `quantity` lamps (4.000 KD each) in the cart with the code, and places the order. */
  const buyWith = async (s: Shopper, code: string, quantity = 1) => {
    ok(await s.cart.add({ productId: P.lamp, quantity }));
    ok(await s.cart.applyCode(code));
    return orderSchema.parse(ok(await place(s), 201));
  };

  /** The shopper cancels their order (the use goes back). */
  const cancel = (s: Shopper, orderId: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: authHeader(s.accessToken),
      payload: {},
    });

  beforeAll(async () => {
    await insertOrdersCatalogue(db());
    for (const role of ['owner', 'catalogue', 'orders', 'support'] as const) {
      const email = `${role}@promotions.test`;
      await createUser(db(), { email, password, role: 'staff', staffRoleId: role });
      tokens[role] = (await signIn(t.app, email, password)).accessToken;
    }
  });

  it('creates a code: upper-cased, every field as sent, no uses yet, audited', async () => {
    const promotion = await create({
      code: '  spring-sale_26 ',
      discountType: 'fixed',
      discountValue: 1_500,
      minSubtotal: 10_000,
      startsAt: '2026-03-01T00:00:00+03:00',
      endsAt: '2099-04-01T00:00:00+03:00',
      usageLimit: 100,
      perCustomerLimit: 2,
    });
    expect(promotion).toMatchObject({
      code: 'SPRING-SALE_26',
      discountType: 'fixed',
      discountValue: 1_500,
      minSubtotal: 10_000,
      startsAt: '2026-02-28T21:00:00.000Z',
      endsAt: '2099-03-31T21:00:00.000Z',
      usageLimit: 100,
      perCustomerLimit: 2,
      active: true,
      status: 'active',
      usedCount: 0,
      orders: 0,
      discountGiven: 0,
    });
    expect(promotionOf(await call('GET', `promotions/${promotion.id}`))).toEqual(promotion);

    const [audit] = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.entity, 'promotion'), eq(adminAudit.entityId, `${promotion.id}`)));
    expect(audit).toMatchObject({
      action: 'create',
      permission: 'promotions.manage',
      before: null,
      after: expect.objectContaining({ code: 'SPRING-SALE_26', perCustomerLimit: 2 }),
    });
  });

  it('updates a code whole, audited with before and after; 404 for one that does not exist', async () => {
    const promotion = await create({ code: 'UPDATE-ME' });
    const updated = promotionOf(
      await call('PUT', `promotions/${promotion.id}`, {
        code: 'updated-me',
        discountType: 'percentage',
        discountValue: 25,
        usageLimit: 3,
      }),
    );
    expect(updated).toMatchObject({
      id: promotion.id,
      code: 'UPDATED-ME',
      discountValue: 25,
      usageLimit: 3,
      perCustomerLimit: null,
      minSubtotal: 0,
      startsAt: null,
      endsAt: null,
    });
    const rows = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.entity, 'promotion'), eq(adminAudit.entityId, `${promotion.id}`)))
      .orderBy(adminAudit.id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'update']);
    expect(rows[1]!.before).toMatchObject({ code: 'UPDATE-ME', discountValue: 10 });
    expect(rows[1]!.after).toMatchObject({ code: 'UPDATED-ME', discountValue: 25 });

    errorOf(await call('GET', 'promotions/2147483647'), 404);
    errorOf(
      await call('PUT', 'promotions/2147483647', {
        code: 'NOBODY',
        discountType: 'fixed',
        discountValue: 1,
      }),
      404,
    );
  });

  it('refuses a code another has, in any case: 409 naming code, on create and update', async () => {
    await create({ code: 'TAKEN-CODE' });
    const other = await create({ code: 'OTHER-CODE' });
    const onCreate = errorOf(
      await call('POST', 'promotions', {
        code: 'taken-code',
        discountType: 'percentage',
        discountValue: 5,
      }),
      409,
    );
    expect(onCreate.fields).toEqual({ code: 'Another promo code is already called this.' });
    const onUpdate = errorOf(
      await call('PUT', `promotions/${other.id}`, {
        code: 'Taken-Code',
        discountType: 'percentage',
        discountValue: 5,
      }),
      409,
    );
    expect(Object.keys(onUpdate.fields ?? {})).toEqual(['code']);
    // The demo's codes count too.
    const demo = errorOf(
      await call('POST', 'promotions', {
        code: 'welcome10',
        discountType: 'percentage',
        discountValue: 5,
      }),
      409,
    );
    expect(Object.keys(demo.fields ?? {})).toEqual(['code']);
  });

  const valid = { code: 'VALID-CODE', discountType: 'percentage', discountValue: 10 };
  it.each([
    ['code', { code: 'AB' }],
    ['code', { code: 'A'.repeat(33) }],
    ['code', { code: 'NO SPACES' }],
    ['code', { code: 'ÄRGER' }],
    ['code', { code: undefined }],
    ['discountType', { discountType: 'bogof' }],
    ['discountValue', { discountValue: 0 }],
    ['discountValue', { discountValue: 1.5 }],
    ['discountValue', { discountValue: 101 }],
    ['discountValue', { discountType: 'fixed', discountValue: -500 }],
    ['minSubtotal', { minSubtotal: -1 }],
    ['minSubtotal', { minSubtotal: 0.5 }],
    ['startsAt', { startsAt: 'tomorrow' }],
    ['endsAt', { endsAt: '2026-13-01T00:00:00Z' }],
    ['endsAt', { startsAt: '2026-06-01T00:00:00+03:00', endsAt: '2026-05-31T23:00:00+03:00' }],
    ['endsAt', { startsAt: '2026-06-01T00:00:00+03:00', endsAt: '2026-06-01T00:00:00+03:00' }],
    ['usageLimit', { usageLimit: 0 }],
    ['perCustomerLimit', { perCustomerLimit: 0 }],
    ['perCustomerLimit', { perCustomerLimit: 1.5 }],
    ['active', { active: 'yes' }],
  ])('400 naming %s for %j', async (field, change) => {
    const error = errorOf(await call('POST', 'promotions', { ...valid, ...change }), 400);
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
    // In the request's language too.
    const ar = errorOf(
      await call('POST', 'promotions', { ...valid, ...change }, { lang: 'ar' }),
      400,
    );
    expect(ar.fields?.[field]).toMatch(/[\u0600-\u06FF]/);
  });

  it('names the end for an end before the start, in words', async () => {
    const error = errorOf(
      await call('POST', 'promotions', {
        ...valid,
        startsAt: '2026-06-01T00:00:00+03:00',
        endsAt: '2026-05-01T00:00:00+03:00',
      }),
      400,
    );
    expect(error.fields).toEqual({ endsAt: 'The end must be after the start.' });
    // An invalid update changes nothing.
    const promotion = await create({ code: 'STAYS-AS-IS' });
    errorOf(await call('PUT', `promotions/${promotion.id}`, { ...valid, discountValue: 200 }), 400);
    expect(promotionOf(await call('GET', `promotions/${promotion.id}`))).toEqual(promotion);
  });

  it('lists newest first, searched by part of the code in any case, by status', async () => {
    const hour = 3_600_000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    const active = await create({ code: 'LIST-ACTIVE' });
    const scheduled = await create({ code: 'LIST-SCHEDULED', startsAt: at(24 * hour) });
    const expired = await create({
      code: 'LIST-EXPIRED',
      startsAt: at(-48 * hour),
      endsAt: at(-24 * hour),
    });
    const disabled = await create({ code: 'LIST_DISABLED', active: false });
    const list = async (query: string) =>
      adminPromotionPageSchema.parse(ok(await call('GET', `promotions${query}`)));

    const all = await list('?query=list');
    expect(all.items.map((item) => item.code)).toEqual([
      'LIST_DISABLED',
      'LIST-EXPIRED',
      'LIST-SCHEDULED',
      'LIST-ACTIVE',
    ]);
    expect(all.items.map((item) => item.status)).toEqual([
      'disabled',
      'expired',
      'scheduled',
      'active',
    ]);
    expect(all.total).toBe(4);
    // '_' is a character of the code, not a wildcard.
    expect((await list('?query=t_d')).items.map((item) => item.id)).toEqual([disabled.id]);
    for (const [status, promotion] of [
      ['active', active],
      ['scheduled', scheduled],
      ['expired', expired],
      ['disabled', disabled],
    ] as const) {
      const page = await list(`?query=LIST&status=${status}`);
      expect(
        page.items.map((item) => item.id),
        status,
      ).toEqual([promotion.id]);
    }
    // The demo's codes are there too, with their statuses.
    const demo = await list('?query=2025');
    expect(demo.items.find((item) => item.code === 'EXPIRED2025')?.status).toBe('expired');
    // LAUNCH50's 100 uses are all taken: the cart refuses it, and the list says so.
    const launch = await list('?query=LAUNCH50');
    expect(launch.items.map((item) => item.status)).toEqual(['usedUp']);
    expect((await list('?query=LAUNCH50&status=usedUp')).items).toHaveLength(1);
    expect((await list('?query=LAUNCH50&status=active')).items).toHaveLength(0);
    expect(errorOf(await call('GET', 'promotions?status=used'), 400).fields).toHaveProperty(
      'status',
    );
  });

  it('a change counts at the cart at once: a new code, its new value, disabled, enabled', async () => {
    const s = await shopper();
    ok(await s.cart.add({ productId: P.lamp, quantity: 1 }));
    errorOf(await s.cart.applyCode('fresh-code'), 404);
    const promotion = await create({ code: 'FRESH-CODE', discountValue: 10 });
    const applied = cartSchema.parse(ok(await s.cart.applyCode('fresh-code')));
    expect(applied.discount).toBe(400);

    await call('PUT', `promotions/${promotion.id}`, {
      code: 'FRESH-CODE',
      discountType: 'fixed',
      discountValue: 1_250,
    });
    expect(cartSchema.parse(ok(await s.cart.get(s.userId))).discount).toBe(1_250);

    const off = promotionOf(await call('POST', `promotions/${promotion.id}/disable`));
    expect(off).toMatchObject({ active: false, status: 'disabled' });
    const held = cartSchema.parse(ok(await s.cart.get(s.userId)));
    expect(held.discount).toBe(0);
    expect(held.promoCode?.applicable).toBe(false);
    expect(errorOf(await s.cart.applyCode('FRESH-CODE'), 404).fields).toHaveProperty('promoCode');

    // Disabling twice is no change (and no second audit row); enabling brings it back.
    promotionOf(await call('POST', `promotions/${promotion.id}/disable`));
    const on = promotionOf(await call('POST', `promotions/${promotion.id}/enable`));
    expect(on).toMatchObject({ active: true, status: 'active' });
    expect(cartSchema.parse(ok(await s.cart.applyCode('FRESH-CODE'))).discount).toBe(1_250);
    const actions = await db()
      .select({ action: adminAudit.action })
      .from(adminAudit)
      .where(and(eq(adminAudit.entity, 'promotion'), eq(adminAudit.entityId, `${promotion.id}`)))
      .orderBy(adminAudit.id);
    expect(actions.map((row) => row.action)).toEqual(['create', 'update', 'disable', 'enable']);
  });

  it('the per-customer limit: refused at the cart, and at placing the order', async () => {
    const promotion = await create({ code: 'ONCE-EACH', discountValue: 10, perCustomerLimit: 1 });
    const a = await shopper();
    const first = await buyWith(a, 'ONCE-EACH');
    expect(first.discount).toBe(400);

    // The cart refuses it now, naming promoCode, in the shopper's language.
    ok(await a.cart.add({ productId: P.lamp, quantity: 1 }));
    const refused = errorOf(await a.cart.applyCode('once-each'), 409);
    expect(refused.fields).toEqual({
      promoCode: 'You have already used this promo code as often as it allows.',
    });
    const arabic = errorOf(
      await cartClient(t.app, a.accessToken, 'ar').applyCode('ONCE-EACH'),
      409,
    );
    expect(arabic.fields?.promoCode).toBe('لقد استخدمت رمز الخصم هذا بقدر ما يسمح به.');

    // Another shopper may still use it.
    const b = await shopper();
    expect((await buyWith(b, 'ONCE-EACH')).discount).toBe(400);

    // At placing: the code went on the cart while the limit allowed, then the limit was lowered.
    await call('PUT', `promotions/${promotion.id}`, {
      code: 'ONCE-EACH',
      discountType: 'percentage',
      discountValue: 10,
      perCustomerLimit: 2,
    });
    ok(await a.cart.applyCode('ONCE-EACH'));
    await call('PUT', `promotions/${promotion.id}`, {
      code: 'ONCE-EACH',
      discountType: 'percentage',
      discountValue: 10,
      perCustomerLimit: 1,
    });
    const atPlacing = errorOf(await place(a), 409);
    expect(Object.keys(atPlacing.fields ?? {})).toEqual(['promoCode']);
    // Nothing was taken: the code's counter is where it was.
    expect(promotionOf(await call('GET', `promotions/${promotion.id}`)).usedCount).toBe(2);

    // A cancelled order no longer counts: the shopper may use it again.
    ok(await cancel(a, first.orderId));
    expect(cartSchema.parse(ok(await a.cart.applyCode('ONCE-EACH'))).discount).toBe(400);
    const again = await place(a);
    expect(orderSchema.parse(ok(again, 201)).discount).toBe(400);
  });

  it('uses and the discount given are the sums of the orders that used it, cancelled left out', async () => {
    const promotion = await create({ code: 'FIGURES', discountValue: 15 });
    const fixed = await create({
      code: 'FIGURES-FIXED',
      discountType: 'fixed',
      discountValue: 333,
    });
    const a = await shopper();
    const b = await shopper();
    const c = await shopper();
    // 15 % of 8.000, of 4.000 and of 12.000 KD; C's order is cancelled.
    expect((await buyWith(a, 'FIGURES', 2)).discount).toBe(1_200);
    expect((await buyWith(b, 'FIGURES', 1)).discount).toBe(600);
    const cancelled = await buyWith(c, 'FIGURES', 3);
    expect(cancelled.discount).toBe(1_800);
    expect((await buyWith(c, 'FIGURES-FIXED', 1)).discount).toBe(333);
    ok(await cancel(c, cancelled.orderId));

    const figures = promotionOf(await call('GET', `promotions/${promotion.id}`));
    expect(figures).toMatchObject({ orders: 2, discountGiven: 1_800, usedCount: 2 });
    const list = adminPromotionPageSchema.parse(ok(await call('GET', 'promotions?query=figures')));
    expect(
      list.items.map(({ code, orders, discountGiven }) => ({ code, orders, discountGiven })),
    ).toEqual([
      { code: 'FIGURES-FIXED', orders: 1, discountGiven: 333 },
      { code: 'FIGURES', orders: 2, discountGiven: 1_800 },
    ]);
    expect(promotionOf(await call('GET', `promotions/${fixed.id}`)).usedCount).toBe(1);
  });

  it('only promotions.manage reads or changes codes: the catalogue, orders and support roles get 403', async () => {
    const promotion = await create({ code: 'ROLES-CODE' });
    const body = { code: 'ROLES-CODE', discountType: 'percentage', discountValue: 50 };
    for (const as of ['catalogue', 'orders', 'support'] as const) {
      const attempts = [
        call('POST', 'promotions', { ...body, code: `ROLES-${as}` }, { as }),
        call('PUT', `promotions/${promotion.id}`, body, { as }),
        call('POST', `promotions/${promotion.id}/disable`, undefined, { as }),
        call('POST', `promotions/${promotion.id}/enable`, undefined, { as }),
        call('GET', 'promotions', undefined, { as }),
        call('GET', `promotions/${promotion.id}`, undefined, { as }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(errorOf(response, 403).code, as).toBe('forbidden');
      }
    }
    expect(promotionOf(await call('GET', `promotions/${promotion.id}`))).toEqual(promotion);
  });
});
