import type { AdminPromotion } from '@storefront/contracts/admin-promotions';
import { describe, expect, it } from 'vitest';
import { isoToShopLocal, shopLocalToIso } from '../../shared/shop-time.ts';
import { emptyPromotion, fromPromotion, toPromotionInput } from './form-values.ts';

describe('the shop’s time (Kuwait, UTC+3) in date-time inputs', () => {
  it('reads an input as Kuwait time, whatever the browser’s zone', () => {
    expect(shopLocalToIso('2026-12-01T09:30')).toBe('2026-12-01T06:30:00.000Z');
    expect(shopLocalToIso('2027-01-01T00:00')).toBe('2026-12-31T21:00:00.000Z');
    expect(shopLocalToIso('')).toBeNull();
    expect(shopLocalToIso('tomorrow')).toBeNull();
  });

  it('shows a moment on Kuwait’s clock, and back again', () => {
    expect(isoToShopLocal('2026-12-31T21:00:00.000Z')).toBe('2027-01-01T00:00');
    expect(isoToShopLocal(null)).toBe('');
    const iso = '2026-06-15T13:45:00.000Z';
    expect(shopLocalToIso(isoToShopLocal(iso))).toBe(iso);
  });
});

describe('the promo code form', () => {
  const promotion: AdminPromotion = {
    id: 7,
    code: 'SAVE-1500',
    discountType: 'fixed',
    discountValue: 1_500,
    minSubtotal: 10_250,
    startsAt: '2026-11-30T21:00:00.000Z',
    endsAt: null,
    usageLimit: 50,
    perCustomerLimit: null,
    active: true,
    status: 'active',
    usedCount: 3,
    orders: 3,
    discountGiven: 4_500,
    createdAt: '2026-11-01T00:00:00.000Z',
  };

  it('shows amounts in KD with 3 decimals and dates in Kuwait time', () => {
    expect(fromPromotion(promotion)).toEqual({
      code: 'SAVE-1500',
      discountType: 'fixed',
      discountValue: '1.500',
      minSubtotal: '10.250',
      startsAt: '2026-12-01T00:00',
      endsAt: '',
      usageLimit: '50',
      perCustomerLimit: '',
      active: true,
    });
  });

  it('sends fils, ISO moments and null for empty limits; the code upper-cased', () => {
    const { input } = toPromotionInput({ ...fromPromotion(promotion), code: ' save-1500 ' });
    expect(input).toEqual({
      code: 'SAVE-1500',
      discountType: 'fixed',
      discountValue: 1_500,
      minSubtotal: 10_250,
      startsAt: '2026-11-30T21:00:00.000Z',
      endsAt: null,
      usageLimit: 50,
      perCustomerLimit: null,
      active: true,
    });
    const percent = toPromotionInput({
      ...emptyPromotion(),
      code: 'TEN',
      discountValue: '10',
      minSubtotal: '',
    });
    expect(percent.input).toMatchObject({ discountType: 'percentage', discountValue: 10 });
    expect(percent.input?.minSubtotal).toBe(0);
  });

  it('names the fields it cannot read; the rules themselves are the API’s', () => {
    const { input, problems } = toPromotionInput({
      ...emptyPromotion(),
      code: 'X',
      discountType: 'fixed',
      discountValue: '1.2345',
      minSubtotal: 'five',
      usageLimit: '2.5',
      perCustomerLimit: '-1',
    });
    expect(input).toBeNull();
    expect(problems).toEqual({
      discountValue: 'promotions.badAmount',
      minSubtotal: 'promotions.badAmount',
      usageLimit: 'promotions.badLimit',
      perCustomerLimit: 'promotions.badLimit',
    });
    // 150 % is sent: the API's answer names discountValue.
    expect(
      toPromotionInput({ ...emptyPromotion(), code: 'BIG', discountValue: '150' }).input,
    ).toMatchObject({ discountValue: 150 });
    expect(toPromotionInput({ ...emptyPromotion(), discountValue: '12.5' }).problems).toEqual({
      discountValue: 'promotions.badPercent',
    });
  });
});
