import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch.ts';
import { anOrder } from '../../../test/order-fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { OrderConfirmation } from './order-confirmation.tsx';

describe('OrderConfirmation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('never calls a cash order paid, even once it is on its way', async () => {
    mockFetch(() => json([]));
    await renderWithApp(<OrderConfirmation order={anOrder(9, { status: 'shipped' })} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order placed');
  });

  it('calls a card order paid once the gateway said so', async () => {
    mockFetch(() => json([]));
    const order = anOrder(9, {
      status: 'processing',
      timeline: [
        { status: 'awaiting_payment', at: '2026-11-20T10:00:00.000Z', actor: 'shopper', note: '' },
        { status: 'paid', at: '2026-11-20T10:01:00.000Z', actor: 'system', note: '' },
        { status: 'processing', at: '2026-11-20T12:00:00.000Z', actor: 'staff', note: '' },
      ],
    });
    await renderWithApp(<OrderConfirmation order={order} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Thank you! Your order is paid',
    );
  });
});
