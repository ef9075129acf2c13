import { describe, expect, it } from 'vitest';
import {
  emptyShippingMethod,
  fromShippingMethod,
  toShippingInput,
} from './shipping-form-values.ts';

const filled = () => ({
  ...emptyShippingMethod(),
  name: { en: ' Courier ', ar: '' },
  price: '1.5',
  freeFrom: '',
  minDays: '1',
  maxDays: '2',
});

describe('the shipping form’s values', () => {
  it('sends amounts in fils, an empty free-from as never free, every area as null', () => {
    expect(toShippingInput(filled()).input).toEqual({
      name: { en: 'Courier', ar: '' },
      description: { en: '', ar: '' },
      price: 1_500,
      freeFrom: null,
      minSubtotal: 0,
      minDays: 1,
      maxDays: 2,
      countryCodes: ['kw'],
      areaIds: null,
      active: true,
    });
  });

  it('sends the ticked areas as ids, and every country as null', () => {
    const { input } = toShippingInput({
      ...filled(),
      countryReach: 'every',
      areaReach: 'some',
      areaIds: ['101', '202'],
    });
    expect(input).toMatchObject({ countryCodes: null, areaIds: [101, 202] });
  });

  it('names what cannot be read: amounts, days, an empty "only these"', () => {
    const { input, problems } = toShippingInput({
      ...filled(),
      price: '1.2345',
      freeFrom: 'abc',
      minDays: '',
      maxDays: '2.5',
      areaReach: 'some',
      areaIds: [],
      countryCodes: [],
    });
    expect(input).toBeNull();
    expect(problems).toEqual({
      price: 'shipping.badAmount',
      freeFrom: 'shipping.badAmount',
      minDays: 'shipping.badDays',
      maxDays: 'shipping.badDays',
      countryCodes: 'shipping.pickCountry',
      areaIds: 'shipping.pickArea',
    });
  });

  it('reads a method back as the form shows it', () => {
    const values = fromShippingMethod({
      id: 4,
      code: 'courier',
      name: { en: 'Courier', ar: 'مندوب' },
      description: { en: '' },
      price: 2_250,
      freeFrom: 30_000,
      minSubtotal: 0,
      countryCodes: null,
      areaIds: [101],
      minDays: 1,
      maxDays: 2,
      active: true,
      isDefault: false,
      sortOrder: 4,
    });
    expect(values).toMatchObject({
      name: { en: 'Courier', ar: 'مندوب' },
      description: { en: '', ar: '' },
      price: '2.250',
      freeFrom: '30.000',
      countryReach: 'every',
      areaReach: 'some',
      areaIds: ['101'],
    });
  });
});
