import { describe, expect, it } from 'vitest';
import {
  type CartLineRow,
  EMPTY_CART_HEADER,
  type PromoCodeRow,
  priceCart,
  promoCodeRefusal,
  promoDiscount,
  toCartItem,
} from './pricing.ts';

const now = new Date('2026-03-01T12:00:00Z');

const code = (fields: Partial<PromoCodeRow> = {}): PromoCodeRow => ({
  id: 1,
  code: 'TEST',
  discountType: 'percentage',
  discountValue: 10,
  minSubtotal: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  usedCount: 0,
  active: true,
  createdAt: now,
  ...fields,
});

const line = (fields: Partial<CartLineRow> = {}): CartLineRow => ({
  itemId: 1,
  productId: 1,
  variationId: null,
  quantity: 1,
  productName: 'A',
  picturePath: null,
  unitPrice: 1_000,
  oldPrice: null,
  stock: 10,
  sellable: true,
  attributes: [],
  ...fields,
});

describe('promoDiscount', () => {
  it('rounds a percentage half up to the fil', () => {
    expect(promoDiscount(3_330, 'percentage', 15)).toBe(500); // 499.5
    expect(promoDiscount(4_995, 'percentage', 15)).toBe(749); // 749.25
    expect(promoDiscount(5, 'percentage', 10)).toBe(1); // 0.5
    expect(promoDiscount(4, 'percentage', 10)).toBe(0); // 0.4
    expect(promoDiscount(1_001, 'percentage', 100)).toBe(1_001);
  });

  it('keeps every fil when sub-total × percent passes 2^53', () => {
    // 191,953,867,182,852 × 99 % = 190,034,328,511,023.48; in floats, (s × 99 + 50) / 100
    // rounds to …024.
    expect(promoDiscount(191_953_867_182_852, 'percentage', 99)).toBe(190_034_328_511_023);
  });

  it('takes a fixed amount off, never more than the sub-total, nothing off nothing', () => {
    expect(promoDiscount(10_000, 'fixed', 5_000)).toBe(5_000);
    expect(promoDiscount(3_000, 'fixed', 5_000)).toBe(3_000);
    expect(promoDiscount(0, 'fixed', 5_000)).toBe(0);
    expect(promoDiscount(0, 'percentage', 50)).toBe(0);
  });
});

describe('promoCodeRefusal', () => {
  it('answers why a code cannot be used now, or nothing', () => {
    expect(promoCodeRefusal(code(), now)).toBeUndefined();
    expect(promoCodeRefusal(undefined, now)).toBe('errors.promoCodeUnknown');
    expect(promoCodeRefusal(code({ active: false }), now)).toBe('errors.promoCodeUnknown');
    expect(promoCodeRefusal(code({ startsAt: new Date(now.getTime() + 1) }), now)).toBe(
      'errors.promoCodeNotStarted',
    );
    expect(promoCodeRefusal(code({ startsAt: now }), now)).toBeUndefined();
    // endsAt is the first instant the code no longer works.
    expect(promoCodeRefusal(code({ endsAt: now }), now)).toBe('errors.promoCodeExpired');
    expect(promoCodeRefusal(code({ endsAt: new Date(now.getTime() + 1) }), now)).toBeUndefined();
    expect(promoCodeRefusal(code({ usageLimit: 3, usedCount: 3 }), now)).toBe(
      'errors.promoCodeUsedUp',
    );
    expect(promoCodeRefusal(code({ usageLimit: 3, usedCount: 2 }), now)).toBeUndefined();
  });
});

describe('toCartItem', () => {
  it('shows no stock for a line that cannot be bought, and the badge below the quantity', () => {
    expect(toCartItem(line({ sellable: false, stock: 50 }))).toMatchObject({
      activeQty: 0,
      inStock: false,
    });
    expect(toCartItem(line({ quantity: 3, stock: 2 }))).toMatchObject({
      activeQty: 2,
      inStock: false,
    });
    expect(toCartItem(line({ quantity: 2, stock: 2 }))).toMatchObject({ inStock: true });
  });

  it('shows the old price only when it is above the price', () => {
    expect(toCartItem(line({ oldPrice: 1_500 })).oldUnitPrice).toBe(1_500);
    expect(toCartItem(line({ oldPrice: 1_000 })).oldUnitPrice).toBeNull();
    expect(toCartItem(line({ oldPrice: 900 })).oldUnitPrice).toBeNull();
  });
});

describe('priceCart', () => {
  const lines = [
    line({ itemId: 1, quantity: 2, unitPrice: 2_500 }),
    line({ itemId: 2, quantity: 1, unitPrice: 333, sellable: false }),
  ];

  it('sums the lines as shown and adds the shipping', () => {
    const cart = priceCart({ ...EMPTY_CART_HEADER, shippingAmount: 1_500 }, lines, now);
    expect(cart).toMatchObject({
      itemCount: 3,
      subTotal: 5_333,
      discount: 0,
      shippingAmount: 1_500,
      total: 6_833,
      promoCode: null,
    });
    expect(cart.items.map((item) => item.lineTotal)).toEqual([5_000, 333]);
  });

  it('applies a valid code from its minimum; below it, or invalid, it stays without effect', () => {
    const header = { ...EMPTY_CART_HEADER, shippingAmount: 1_000 };
    const applies = priceCart({ ...header, promoCode: code({ minSubtotal: 5_333 }) }, lines, now);
    expect(applies).toMatchObject({ discount: 533, total: 5_800 });
    expect(applies.promoCode).toMatchObject({ code: 'TEST', applicable: true });

    const below = priceCart({ ...header, promoCode: code({ minSubtotal: 5_334 }) }, lines, now);
    expect(below).toMatchObject({ discount: 0, total: 6_333 });
    expect(below.promoCode?.applicable).toBe(false);

    const expired = priceCart({ ...header, promoCode: code({ endsAt: now }) }, lines, now);
    expect(expired.promoCode?.applicable).toBe(false);
    expect(expired.discount).toBe(0);
  });
});
