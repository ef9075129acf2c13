import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInGuest } from '../../../test/cart-fixtures.ts';
import { json, mockFetch } from '../../../test/fetch.ts';
import { anOrder } from '../../../test/order-fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { ordersKeys } from '../api/keys.ts';
import { CancelOrder } from './cancel-order.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('CancelOrder', () => {
  it('asks first, with the focus on the question; Escape puts the button back, focused', async () => {
    signInGuest();
    const calls = mockFetch(() => json({}));
    await renderWithApp(<CancelOrder order={anOrder(12)} onCancelled={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const question = screen.getByRole('heading', { name: 'Cancel this order?' });
    await waitFor(() => expect(document.activeElement).toBe(question));
    expect(screen.getByRole('region', { name: 'Cancel this order?' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel order' })),
    );
    expect(calls).toHaveLength(0);
  });

  it('cancels with the reason given, and the cached order becomes the cancelled one', async () => {
    signInGuest();
    const cancelled = anOrder(12, { status: 'cancelled' });
    const calls = mockFetch(() => json(cancelled));
    const onCancelled = vi.fn();
    const { queryClient } = await renderWithApp(
      <CancelOrder order={anOrder(12)} onCancelled={onCancelled} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.type(
      screen.getByLabelText('Why are you cancelling? (optional)'),
      ' Changed my mind ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { reason: 'Changed my mind' },
    });
    expect(calls[0]?.url).toContain('/api/orders/12/cancel');
    expect(calls[0]?.headers['order-access']).toBeUndefined();
    expect(queryClient.getQueryData(ordersKeys.detail(12))).toEqual(cancelled);
  });

  it('sends the key of an order found by number and email', async () => {
    signInGuest();
    const calls = mockFetch(() => json(anOrder(12, { status: 'cancelled' })));
    await renderWithApp(<CancelOrder order={anOrder(12)} access="key-1" onCancelled={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.headers['order-access']).toBe('key-1');
    expect(calls[0]?.body).toEqual({ reason: '' });
  });

  it('says why the order can no longer be cancelled', async () => {
    signInGuest();
    mockFetch(() =>
      json(
        {
          error: {
            code: 'conflict',
            message: 'This order can no longer be cancelled: it has shipped.',
          },
        },
        409,
      ),
    );
    const onCancelled = vi.fn();
    await renderWithApp(<CancelOrder order={anOrder(12)} onCancelled={onCancelled} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This order can no longer be cancelled: it has shipped.',
    );
    expect(onCancelled).not.toHaveBeenCalled();
  });
});
