import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartItem, cartOf } from '../../../test/cart-fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';

const shippingLine = () => screen.getByText('Shipping').nextElementSibling?.textContent;

describe('CheckoutSummary', () => {
  const items = [cartItem(1, 2, 'Lamp')];

  it('asks for a method until there is one, rather than showing KD 0.000', async () => {
    await renderWithApp(<CheckoutSummary cart={cartOf(items, { shippingMethodId: null })} />);
    expect(shippingLine()).toBe('Choose a method');
  });

  it('says Free for a chosen method that costs nothing, and the amount otherwise', async () => {
    const { unmount } = await renderWithApp(
      <CheckoutSummary cart={cartOf(items, { shippingMethodId: 1, shippingAmount: 0 })} />,
    );
    expect(shippingLine()).toBe('Free');
    unmount();
    await renderWithApp(
      <CheckoutSummary cart={cartOf(items, { shippingMethodId: 2, shippingAmount: 3_500 })} />,
    );
    expect(shippingLine()).toBe('KD 3.500');
  });
});
