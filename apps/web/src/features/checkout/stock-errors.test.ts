import { en } from '@storefront/contracts/i18n/en';
import { describe, expect, it } from 'vitest';
import { stateFor } from '../../shared/hooks/use-translation.ts';
import { cartItem } from '../../test/cart-fixtures.ts';
import { stockErrors, stockMessages } from './stock-errors.ts';

const { t } = stateFor('en', en);

describe('stockErrors', () => {
  it('names each short line and its fix; a line in stock is no error', () => {
    const errors = stockErrors(
      [
        cartItem(1, 3, 'Ceramic mug', { productQuantity: 2, activeQty: 1, inStock: false }),
        cartItem(2, 4, 'Tea towel'),
        cartItem(3, 5, 'Oak tray', { activeQty: 0, inStock: false }),
      ],
      t,
    );
    expect(errors).toEqual({
      'stock.1': 'Ceramic mug: only 1 left. Set it to 1 to place your order.',
      'stock.3': 'Oak tray is out of stock. Remove it to place your order.',
    });
  });

  it('is empty when every line is in stock', () => {
    expect(stockErrors([cartItem(1, 3, 'Ceramic mug')], t)).toEqual({});
  });
});

describe('stockMessages', () => {
  it('picks the stock errors out of the others', () => {
    expect(stockMessages({ address: 'Refused', 'stock.1': 'Short', 'stock.2': 'Gone' })).toEqual([
      'Short',
      'Gone',
    ]);
  });
});
