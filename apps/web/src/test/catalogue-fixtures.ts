import type { ProductDetail, ProductSummary } from '@storefront/contracts/catalogue';

/** A product card's data, with what a test does not care about filled in. */
export function productSummary(
  productId: number,
  productName: string,
  extra: Partial<ProductSummary> = {},
): ProductSummary {
  return {
    productId,
    productName,
    price: 10_000,
    oldPrice: null,
    picture: { path: `/files/p${productId}.webp`, width: 600, height: 600, alt: productName },
    brandId: 1,
    brandName: 'Dukkan Basics',
    categoryId: 2,
    activeQty: 10,
    inStock: true,
    hasVariations: false,
    ...extra,
  };
}

const colourPicture = (name: 'red' | 'blue') => ({
  path: `/files/ts-${name}.webp`,
  width: 800,
  height: 800,
  alt: `Cotton T-shirt, ${name}`,
});

const SIZE = 1;
const COLOUR = 2;
export const size = { S: 11, M: 12, L: 13 } as const;
export const colour = { red: 21, blue: 22 } as const;

/**
 * A T-shirt in sizes S, M, L and colours red and blue. S/red is out of stock, so the page opens
 * on M/red; L/blue does not exist; M/blue is on sale. Two pictures of its own (front, back), and
 * one per colour, which each variation of that colour shows.
 */
export function tShirt(extra: Partial<ProductDetail> = {}): ProductDetail {
  const variation = (
    variationId: number,
    sizeId: number,
    colourId: number,
    price: number,
    activeQty: number,
    oldPrice: number | null = null,
  ) => ({
    variationId,
    sku: `TS-${variationId}`,
    attributes: [
      { attributeId: SIZE, valueId: sizeId },
      { attributeId: COLOUR, valueId: colourId },
    ],
    price,
    oldPrice,
    activeQty,
  });
  return {
    ...productSummary(7, 'Cotton T-shirt', { price: 4_500, hasVariations: true }),
    sku: 'TS-7',
    description: 'Soft combed cotton.\n\nMachine washable at 30 degrees.',
    pictures: [
      {
        path: '/files/ts-1.webp',
        width: 800,
        height: 800,
        alt: 'Cotton T-shirt, front',
        variationId: null,
      },
      {
        path: '/files/ts-2.webp',
        width: 800,
        height: 800,
        alt: 'Cotton T-shirt, back',
        variationId: null,
      },
      ...[701, 702, 703].map((variationId) => ({ ...colourPicture('red'), variationId })),
      ...[704, 705].map((variationId) => ({ ...colourPicture('blue'), variationId })),
    ],
    attributes: [
      {
        attributeId: SIZE,
        name: 'Size',
        kind: 'text',
        values: [
          { valueId: size.S, value: 'S', colorHex: null },
          { valueId: size.M, value: 'M', colorHex: null },
          { valueId: size.L, value: 'L', colorHex: null },
        ],
      },
      {
        attributeId: COLOUR,
        name: 'Colour',
        kind: 'color',
        values: [
          { valueId: colour.red, value: 'Red', colorHex: '#c0392b' },
          { valueId: colour.blue, value: 'Blue', colorHex: '#2e86de' },
        ],
      },
    ],
    variations: [
      variation(701, size.S, colour.red, 4_500, 0),
      variation(702, size.M, colour.red, 4_500, 8),
      variation(703, size.L, colour.red, 5_000, 3),
      variation(704, size.S, colour.blue, 4_500, 6),
      variation(705, size.M, colour.blue, 4_000, 12, 5_000),
    ],
    breadcrumbs: [
      { categoryId: 2, name: 'Fashion' },
      { categoryId: 21, name: 'T-shirts' },
    ],
    isGrouped: false,
    ...extra,
  };
}
