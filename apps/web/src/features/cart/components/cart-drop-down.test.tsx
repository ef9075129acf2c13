import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cartItem,
  cartOf,
  emptyCart,
  mockCartApi,
  refusal,
  signInGuest,
  USER_ID,
} from '../../../test/cart-fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { CartDropDown } from './cart-drop-down.tsx';

vi.mock('../../../lib/toast.ts', () => ({
  showToast: vi.fn(async () => {}),
  isToasterRequested: () => false,
  subscribeToToasterRequest: () => () => {},
}));

const twoLines = () =>
  cartOf([
    cartItem(1, 12, 'Voltix Orbit 8 5G Smartphone', {
      productQuantity: 2,
      unitPrice: 189_000,
      variationId: 40,
      attributes: [
        {
          attributeId: 1,
          attributeName: 'Colour',
          attributeValues: [{ valueId: 3, value: 'Black' }],
        },
      ],
    }),
    cartItem(2, 3, 'Ceramic mug', { productQuantity: 3, activeQty: 1, inStock: false }),
  ]);

describe('CartDropDown', () => {
  beforeEach(signInGuest);
  afterEach(() => vi.unstubAllGlobals());

  it('says the spec’s sentence for an empty cart', async () => {
    mockCartApi(emptyCart());
    await renderWithApp(<CartDropDown onNavigate={() => {}} />);
    expect(await screen.findByText('You have no items in your shopping cart')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to cart' })).toBeNull();
  });

  it('lists the items with picture, name link, quantity, unit price and stock, and the sub-total', async () => {
    const onNavigate = vi.fn();
    const user = userEvent.setup();
    mockCartApi(twoLines());
    await renderWithApp(<CartDropDown onNavigate={onNavigate} />);

    const list = await screen.findByRole('list', { name: 'Items in your cart' });
    expect(screen.getByText('5 items')).toBeTruthy();
    const [phone, mug] = within(list).getAllByRole('listitem');
    expect(
      within(phone!)
        .getByRole('link', { name: 'Voltix Orbit 8 5G Smartphone' })
        .getAttribute('href'),
    ).toBe('/products/12');
    const picture = within(phone!).getByRole('img', { name: 'Voltix Orbit 8 5G Smartphone' });
    expect(picture.getAttribute('src')).toBe('/files/p12.svg');
    expect(picture.getAttribute('width')).toBe('56');
    expect(phone!.textContent).toContain('Colour: Black');
    expect(phone!.textContent).toContain('Qty: 2 · KD 189.000 each');
    expect(within(phone!).queryByText(/left/)).toBeNull();
    // Available stock (1) is below the quantity (3): the cart page's words, with the fix.
    expect(within(mug!).getByText('Only 1 left')).toBeTruthy();
    expect(within(mug!).getByRole('button', { name: 'Set to 1: Ceramic mug' }).textContent).toBe(
      'Set to 1',
    );

    expect(screen.getByText('Sub-total').parentElement?.textContent).toBe('Sub-totalKD 385.500');
    const goToCart = screen.getByRole('link', { name: 'Go to cart' });
    expect(goToCart.getAttribute('href')).toBe('/cart');
    await user.click(goToCart);
    expect(onNavigate).toHaveBeenCalled();
  });

  it('offers Checkout beside Go to cart, and shows the slot above the sub-total', async () => {
    const onNavigate = vi.fn();
    const user = userEvent.setup();
    mockCartApi(twoLines());
    await renderWithApp(
      <CartDropDown onNavigate={onNavigate} freeDelivery={<p>Free delivery line</p>} />,
    );
    const checkout = await screen.findByRole('link', { name: 'Checkout' });
    expect(checkout.getAttribute('href')).toBe('/checkout');
    expect(screen.getByRole('link', { name: 'Go to cart' })).toBeTruthy();
    const slot = screen.getByText('Free delivery line');
    expect(
      slot.compareDocumentPosition(screen.getByText('Sub-total')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await user.click(checkout);
    expect(onNavigate).toHaveBeenCalled();
  });

  it('removes an item at once, sends the DELETE and moves focus to the next remove button', async () => {
    const user = userEvent.setup();
    const server = mockCartApi(twoLines());
    await renderWithApp(<CartDropDown onNavigate={() => {}} />);

    await user.click(
      await screen.findByRole('button', {
        name: 'Remove Voltix Orbit 8 5G Smartphone from the cart',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Voltix Orbit 8 5G Smartphone' })).toBeNull(),
    );
    const next = screen.getByRole('button', { name: 'Remove Ceramic mug from the cart' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(server.changes().map((c) => [c.method, c.url])).toEqual([
      ['DELETE', '/api/cart-items/1'],
    ]);
    await user.click(next);
    expect(await screen.findByText('You have no items in your shopping cart')).toBeTruthy();
  });

  it('sets a line short of stock to what is left', async () => {
    const user = userEvent.setup();
    const server = mockCartApi(twoLines());
    await renderWithApp(<CartDropDown onNavigate={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Set to 1: Ceramic mug' }));
    await waitFor(() =>
      expect(server.changes().map((c) => [c.method, c.url, c.body])).toEqual([
        ['PUT', '/api/carts/items/2', { quantity: 1 }],
      ]),
    );
    expect(await screen.findByText('3 items')).toBeTruthy();
  });

  it('offers to try again when the cart cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockCartApi(twoLines(), (call, path) =>
      fail && path === `/api/users/${USER_ID}/cart` && call.method === 'GET'
        ? refusal(503, 'unavailable', 'Down')
        : undefined,
    );
    await renderWithApp(<CartDropDown onNavigate={() => {}} />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert').textContent).toContain('Your cart could not be loaded.');
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('5 items')).toBeTruthy();
  });
});
