import type { AdminProduct } from '@storefront/contracts/admin-catalogue';
import { describe, expect, it } from 'vitest';
import { fromProduct, toInput } from './editor-values.ts';

/** A seeded product as the API answers it: colour swatches, a size, a variation on sale. */
const product: AdminProduct = {
  id: 7,
  sku: 'TS-1',
  name: { en: 'Tee', ar: 'قميص' },
  description: { en: 'Cotton.' },
  seoTitle: { en: '' },
  seoDescription: { en: '' },
  price: 4500,
  oldPrice: 6000,
  categoryId: 3,
  brandId: null,
  published: true,
  archived: false,
  activeQty: 9,
  options: [
    {
      attributeId: 1,
      name: { en: 'Colour', ar: 'اللون' },
      kind: 'color',
      values: [
        { valueId: 11, value: { en: 'Red', ar: 'أحمر' }, colorHex: '#cc0000' },
        { valueId: 12, value: { en: 'Blue', ar: 'أزرق' }, colorHex: '#0033cc' },
      ],
    },
  ],
  variations: [
    {
      id: 70,
      sku: 'TS-1-RED',
      price: 4500,
      oldPrice: 6000,
      activeQty: 4,
      valueIds: [11],
      values: ['Red'],
    },
    {
      id: 71,
      sku: 'TS-1-BLUE',
      price: 5000,
      oldPrice: null,
      activeQty: 5,
      valueIds: [12],
      values: ['Blue'],
    },
  ],
  pictures: [
    {
      fileId: 'f-red',
      url: '/files/red.png',
      alt: { en: 'Red tee' },
      variationIndexes: [0],
      variationIds: [70],
    },
  ],
  createdAt: '2026-11-27T00:00:00.000Z',
  updatedAt: '2026-11-27T00:00:00.000Z',
};

describe('the editor keeps what it does not show changing', () => {
  it('saving a product unchanged keeps its swatches, its old prices and its pictures', () => {
    const { input, problems } = toInput(fromProduct(product));
    expect(problems).toEqual({});
    expect(input?.options).toEqual([
      {
        name: { en: 'Colour', ar: 'اللون' },
        kind: 'color',
        values: [
          { value: { en: 'Red', ar: 'أحمر' }, colorHex: '#cc0000' },
          { value: { en: 'Blue', ar: 'أزرق' }, colorHex: '#0033cc' },
        ],
      },
    ]);
    expect(input?.variations?.map((v) => [v.id, v.price, v.oldPrice])).toEqual([
      [70, 4500, 6000],
      [71, 5000, null],
    ]);
    expect(input?.pictures).toEqual([
      { fileId: 'f-red', alt: { en: 'Red tee', ar: undefined }, variationIndexes: [0] },
    ]);
  });
});
