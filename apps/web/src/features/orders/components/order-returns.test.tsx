import type { Order } from '@storefront/contracts/orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInGuest } from '../../../test/cart-fixtures.ts';
import { json, mockFetch } from '../../../test/fetch.ts';
import { anItem, anOrder } from '../../../test/order-fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { ordersKeys } from '../api/keys.ts';
import { OrderReturns } from './order-returns.tsx';

const items = [
  anItem(1, { productName: 'Desk Lamp', quantity: 3 }),
  anItem(2, { productName: 'Notebook', quantity: 1 }),
];
const delivered = (extra: Partial<Order> = {}) =>
  anOrder(12, { status: 'delivered', deliveryEstimate: null, ...extra });
const earlier = {
  returnId: 4,
  createdAt: '2026-11-25T10:00:00.000Z',
  reason: 'Too big',
  status: 'requested' as const,
  lines: [{ itemId: 1, quantity: 1 }],
  decisionNote: '',
};

afterEach(() => vi.unstubAllGlobals());

describe('OrderReturns', () => {
  it('offers nothing before the order is delivered, nor to a visitor holding its key', async () => {
    const { unmount } = await renderWithApp(
      <OrderReturns order={anOrder(12, { status: 'shipped' })} items={items} canRequest />,
    );
    expect(screen.queryByRole('button', { name: 'Return items' })).toBeNull();
    unmount();
    await renderWithApp(<OrderReturns order={delivered()} items={items} canRequest={false} />);
    expect(screen.queryByRole('button', { name: 'Return items' })).toBeNull();
  });

  it('lists earlier requests and lets choose at most what is left of each line', async () => {
    await renderWithApp(
      <OrderReturns
        order={delivered({ returns: [{ ...earlier, lines: [{ itemId: 2, quantity: 1 }] }] })}
        items={items}
        canRequest
      />,
    );
    const list = screen.getAllByRole('list')[0]!;
    expect(within(list).getByText('Requested')).toBeTruthy();
    expect(within(list).getByText('Notebook × 1')).toBeTruthy();
    expect(within(list).getByText('Too big')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Return items' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Return items' })),
    );
    // The notebook was asked back already: it cannot be chosen again.
    expect(screen.getByRole('checkbox', { name: 'Notebook' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Already asked back')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Desk Lamp' }));
    const howMany = screen.getByRole('combobox', { name: 'How many' });
    expect(
      within(howMany)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2', '3']);
  });

  it("shows an approved request, and a refused one with the shop's reason", async () => {
    await renderWithApp(
      <OrderReturns
        order={delivered({
          returns: [
            { ...earlier, status: 'approved', decisionNote: 'Drop it at our Salmiya shop' },
            { ...earlier, returnId: 5, status: 'refused', decisionNote: 'Worn after 30 days' },
          ],
        })}
        items={items}
        canRequest
      />,
    );
    const list = screen.getAllByRole('list')[0]!;
    expect(within(list).getByText('Approved')).toBeTruthy();
    expect(within(list).getAllByText('The shop’s answer:')).toHaveLength(2);
    expect(within(list).getByText('Drop it at our Salmiya shop', { exact: false })).toBeTruthy();
    expect(within(list).getByText('Refused')).toBeTruthy();
    expect(within(list).getByText('Worn after 30 days', { exact: false })).toBeTruthy();
  });

  it('asks for a line and a reason before sending', async () => {
    const calls = mockFetch(() => json({}));
    await renderWithApp(<OrderReturns order={delivered()} items={items} canRequest />);
    await userEvent.click(screen.getByRole('button', { name: 'Return items' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ask for the return' }));
    expect(screen.getByText('Choose at least one item to return.')).toBeTruthy();
    expect(screen.getByText('Say why you are returning it (at most 500 characters).')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Desk Lamp' })),
    );
    expect(calls).toHaveLength(0);
  });

  it('sends the lines and the reason, then lists the new request', async () => {
    signInGuest();
    const answer = delivered({ returns: [{ ...earlier, lines: [{ itemId: 1, quantity: 2 }] }] });
    const calls = mockFetch(() => json(answer, 201));
    const { queryClient, rerender } = await renderWithApp(
      <OrderReturns order={delivered()} items={items} canRequest />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Return items' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Desk Lamp' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'How many' }), '2');
    await userEvent.type(screen.getByLabelText('Why are you returning them?'), 'Too big');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for the return' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Returns' })),
    );
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { lines: [{ itemId: 1, quantity: 2 }], reason: 'Too big' },
    });
    expect(calls[0]?.url).toContain('/api/orders/12/returns');
    expect(queryClient.getQueryData(ordersKeys.detail(12))).toEqual(answer);
    // The page draws the cached order again: the request is listed.
    rerender(<OrderReturns order={answer} items={items} canRequest />);
    expect(screen.getByText('Desk Lamp × 2')).toBeTruthy();
  });

  it("puts the API's refusal of a line's quantity beside that line", async () => {
    signInGuest();
    mockFetch(() =>
      json(
        {
          error: {
            code: 'validation_failed',
            message: 'Check the highlighted fields.',
            fields: {
              'lines.0.quantity': 'Choose at most the units you bought and have not returned yet.',
            },
          },
        },
        400,
      ),
    );
    await renderWithApp(<OrderReturns order={delivered()} items={items} canRequest />);
    await userEvent.click(screen.getByRole('button', { name: 'Return items' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Desk Lamp' }));
    await userEvent.type(screen.getByLabelText('Why are you returning them?'), 'Too big');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for the return' }));
    const howMany = screen.getByRole('combobox', { name: 'How many' });
    await waitFor(() => expect(howMany.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(howMany.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Choose at most the units you bought and have not returned yet.',
    );
    expect(document.activeElement).toBe(howMany);
  });
});
