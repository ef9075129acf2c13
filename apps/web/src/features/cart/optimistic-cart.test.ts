import { MAX_LINE_QUANTITY } from '@storefront/contracts/cart-rules';
import { describe, expect, it } from 'vitest';
import { cartItem, cartOf } from '../../test/cart-fixtures.ts';
import {
  emptied,
  isProvisional,
  withAddedLine,
  withoutLine,
  withoutPromoCode,
  withQuantity,
} from './optimistic-cart.ts';

const welcome10 = {
  code: 'WELCOME10',
  discountType: 'percentage' as const,
  discountValue: 10,
  minSubtotal: 5_000,
  applicable: true,
};

describe('the expected cart', () => {
  const cart = cartOf([
    cartItem(1, 1, 'Mug', { unitPrice: 1_250, productQuantity: 2 }),
    cartItem(2, 2, 'Kettle', { unitPrice: 9_990 }),
  ]);

  it('sums lines, count and total in fils', () => {
    expect(cart.items.map((item) => item.lineTotal)).toEqual([2_500, 9_990]);
    expect(cart.itemCount).toBe(3);
    expect(cart.subTotal).toBe(12_490);
    expect(cart.total).toBe(12_490);
  });

  it('keeps a code the server found off for another reason than its minimum off', () => {
    // Above the minimum and still not applicable: turned off, expired or used up.
    const off = { ...cart, promoCode: { ...welcome10, applicable: false } };
    const raised = withQuantity(off, 2, 2);
    expect(raised.promoCode?.applicable).toBe(false);
    expect(raised.discount).toBe(0);
  });

  it('raises the matching line on add, never past the line limit', () => {
    const raised = withAddedLine(cart, { productId: 1, variationId: null, quantity: 3 });
    expect(raised.items[0]?.productQuantity).toBe(5);
    expect(raised.items[0]?.lineTotal).toBe(6_250);
    expect(raised.itemCount).toBe(6);
    const capped = withAddedLine(cart, { productId: 2, variationId: null, quantity: 5_000 });
    expect(capped.items[1]?.productQuantity).toBe(MAX_LINE_QUANTITY);
  });

  it('appends a provisional line from the preview, or moves only the count without one', () => {
    const added = withAddedLine(cart, {
      productId: 12,
      variationId: 40,
      quantity: 1,
      preview: { productName: 'Voltix Orbit 8', picturePath: '/files/12.svg', unitPrice: 150_000 },
    });
    const line = added.items.at(-1)!;
    expect(isProvisional(line)).toBe(true);
    expect(line).toMatchObject({ productId: 12, variationId: 40, lineTotal: 150_000 });
    expect(added.subTotal).toBe(162_490);
    // Another variation of a product in the cart is another line.
    const other = withAddedLine(added, { productId: 12, variationId: 41, quantity: 1 });
    expect(other.items).toHaveLength(3);
    expect(other.itemCount).toBe(added.itemCount + 1);
  });

  it('changes and removes lines, and clears', () => {
    expect(withQuantity(cart, 2, 3).subTotal).toBe(2_500 + 29_970);
    expect(withoutLine(cart, 1).items.map((item) => item.itemId)).toEqual([2]);
    const empty = emptied(cart);
    expect(empty).toMatchObject({ items: [], itemCount: 0, subTotal: 0, total: 0 });
  });

  it('works the discount out again, and drops it below the minimum', () => {
    const promoted = cartOf(cart.items, { promoCode: welcome10 });
    expect(promoted.discount).toBe(1_249);
    expect(promoted.total).toBe(12_490 - 1_249);
    // Half up, as the API rounds: 10 % of KD 12.495 is 1.2495, so 1.250.
    const odd = cartOf([cartItem(3, 3, 'Lamp', { unitPrice: 12_495 })], { promoCode: welcome10 });
    expect(odd.discount).toBe(1_250);
    const small = withoutLine(promoted, 2);
    expect(small.promoCode?.applicable).toBe(false);
    expect(small.discount).toBe(0);
    const removed = withoutPromoCode(promoted);
    expect(removed).toMatchObject({ promoCode: null, discount: 0, total: 12_490 });
  });
});
