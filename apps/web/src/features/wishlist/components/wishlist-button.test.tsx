import type { Wishlist, WishlistItem } from '@storefront/contracts/cart';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch.ts';
import { fakeJwt } from '../../../test/jwt.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { useWishlistCount } from '../hooks/use-wishlist-count.ts';
import { WishlistButton } from './wishlist-button.tsx';

const showToast = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../../lib/toast.ts', () => ({ showToast }));

const item = (productId: number, itemId = productId * 10): WishlistItem => ({
  itemId,
  productId,
  productName: `Product ${productId}`,
  picturePath: null,
  variationId: null,
  attributes: [],
  price: 1500,
  oldPrice: null,
  activeQty: 4,
  inStock: true,
  hasVariations: false,
  addedAt: '2026-11-23T10:00:00.000Z',
});

function Count() {
  return <output aria-label="count">{useWishlistCount()}</output>;
}

function renderButton() {
  return renderWithApp(
    <>
      <Count />
      <WishlistButton productId={7} variationId={null} productName="Product 7" variant="icon" />
    </>,
  );
}

const count = () => screen.getByRole('status', { name: 'count' }).textContent;

describe('WishlistButton', () => {
  beforeEach(() => {
    localStorage.setItem('accessToken', fakeJwt({ nameid: 'u-1', role: 'guest' }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    showToast.mockClear();
  });

  it('adds the product at once, then keeps the server answer', async () => {
    let answer: (response: Response) => void = () => {};
    const calls = mockFetch(({ method }) =>
      method === 'GET'
        ? json({ items: [item(3)] } satisfies Wishlist)
        : new Promise<Response>((resolve) => {
            answer = resolve;
          }),
    );
    await renderButton();
    const button = await screen.findByRole('button', { name: 'Add Product 7 to your wishlist' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(count()).toBe('1');

    await userEvent.click(button);
    // Counted before the server answers.
    expect(count()).toBe('2');
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/wish-list-items',
      body: { productId: 7, variationId: null },
    });

    answer(json({ items: [item(7), item(3)] } satisfies Wishlist));
    await screen.findByRole('button', { name: 'Remove Product 7 from your wishlist' });
    expect(count()).toBe('2');
    expect(showToast).toHaveBeenCalledWith('success', 'Product 7 is in your wishlist.');
  });

  it('puts the list back and says why when the server refuses', async () => {
    mockFetch(({ method }) =>
      method === 'GET'
        ? json({ items: [item(7)] } satisfies Wishlist)
        : json(
            { error: { code: 'not_found', message: 'This item is not in your wishlist.' } },
            404,
          ),
    );
    await renderButton();
    const button = await screen.findByRole('button', {
      name: 'Remove Product 7 from your wishlist',
    });
    await userEvent.click(button);
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('error', 'This item is not in your wishlist.'),
    );
    expect(count()).toBe('1');
    expect(
      screen.getByRole('button', { name: 'Remove Product 7 from your wishlist' }),
    ).toBeTruthy();
  });
});
