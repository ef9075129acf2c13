import { MAX_LINE_QUANTITY } from '@storefront/contracts/cart-rules';
import { describe, expect, it } from 'vitest';
import { colour, size, tShirt } from '../../test/catalogue-fixtures.ts';
import {
  chosenAttributes,
  discountPercent,
  findVariation,
  galleryPictures,
  initialSelection,
  isValueAvailable,
  maxQuantity,
  namedVariationId,
} from './variations.ts';

describe('variations', () => {
  it('opens on the first variation in stock', () => {
    expect(initialSelection(tShirt())).toEqual({ 1: size.M, 2: colour.red });
  });

  it('opens on the first variation when none is in stock, and on first values without any', () => {
    const soldOut = tShirt();
    soldOut.variations = soldOut.variations.map((v) => ({ ...v, activeQty: 0 }));
    expect(initialSelection(soldOut)).toEqual({ 1: size.S, 2: colour.red });
    expect(initialSelection(tShirt({ variations: [] }))).toEqual({ 1: size.S, 2: colour.red });
  });

  it('shows the chosen variation’s pictures first, then the product’s own; its own before a choice', () => {
    const product = tShirt();
    const alts = (variationId: number | null) =>
      galleryPictures(product, variationId).map((picture) => picture.alt);
    expect(alts(null)).toEqual(['Cotton T-shirt, front', 'Cotton T-shirt, back']);
    expect(alts(705)).toEqual([
      'Cotton T-shirt, blue',
      'Cotton T-shirt, front',
      'Cotton T-shirt, back',
    ]);
    expect(alts(702)[0]).toBe('Cotton T-shirt, red');
    // The contract's picture, without the variation it shows.
    expect(galleryPictures(product, 705)[0]).toEqual({
      path: '/files/ts-blue.webp',
      width: 800,
      height: 800,
      alt: 'Cotton T-shirt, blue',
    });
  });

  it('shows each picture once, and the card’s picture when every picture is a variation’s', () => {
    const product = tShirt();
    const front = product.pictures[0]!;
    const twice = tShirt({ pictures: [{ ...front, variationId: 705 }, front] });
    expect(galleryPictures(twice, 705).map((p) => p.path)).toEqual([front.path]);

    const coloursOnly = tShirt({ pictures: product.pictures.filter((p) => p.variationId) });
    expect(galleryPictures(coloursOnly, null)).toEqual([coloursOnly.picture]);
    expect(galleryPictures(coloursOnly, 704).map((p) => p.alt)).toEqual(['Cotton T-shirt, blue']);
    expect(galleryPictures(tShirt({ pictures: [], picture: null }), 704)).toEqual([]);
  });

  it('takes the variation the address names only when it is one of the product’s', () => {
    const product = tShirt();
    expect(namedVariationId(product, '704')).toBe(704);
    for (const param of [null, '', 'abc', '999', '0']) {
      expect(namedVariationId(product, param)).toBeNull();
    }
  });

  it('finds the variation a choice names, and none for a combination that does not exist', () => {
    const product = tShirt();
    expect(findVariation(product, { 1: size.M, 2: colour.blue })?.variationId).toBe(705);
    expect(findVariation(product, { 1: size.L, 2: colour.blue })).toBeUndefined();
  });

  it('marks values that, with the other choices, are not in stock', () => {
    const product = tShirt();
    const selection = { 1: size.M, 2: colour.red };
    expect(isValueAvailable(product, selection, 1, size.S)).toBe(false); // S/red: 0 left
    expect(isValueAvailable(product, selection, 1, size.L)).toBe(true);
    expect(isValueAvailable(product, { 1: size.L, 2: colour.red }, 2, colour.blue)).toBe(false);
  });

  it('sends the choice in the attributes order', () => {
    expect(chosenAttributes(tShirt(), { 2: colour.blue, 1: size.S })).toEqual([
      { attributeId: 1, valueId: size.S },
      { attributeId: 2, valueId: colour.blue },
    ]);
  });

  it('keeps quantities between 1 and what a cart line holds', () => {
    expect(maxQuantity(0)).toBe(1);
    expect(maxQuantity(7)).toBe(7);
    expect(maxQuantity(5000)).toBe(MAX_LINE_QUANTITY);
    expect(MAX_LINE_QUANTITY).toBe(999);
  });

  it('rounds the discount to whole percent, only when on sale', () => {
    expect(discountPercent(4_000, 5_000)).toBe(20);
    expect(discountPercent(4_000, null)).toBeNull();
    expect(discountPercent(5_000, 4_000)).toBeNull();
  });
});
