import { describe, expect, it } from 'vitest';
import { addressLines, joinList } from './list-format.ts';

describe('lists in the text’s language', () => {
  it('joins with the Latin comma in English and the Arabic comma in Arabic, skipping blanks', () => {
    expect(joinList(['Colour: Blue', '', null, 'Size: S'], 'en')).toBe('Colour: Blue, Size: S');
    expect(joinList(['اللون: أزرق', undefined, 'المقاس: S'], 'ar')).toBe('اللون: أزرق، المقاس: S');
  });

  it('writes an address as a street line and a place line, every part kept', () => {
    const labels: Record<string, string> = {
      'orders.address.block': 'Block',
      'orders.address.street': 'Street',
      'orders.address.floor': 'Floor',
      'orders.address.apartment': 'Apartment',
    };
    const lines = addressLines(
      {
        block: '10',
        street: 'Salem',
        avenue: '',
        building: '',
        floor: '3',
        apartment: '12',
        areaName: 'Salmiya',
        stateName: null,
        countryName: 'Kuwait',
      },
      (key) => labels[key] ?? key,
      'en',
    );
    expect(lines).toEqual({
      street: 'Block 10, Street Salem, Floor 3, Apartment 12',
      place: 'Salmiya, Kuwait',
    });
  });

  it('does not say a label the shopper already wrote: "Tunis Street", not "Street Tunis Street"', () => {
    const parts = {
      block: 'Block 4',
      street: 'Tunis Street',
      avenue: '',
      building: '7',
      floor: '',
      apartment: '',
      areaName: null,
      stateName: null,
      countryName: 'Kuwait',
    };
    const en: Record<string, string> = {
      'orders.address.block': 'Block',
      'orders.address.street': 'Street',
      'orders.address.building': 'Building',
    };
    expect(addressLines(parts, (key) => en[key] ?? key, 'en').street).toBe(
      'Block 4, Tunis Street, Building 7',
    );
    const ar: Record<string, string> = {
      'orders.address.block': 'قطعة',
      'orders.address.street': 'شارع',
      'orders.address.building': 'مبنى',
    };
    expect(
      addressLines({ ...parts, block: '4', street: 'شارع تونس' }, (key) => ar[key] ?? key, 'ar')
        .street,
    ).toBe('قطعة 4، شارع تونس، مبنى 7');
  });
});
