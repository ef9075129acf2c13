import { type Cart, cartSchema } from '@storefront/contracts/cart';
import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { promoCodes } from '../../db/schema.ts';
import { demoPromoCodes, seedDemoPromoCodes } from '../../db/seed/demo-promo-codes.ts';
import { errorOf } from '../../test/answers.ts';
import { createGuest, useTestApp } from '../../test/app.ts';
import { PROMO_CODE_ATTEMPTS_PER_MINUTE } from './routes.ts';
import { C, cartClient, insertCartCatalogue, insertTestPromoCodes } from './test-fixture.ts';

const P = C.product;

function cartOf(response: LightMyRequestResponse): Cart {
  expect(response.statusCode, response.body).toBe(200);
  return cartSchema.parse(response.json());
}

const money = (cart: Cart) => ({
  subTotal: cart.subTotal,
  discount: cart.discount,
  total: cart.total,
  applicable: cart.promoCode?.applicable,
});

describe('promo codes on the cart (spec 7 PUT cart/promo-code, DELETE delete-cart-promocode)', () => {
  const t = useTestApp({ env: { GUEST_CREATION_PER_MINUTE: '1000' } });
  beforeAll(async () => {
    await insertCartCatalogue(t.database.db);
    await insertTestPromoCodes(t.database.db);
  });

  const newGuest = async (lang = 'en') => {
    const guest = await createGuest(t.app);
    return { ...guest, cart: cartClient(t.app, guest.accessToken, lang) };
  };
  const setCode = (code: string, fields: Partial<typeof promoCodes.$inferInsert>) =>
    t.database.db.update(promoCodes).set(fields).where(eq(promoCodes.code, code));

  it('the demo codes are seeded, once', async () => {
    const rows = await t.database.db
      .select()
      .from(promoCodes)
      .where(
        inArray(
          promoCodes.code,
          demoPromoCodes.map((code) => code.code),
        ),
      );
    expect(rows.map((row) => row.code).sort()).toEqual([
      'EXPIRED2025',
      'LAUNCH50',
      'SAVE5',
      'SUMMER2099',
      'WELCOME10',
    ]);
    expect(rows.find((row) => row.code === 'SAVE5')).toMatchObject({
      discountType: 'fixed',
      discountValue: 5_000,
      minSubtotal: 25_000,
    });
    expect(await seedDemoPromoCodes(t.database.db)).toBe(false);
  });

  it('applies a percentage code typed in any case, rounding half up to the fil', async () => {
    const { userId, cart } = await newGuest();
    // 10 pens: 3.330 KD; 15 % is 499.5 fils, which rounds up to 500.
    cartOf(await cart.add({ productId: P.pen, quantity: 10 }));
    const applied = cartOf(await cart.applyCode('  pct15 '));
    expect(applied.promoCode).toEqual({
      code: 'PCT15',
      discountType: 'percentage',
      discountValue: 15,
      minSubtotal: 0,
      applicable: true,
    });
    expect(money(applied)).toEqual({
      subTotal: 3_330,
      discount: 500,
      total: 2_830,
      applicable: true,
    });
    // 15 pens: 4.995 KD; 15 % is 749.25 fils, which rounds down to 749.
    expect(money(cartOf(await cart.add({ productId: P.pen, quantity: 5 })))).toEqual({
      subTotal: 4_995,
      discount: 749,
      total: 4_246,
      applicable: true,
    });
    expect(cartOf(await cart.get(userId)).promoCode?.code).toBe('PCT15');

    // The demo's WELCOME10 from 5.000 KD.
    cartOf(await cart.add({ productId: P.mug }));
    expect(money(cartOf(await cart.applyCode('Welcome10')))).toEqual({
      subTotal: 7_495,
      discount: 750,
      total: 6_745,
      applicable: true,
    });
  });

  it('a fixed code takes its amount off, never more than the sub-total', async () => {
    const { cart } = await newGuest();
    cartOf(await cart.add({ productId: P.mug, quantity: 2 }));
    expect(money(cartOf(await cart.applyCode('FIX7')))).toEqual({
      subTotal: 5_000,
      discount: 5_000,
      total: 0,
      applicable: true,
    });
    expect(money(cartOf(await cart.add({ productId: P.mug })))).toEqual({
      subTotal: 7_500,
      discount: 7_000,
      total: 500,
      applicable: true,
    });
    expect(money(cartOf(await cart.applyCode('HUGE')))).toMatchObject({
      discount: 7_500,
      total: 0,
    });
    expect(money(cartOf(await cart.applyCode('ALL100')))).toMatchObject({
      discount: 7_500,
      total: 0,
    });
    // The demo's SAVE5: 5.000 KD off from 25.000 KD.
    cartOf(await cart.add({ productId: P.sofa }));
    expect(money(cartOf(await cart.applyCode('save5')))).toEqual({
      subTotal: 257_500,
      discount: 5_000,
      total: 252_500,
      applicable: true,
    });
  });

  it('refuses a code that cannot be used, naming promoCode, and keeps the code the cart had', async () => {
    const { userId, cart } = await newGuest();
    const refused = async (code: string, status: number, message: string) => {
      const error = errorOf(await cart.applyCode(code), status);
      expect(error).toEqual({
        code: status === 404 ? 'not_found' : 'conflict',
        message,
        fields: { promoCode: message },
      });
    };
    // An empty cart counts as a sub-total of 0.
    await refused('WELCOME10', 409, 'Spend at least KD 5.000 to use this promo code.');
    cartOf(await cart.add({ productId: P.kettle }));
    cartOf(await cart.applyCode('PCT15'));

    await refused('NOPE', 404, 'This promo code does not exist.');
    await refused('PAUSED', 404, 'This promo code does not exist.');
    await refused('EXPIRED2025', 409, 'This promo code has expired.');
    await refused('summer2099', 409, 'This promo code cannot be used yet.');
    await refused('LAUNCH50', 409, 'This promo code has been used up.');
    await refused('SAVE5', 409, 'Spend at least KD 25.000 to use this promo code.');
    for (const query of ['', '?promoCode=', '?promoCode=%20%20', `?promoCode=${'A'.repeat(41)}`]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/cart/promo-code${query}`,
        headers: { authorization: `Bearer ${(await newGuest()).accessToken}` },
      });
      expect(errorOf(response, 400).fields).toEqual({ promoCode: 'Enter a promo code.' });
    }
    expect(cartOf(await cart.get(userId)).promoCode?.code).toBe('PCT15');
  });

  it('a code stays on the cart; it applies only while the sub-total reaches its minimum', async () => {
    const { userId, cart } = await newGuest();
    cartOf(await cart.add({ productId: P.kettle, quantity: 2 }));
    const vase = cartOf(await cart.add({ productId: P.vase })).items[1]!;
    expect(money(cartOf(await cart.applyCode('MIN30')))).toEqual({
      subTotal: 30_000,
      discount: 3_000,
      total: 27_000,
      applicable: true,
    });
    const below = cartOf(await cart.remove(vase.itemId));
    expect(below.promoCode).toMatchObject({
      code: 'MIN30',
      minSubtotal: 30_000,
      applicable: false,
    });
    expect(money(below)).toEqual({
      subTotal: 24_000,
      discount: 0,
      total: 24_000,
      applicable: false,
    });
    expect(money(cartOf(await cart.get(userId)))).toMatchObject({ applicable: false });
    expect(money(cartOf(await cart.add({ productId: P.vase })))).toMatchObject({
      discount: 3_000,
      applicable: true,
    });
  });

  it('a code that stops being valid stops applying, and one deleted leaves the cart', async () => {
    const { userId, cart } = await newGuest();
    cartOf(await cart.add({ productId: P.mug, quantity: 4 }));
    expect(money(cartOf(await cart.applyCode('LIMIT2')))).toMatchObject({ discount: 2_000 });

    await setCode('LIMIT2', { usedCount: 2 });
    expect(money(cartOf(await cart.get(userId)))).toEqual({
      subTotal: 10_000,
      discount: 0,
      total: 10_000,
      applicable: false,
    });
    await setCode('LIMIT2', { usedCount: 1, active: false });
    expect(money(cartOf(await cart.get(userId))).applicable).toBe(false);
    await setCode('LIMIT2', { active: true, endsAt: new Date(Date.now() - 1000) });
    expect(money(cartOf(await cart.get(userId))).applicable).toBe(false);
    await setCode('LIMIT2', { endsAt: null });
    expect(money(cartOf(await cart.get(userId))).applicable).toBe(true);

    await t.database.db.delete(promoCodes).where(eq(promoCodes.code, 'LIMIT2'));
    expect(cartOf(await cart.get(userId))).toMatchObject({ promoCode: null, discount: 0 });
  });

  it('a new code replaces the old one; DELETE delete-cart-promocode removes it, idempotently', async () => {
    const { userId, cart } = await newGuest();
    // A cart that never had a row.
    expect(cartOf(await cart.removeCode()).promoCode).toBeNull();
    cartOf(await cart.add({ productId: P.kettle }));
    cartOf(await cart.applyCode('PCT15'));
    expect(cartOf(await cart.applyCode('FIX7')).promoCode?.code).toBe('FIX7');
    const removed = cartOf(await cart.removeCode());
    expect(money(removed)).toEqual({
      subTotal: 12_000,
      discount: 0,
      total: 12_000,
      applicable: undefined,
    });
    expect(removed.promoCode).toBeNull();
    cartOf(await cart.removeCode());
    expect(cartOf(await cart.get(userId)).promoCode).toBeNull();
  });

  it('answers refusals in the request language, the amount formatted', async () => {
    const { cart } = await newGuest('ar');
    const error = errorOf(await cart.applyCode('WELCOME10'), 409);
    expect(error.fields).toEqual({ promoCode: 'أنفق KD 5.000 على الأقل لاستخدام رمز الخصم هذا.' });
    expect(errorOf(await cart.applyCode('NOPE'), 404).message).toBe('رمز الخصم هذا غير موجود.');
  });

  it(`allows ${PROMO_CODE_ATTEMPTS_PER_MINUTE} attempts per user per minute`, async () => {
    const guesser = await newGuest();
    for (let i = 0; i < PROMO_CODE_ATTEMPTS_PER_MINUTE; i++) {
      errorOf(await guesser.cart.applyCode(`GUESS${i}`), 404);
    }
    const limited = errorOf(await guesser.cart.applyCode('PCT15'), 429);
    expect(limited.code).toBe('rate_limited');
    // Another shopper from the same address is not held back.
    const other = await newGuest();
    cartOf(await other.cart.applyCode('PCT15'));
  });
});
