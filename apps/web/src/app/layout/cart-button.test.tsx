import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartItem, cartOf, emptyCart, mockCartApi, signInGuest } from '../../test/cart-fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { CartButton } from './cart-button.tsx';

vi.mock('../../lib/toast.ts', () => ({
  showToast: vi.fn(async () => {}),
  isToasterRequested: () => false,
  subscribeToToasterRequest: () => () => {},
}));

/** A window this wide as far as CSS media queries go (jsdom has no matchMedia of its own). */
function windowWidth(px: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(min-width: 48rem)' && px >= 768,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function CurrentPath() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

describe('CartButton (spec 2 Cart drop-down)', () => {
  // The popover is a lazy chunk; load it once up front so no test pays for it.
  beforeAll(async () => {
    await import('./cart-popover.tsx');
  });
  beforeEach(() => {
    signInGuest();
    windowWidth(1280);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is a link straight to /cart under 768 px, with the count', async () => {
    windowWidth(767);
    mockCartApi(cartOf([cartItem(1, 3, 'Ceramic mug', { productQuantity: 2 })]));
    await renderWithApp(<CartButton />);
    const link = await screen.findByRole('link', { name: 'Cart, 2 items' });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is a drop-down button from 768 px, with the count', async () => {
    mockCartApi(cartOf([cartItem(1, 3, 'Ceramic mug', { productQuantity: 2 })]));
    await renderWithApp(<CartButton />);
    const button = await screen.findByRole('button', { name: 'Cart, 2 items' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens the drop-down, closes it with Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    mockCartApi(emptyCart());
    await renderWithApp(<CartButton />);
    await user.click(screen.getByRole('button', { name: 'Cart, 0 items' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(await within(dialog).findByText('You have no items in your shopping cart')).toBeTruthy();
    const trigger = screen.getByRole('button', { name: 'Cart, 0 items' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cart, 0 items' }));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when Go to cart is followed', async () => {
    const user = userEvent.setup();
    mockCartApi(cartOf([cartItem(1, 3, 'Ceramic mug')]));
    await renderWithApp(
      <>
        <CartButton />
        <CurrentPath />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Cart, 1 item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
    await user.click(await within(dialog).findByRole('link', { name: 'Go to cart' }));
    expect(screen.getByRole('status', { name: 'path' }).textContent).toBe('/cart');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
