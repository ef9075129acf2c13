import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cartOf,
  emptyCart,
  mockCartApi,
  signInGuest,
  USER_ID,
} from '../../../test/cart-fixtures.ts';
import { tShirt } from '../../../test/catalogue-fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { cartQueryOptions } from '../api/get-cart.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';

const showToast = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../../lib/toast.ts', () => ({
  showToast,
  isToasterRequested: () => false,
  subscribeToToasterRequest: () => () => {},
}));

function renderButton(props: {
  variationId: number | null;
  quantity: number;
  inStock: boolean;
  checking?: boolean;
}) {
  return renderWithApp(<AddToCartButton product={tShirt()} checking={false} {...props} />);
}

describe('AddToCartButton', () => {
  beforeEach(signInGuest);
  afterEach(() => {
    vi.unstubAllGlobals();
    showToast.mockClear();
  });

  it('adds the chosen variation and quantity, then says so with a way to the cart', async () => {
    const user = userEvent.setup();
    const server = mockCartApi(emptyCart());
    const { queryClient } = await renderButton({ variationId: 702, quantity: 3, inStock: true });
    queryClient.setQueryData(cartQueryOptions(USER_ID).queryKey, cartOf([]));

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(server.changes().map((c) => [c.method, c.url, c.body])).toEqual([
        ['POST', '/api/cart-items', { productId: 7, variationId: 702, quantity: 3 }],
      ]),
    );
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', 'Added to your cart'));
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
    expect(queryClient.getQueryData(cartQueryOptions(USER_ID).queryKey)).toMatchObject({
      itemCount: 3,
    });
  });

  it('is disabled with its reason when the choice cannot be bought', async () => {
    const user = userEvent.setup();
    const server = mockCartApi(emptyCart());
    await renderButton({ variationId: 701, quantity: 1, inStock: false });
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await waitFor(() =>
      expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
        'This choice is not available. Choose other options, or save it to your wishlist.',
      ),
    );
    await user.click(button);
    expect(server.changes()).toEqual([]);
  });

  it('says no reason while a price is still being asked', async () => {
    await renderButton({ variationId: 701, quantity: 1, inStock: false, checking: true });
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBeNull();
  });
});
