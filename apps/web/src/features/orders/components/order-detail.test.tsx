import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch.ts';
import { anOrder } from '../../../test/order-fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { OrderDetail } from './order-detail.tsx';

const payButton = () => screen.queryByRole('button', { name: 'Go to payment' });

describe('OrderDetail', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers to pay a card order the shop still waits for', async () => {
    mockFetch(() => json([]));
    const order = anOrder(9, { status: 'awaiting_payment', paymentReference: 'pay_abc' });
    await renderWithApp(<OrderDetail order={order} items={[]} />);
    expect(payButton()).not.toBeNull();
  });

  it('does not once it is paid, nor for an order found by number and email', async () => {
    mockFetch(() => json([]));
    await renderWithApp(
      <OrderDetail
        order={anOrder(9, { status: 'paid', paymentReference: 'pay_abc' })}
        items={[]}
      />,
    );
    expect(payButton()).toBeNull();
    await renderWithApp(
      <OrderDetail
        order={anOrder(9, { status: 'awaiting_payment', paymentReference: 'pay_abc' })}
        items={[]}
        access="key"
      />,
    );
    expect(payButton()).toBeNull();
  });
});
