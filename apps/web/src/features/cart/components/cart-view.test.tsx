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
} from '../../../test/cart-fixtures.ts';
import { json } from '../../../test/fetch.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { CartView } from './cart-view.tsx';

const showToast = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../../lib/toast.ts', () => ({
  showToast,
  isToasterRequested: () => false,
  subscribeToToasterRequest: () => () => {},
}));

const welcome10 = {
  code: 'WELCOME10',
  discountType: 'percentage' as const,
  discountValue: 10,
  minSubtotal: 5_000,
  applicable: true,
};

const lines = () => [
  cartItem(1, 12, 'Voltix Orbit 8 5G Smartphone', {
    unitPrice: 189_000,
    oldUnitPrice: 210_000,
    variationId: 40,
    attributes: [
      {
        attributeId: 1,
        attributeName: 'Colour',
        attributeValues: [{ valueId: 3, value: 'Black' }],
      },
      {
        attributeId: 2,
        attributeName: 'Storage',
        attributeValues: [{ valueId: 7, value: '256 GB' }],
      },
    ],
  }),
  cartItem(2, 3, 'Ceramic mug', { productQuantity: 2, unitPrice: 1_500 }),
];

/** Answers PUT cart/promo-code as the API does: WELCOME10 applies, EXPIRED2025 has expired. */
function promoCodes(server: ReturnType<typeof mockCartApi>) {
  return (call: { method: string; url: string }, path: string) => {
    if (call.method !== 'PUT' || path !== '/api/cart/promo-code') return undefined;
    const code = new URL(call.url, 'http://shop').searchParams.get('promoCode');
    if (code === 'EXPIRED2025') {
      return refusal(409, 'conflict', 'This promo code has expired.', {
        promoCode: 'This promo code has expired.',
      });
    }
    const next = cartOf(server.current().items, { promoCode: welcome10 });
    server.set(next);
    return json(next);
  };
}

function mockShop(initial = cartOf(lines())) {
  const holder: { server?: ReturnType<typeof mockCartApi> } = {};
  const server = mockCartApi(initial, (call, path) => promoCodes(holder.server!)(call, path));
  holder.server = server;
  return server;
}

