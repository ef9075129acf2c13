import type { Cart } from '@storefront/contracts/cart';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cartItem,
  cartOf,
  mockCartApi,
  refusal,
  signInGuest,
  USER_ID,
} from '../../../test/cart-fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { useAddCartItem } from '../api/add-cart-item.ts';
import { cartQueryOptions, useCart } from '../api/get-cart.ts';
import { useRemoveCartItem } from '../api/remove-cart-item.ts';
import { useCartCount } from './use-cart-count.ts';

const showToast = vi.hoisted(() =>
  vi.fn(
    async (_kind: string, _message: string, _action?: { label: string; onClick: () => void }) => {},
  ),
);
vi.mock('../../../lib/toast.ts', () => ({
  showToast,
  isToasterRequested: () => false,
  subscribeToToasterRequest: () => () => {},
}));

/** A promise the test settles when it wants the server to answer. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** The header's count, the lines, and buttons for the changes under test. */
function Harness() {
  const count = useCartCount();
  const cart = useCart();
  const add = useAddCartItem();
  const remove = useRemoveCartItem();
  return (
    <>
      <output aria-label="count">{count}</output>
      <output aria-label="lines">
        {cart.data?.items.map((item) => `${item.productName}×${item.productQuantity}`).join(', ')}
      </output>
      <button
        type="button"
        onClick={() =>
          add.mutate({
            productId: 5,
            variationId: null,
            quantity: 2,
            preview: { productName: 'Desk lamp', picturePath: null, unitPrice: 7_000 },
          })
        }
      >
        add lamp
      </button>
      <button
        type="button"
        onClick={() => add.mutate({ productId: 1, variationId: null, quantity: 1 })}
      >
        add mug
      </button>
      <button type="button" onClick={() => remove.mutate(startingCart().items[1]!)}>
        remove kettle
      </button>
    </>
  );
}

const count = () => screen.getByRole('status', { name: 'count' }).textContent;
const lines = () => screen.getByRole('status', { name: 'lines' }).textContent;

const startingCart = () =>
  cartOf([
    cartItem(1, 1, 'Mug', { productQuantity: 1 }),
    cartItem(2, 2, 'Kettle', { productQuantity: 2 }),
  ]);

async function renderHarness() {
  const rendered = await renderWithApp(<Harness />);
  await waitFor(() => expect(count()).toBe('3'));
  return rendered;
}

