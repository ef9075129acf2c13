import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { cartQueryOptions } from '../../cart/api/get-cart.ts';
import { cartOf, emptyCart, mockCartApi, signInGuest, USER_ID } from '../../cart/test-fixtures.ts';
import { productQueryOptions } from '../api/get-product.ts';
import { tShirt } from '../test-fixtures.ts';
import { ProductPurchaseSlot } from './product-purchase-slot.tsx';

const showToast = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../../lib/toast.ts', () => ({
  showToast,
  isToasterRequested: () => false,
  subscribeToToasterRequest: () => () => {},
}));

async function renderSlot(props: {
  variationId: number | null;
  quantity: number;
  inStock: boolean;
}) {
  const rendered = await renderWithApp(<ProductPurchaseSlot productId={7} {...props} />);
  rendered.queryClient.setQueryData(productQueryOptions(7).queryKey, tShirt());
  return rendered;
}

describe('ProductPurchaseSlot', () => {
  beforeEach(signInGuest);
  afterEach(() => {
    vi.unstubAllGlobals();
    showToast.mockClear();
  });

  it('adds the chosen variation and quantity, then says so with a way to the cart', async () => {
    const user = userEvent.setup();
    const server = mockCartApi(emptyCart());
    const { queryClient } = await renderSlot({ variationId: 702, quantity: 3, inStock: true });
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
    await renderSlot({ variationId: 701, quantity: 1, inStock: false });
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
});