describe('CartView (the /cart page)', () => {
  beforeEach(signInGuest);
  afterEach(() => {
    vi.unstubAllGlobals();
    showToast.mockClear();
  });

  it('shows each line with its attributes, prices and line total, and the summary', async () => {
    mockShop();
    await renderWithApp(<CartView />);
    const phone = (
      await screen.findByRole('link', { name: 'Voltix Orbit 8 5G Smartphone' })
    ).closest('li')!;
    expect(phone.textContent).toContain('Colour: Black');
    expect(phone.textContent).toContain('Storage: 256 GB');
    expect(within(phone).getByText('KD 210.000').closest('s')).toBeTruthy();
    expect(phone.textContent).toContain('Total KD 189.000');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary.textContent).toContain('Sub-total');
    expect(summary.textContent).toContain('KD 192.000');
    expect(
      within(summary).getByRole('link', { name: 'Proceed to checkout' }).getAttribute('href'),
    ).toBe('/checkout');
  });

  it('sends one PUT for the quantity once the stepper pauses', async () => {
    const user = userEvent.setup();
    const server = mockShop();
    await renderWithApp(<CartView />);
    const more = await screen.findByRole('button', {
      name: 'Increase the quantity of Ceramic mug',
    });
    await user.click(more);
    await user.click(more);
    const field = screen.getByRole('spinbutton', { name: 'Quantity of Ceramic mug' });
    expect((field as HTMLInputElement).value).toBe('4');
    // The line total follows at once; the request waits for the pause.
    expect(field.closest('li')!.textContent).toContain('Total KD 6.000');
    expect(server.changes()).toEqual([]);
    await waitFor(() =>
      expect(server.changes().map((c) => [c.method, c.url, c.body])).toEqual([
        ['PUT', '/api/carts/items/2', { quantity: 4 }],
      ]),
    );
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Order summary' }).textContent).toContain(
        'KD 195.000',
      ),
    );
  });

  it('puts the quantity back and says why when the server refuses it', async () => {
    const user = userEvent.setup();
    mockCartApi(cartOf(lines()), (call) =>
      call.method === 'PUT'
        ? refusal(409, 'conflict', 'Only 3 left in stock.', { quantity: 'Only 3 left in stock.' })
        : undefined,
    );
    await renderWithApp(<CartView />);
    const field = await screen.findByRole('spinbutton', { name: 'Quantity of Ceramic mug' });
    await user.click(screen.getByRole('button', { name: 'Increase the quantity of Ceramic mug' }));
    await user.click(screen.getByRole('button', { name: 'Increase the quantity of Ceramic mug' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', 'Only 3 left in stock.'));
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('2'));
  });

  it('says what is left of a short line and sets it with one press', async () => {
    const user = userEvent.setup();
    const server = mockShop(
      cartOf([cartItem(2, 3, 'Ceramic mug', { productQuantity: 2, activeQty: 1, inStock: false })]),
    );
    await renderWithApp(<CartView />);
    const line = (await screen.findByRole('link', { name: 'Ceramic mug' })).closest('li')!;
    expect(line.textContent).toContain('Only 1 left');
    await user.click(within(line).getByRole('button', { name: 'Set to 1: Ceramic mug' }));
    await waitFor(() =>
      expect(server.changes().map((c) => [c.method, c.url, c.body])).toEqual([
        ['PUT', '/api/carts/items/2', { quantity: 1 }],
      ]),
    );
  });

  it('says so when more is asked than there is, instead of lowering it silently', async () => {
    const user = userEvent.setup();
    const server = mockShop(cartOf([cartItem(2, 3, 'Ceramic mug', { activeQty: 25 })]));
    await renderWithApp(<CartView />);
    const field = await screen.findByRole('spinbutton', { name: 'Quantity of Ceramic mug' });
    await user.clear(field);
    await user.type(field, '999');
    const note = 'Only 25 available: quantity set to 25';
    // Said in a live region, and tied to the field.
    expect(screen.getByText(note).getAttribute('role')).toBe('status');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      note,
    );
    await user.tab();
    expect((field as HTMLInputElement).value).toBe('25');
    await waitFor(() => expect(server.changes().map((c) => c.body)).toEqual([{ quantity: 25 }]));
    // At the stock, + says it again; − is a quantity within it, and the note goes.
    await user.click(screen.getByRole('button', { name: 'Increase the quantity of Ceramic mug' }));
    expect(screen.getByText(note)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Decrease the quantity of Ceramic mug' }));
    expect(screen.queryByText(note)).toBeNull();
  });

  it('shows a refused promo code on its field, and an applied one with Remove', async () => {
    const user = userEvent.setup();
    const server = mockShop();
    await renderWithApp(<CartView />);
    const field = await screen.findByRole('textbox', { name: 'Promo code' });

    await user.type(field, 'EXPIRED2025');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(field.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe('This promo code has expired.');
    expect(document.activeElement).toBe(field);
    expect(showToast).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, 'WELCOME10{Enter}');
    expect(await screen.findByText('Promo code WELCOME10 applied')).toBeTruthy();
    expect(screen.getByText('10% off your order')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary.textContent).toContain('Discount (WELCOME10)−KD 19.200');
    expect(summary.textContent).toContain('TotalKD 172.800');

    await user.click(screen.getByRole('button', { name: 'Remove promo code WELCOME10' }));
    expect(await screen.findByRole('textbox', { name: 'Promo code' })).toBeTruthy();
    expect(summary.textContent).not.toContain('WELCOME10');
    expect(server.changes().map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT /api/cart/promo-code?promoCode=EXPIRED2025',
      'PUT /api/cart/promo-code?promoCode=WELCOME10',
      'DELETE /api/delete-cart-promocode',
    ]);
  });

  it('says what a code needs when the cart is below its minimum', async () => {
    mockShop(
      cartOf([cartItem(2, 3, 'Ceramic mug', { unitPrice: 1_500 })], {
        promoCode: { ...welcome10, applicable: false },
      }),
    );
    await renderWithApp(<CartView />);
    expect(
      await screen.findByText(
        (_, node) =>
          node?.textContent === 'Spend at least KD 5.000 to use this code.' &&
          node.tagName === 'SPAN',
      ),
    ).toBeTruthy();
  });

  it('says a code was turned off or ran out when the cart reaches its minimum', async () => {
    // Ceramic mugs at KD 1.500 × 4 = KD 6.000, above WELCOME10's KD 5.000: not a matter of spending.
    mockShop(
      cartOf(
        [cartItem(2, 3, 'Ceramic mug', { unitPrice: 1_500, productQuantity: 4, lineTotal: 6_000 })],
        {
          promoCode: { ...welcome10, applicable: false },
          subTotal: 6_000,
        },
      ),
    );
    await renderWithApp(<CartView />);
    expect(
      await screen.findByText("This code can't be used any more. Remove it or try another."),
    ).toBeTruthy();
    expect(screen.queryByText(/Spend at least/)).toBeNull();
  });

  it('clears the cart after a confirmation, then shows the empty cart', async () => {
    const user = userEvent.setup();
    const server = mockShop();
    await renderWithApp(<CartView />);
    await user.click(await screen.findByRole('button', { name: 'Clear cart' }));
    const question = screen.getByRole('group', { name: 'Remove every item from your cart?' });
    expect(document.activeElement).toBe(
      within(question).getByRole('button', { name: 'Keep my items' }),
    );
    expect(server.changes()).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Yes, clear the cart' }));
    const empty = await screen.findByRole('heading', {
      name: 'You have no items in your shopping cart',
    });
    await waitFor(() => expect(document.activeElement).toBe(empty));
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    expect(server.changes().map((c) => `${c.method} ${c.url}`)).toEqual(['DELETE /api/clear-cart']);
  });

  it('shows the empty cart with a way back to the shop', async () => {
    mockShop(emptyCart());
    await renderWithApp(<CartView />);
    expect(
      await screen.findByRole('heading', { name: 'You have no items in your shopping cart' }),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Order summary' })).toBeNull();
  });
});