describe('optimistic cart changes', () => {
  beforeEach(signInGuest);
  afterEach(() => {
    vi.unstubAllGlobals();
    showToast.mockClear();
  });

  it('shows an added line at once, then the server’s cart', async () => {
    const user = userEvent.setup();
    const answer = gate();
    const server = mockCartApi(startingCart(), async (call) => {
      if (call.method === 'POST') await answer.opened;
      return undefined;
    });
    const { queryClient } = await renderHarness();

    await user.click(screen.getByRole('button', { name: 'add lamp' }));
    // Before the server answers: the header count and a provisional line from the preview.
    await waitFor(() => expect(count()).toBe('5'));
    expect(lines()).toBe('Mug×1, Kettle×2, Desk lamp×2');
    const provisional = queryClient.getQueryData<Cart>(cartQueryOptions(USER_ID).queryKey);
    expect(provisional?.subTotal).toBe(2_500 * 3 + 7_000 * 2);

    answer.open();
    // The server's line (its name, its id) replaces the provisional one.
    await waitFor(() => expect(lines()).toBe('Mug×1, Kettle×2, Product 5×2'));
    expect(count()).toBe('5');
    expect(server.changes().map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/cart-items', { productId: 5, variationId: null, quantity: 2 }],
    ]);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('raises the matching line when the product is already in the cart', async () => {
    const user = userEvent.setup();
    const answer = gate();
    mockCartApi(startingCart(), async (call) => {
      if (call.method === 'POST') await answer.opened;
      return undefined;
    });
    await renderHarness();
    await user.click(screen.getByRole('button', { name: 'add mug' }));
    await waitFor(() => expect(lines()).toBe('Mug×2, Kettle×2'));
    expect(count()).toBe('4');
    answer.open();
  });

  it('rolls an add back and shows the server’s message when it is refused', async () => {
    const user = userEvent.setup();
    const answer = gate();
    mockCartApi(startingCart(), async (call) => {
      if (call.method !== 'POST') return undefined;
      await answer.opened;
      return refusal(409, 'conflict', 'Only 3 left in stock.', {
        quantity: 'Only 3 left in stock.',
      });
    });
    await renderHarness();

    await user.click(screen.getByRole('button', { name: 'add lamp' }));
    await waitFor(() => expect(count()).toBe('5'));
    answer.open();
    await waitFor(() => expect(count()).toBe('3'));
    expect(lines()).toBe('Mug×1, Kettle×2');
    expect(showToast).toHaveBeenCalledWith('error', 'Only 3 left in stock.');
  });

  it('removes a line at once and puts it back when the server refuses', async () => {
    const user = userEvent.setup();
    const answer = gate();
    mockCartApi(startingCart(), async (call) => {
      if (call.method !== 'DELETE') return undefined;
      await answer.opened;
      return refusal(503, 'unavailable', 'Service unavailable');
    });
    await renderHarness();

    await user.click(screen.getByRole('button', { name: 'remove kettle' }));
    await waitFor(() => expect(lines()).toBe('Mug×1'));
    expect(count()).toBe('1');
    answer.open();
    await waitFor(() => expect(lines()).toBe('Mug×1, Kettle×2'));
    expect(showToast).toHaveBeenCalledWith(
      'error',
      'Your cart could not be updated. Please try again.',
    );
  });

  it('keeps a later change when an earlier one fails, and sends them in order', async () => {
    const user = userEvent.setup();
    const answer = gate();
    const server = mockCartApi(startingCart(), async (call) => {
      if (call.method !== 'POST') return undefined;
      await answer.opened;
      return refusal(409, 'conflict', 'This product is out of stock.');
    });
    await renderHarness();

    await user.click(screen.getByRole('button', { name: 'add lamp' }));
    await user.click(screen.getByRole('button', { name: 'remove kettle' }));
    // Both shown at once…
    await waitFor(() => expect(lines()).toBe('Mug×1, Desk lamp×2'));
    // …but the removal waits for the add to be answered.
    expect(server.changes().map((c) => c.method)).toEqual(['POST']);

    answer.open();
    await waitFor(() => expect(server.changes().map((c) => c.method)).toEqual(['POST', 'DELETE']));
    // The refused add goes; the removal made after it stays.
    await waitFor(() => expect(lines()).toBe('Mug×1'));
    expect(count()).toBe('1');
    const errors = showToast.mock.calls.filter(([kind]) => kind === 'error');
    expect(errors).toEqual([['error', 'This product is out of stock.']]);
  });

  it('says a removal happened and puts the same line back on Undo', async () => {
    const user = userEvent.setup();
    const server = mockCartApi(startingCart());
    await renderHarness();

    await user.click(screen.getByRole('button', { name: 'remove kettle' }));
    await waitFor(() => expect(lines()).toBe('Mug×1'));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'success',
        'Kettle was removed from your cart.',
        expect.objectContaining({ label: 'Undo' }),
      ),
    );
    const undo = showToast.mock.calls.at(-1)?.[2];
    if (!undo) throw new Error('no Undo offered');
    act(() => undo.onClick());
    // The same product and quantity come back (the fake server names new lines itself).
    await waitFor(() => expect(count()).toBe('3'));
    const readd = server.changes().at(-1);
    expect(readd?.method).toBe('POST');
    expect(readd?.body).toMatchObject({ productId: 2, quantity: 2 });
  });
});
