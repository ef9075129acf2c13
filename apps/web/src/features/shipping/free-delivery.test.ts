import type { ShippingMethod } from '@storefront/contracts/shipping';
import { describe, expect, it } from 'vitest';
import { freeDeliveryOffer, freeDeliveryProgress } from './free-delivery.ts';

const method = (
  shippingMethodId: number,
  name: string,
  regularPrice: number,
  freeFrom: number | null,
): ShippingMethod => ({
  shippingMethodId,
  code: name.toLowerCase(),
  name,
  description: '',
  price: regularPrice,
  regularPrice,
  isFree: regularPrice === 0,
  freeFrom,
  minDays: 1,
  maxDays: 3,
  isDefault: shippingMethodId === 1,
});

describe('the free-delivery offer', () => {
  it('is the demo shop’s standard delivery, free from KD 20', () => {
    const methods = [
      method(1, 'Standard delivery', 1_500, 20_000),
      method(2, 'Express delivery', 3_500, null),
      method(3, 'Free delivery', 0, 0),
    ];
    expect(freeDeliveryOffer(methods)).toEqual({
      methodName: 'Standard delivery',
      threshold: 20_000,
    });
  });

  it('takes the cheapest method with a threshold, then the lower threshold', () => {
    expect(
      freeDeliveryOffer([
        method(2, 'Express delivery', 3_500, 30_000),
        method(1, 'Standard delivery', 1_500, 40_000),
      ]),
    ).toEqual({ methodName: 'Standard delivery', threshold: 40_000 });
    expect(
      freeDeliveryOffer([
        method(1, 'Standard', 1_500, 40_000),
        method(4, 'Courier', 1_500, 25_000),
      ]),
    ).toEqual({ methodName: 'Courier', threshold: 25_000 });
  });

  it('is none when no method has a threshold, or only always-free ones', () => {
    expect(freeDeliveryOffer([])).toBeNull();
    expect(freeDeliveryOffer([method(2, 'Express delivery', 3_500, null)])).toBeNull();
    expect(freeDeliveryOffer([method(3, 'Free delivery', 0, 0)])).toBeNull();
    expect(freeDeliveryOffer([method(5, 'Pick-up', 0, 10_000)])).toBeNull();
  });
});

describe('the progress towards free delivery', () => {
  it('says what is left, in fils, and how far along in whole percent', () => {
    expect(freeDeliveryProgress(17_250, 20_000)).toEqual({
      remaining: 2_750,
      reached: false,
      percent: 86,
    });
    expect(freeDeliveryProgress(0, 20_000)).toEqual({
      remaining: 20_000,
      reached: false,
      percent: 0,
    });
  });

  it('never shows 100 % before the threshold, and is reached at the threshold itself', () => {
    expect(freeDeliveryProgress(19_999, 20_000)).toMatchObject({ remaining: 1, percent: 99 });
    expect(freeDeliveryProgress(20_000, 20_000)).toEqual({
      remaining: 0,
      reached: true,
      percent: 100,
    });
    expect(freeDeliveryProgress(61_500, 20_000)).toEqual({
      remaining: 0,
      reached: true,
      percent: 100,
    });
  });
});
