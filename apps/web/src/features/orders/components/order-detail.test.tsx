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

  it('shows how a shipped order travels: carrier, tracking number (left to right) and link', async () => {
    mockFetch(() => json([]));
    const shipment = {
      carrier: 'Aramex',
      trackingNumber: 'KW123456789',
      trackingUrl: 'https://track.example.com/KW123456789',
    };
    await renderWithApp(
      <OrderDetail order={anOrder(9, { status: 'shipped', shipment })} items={[]} />,
    );
    const section = screen.getByRole('region', { name: 'Tracking' });
    expect(section.textContent).toContain('Aramex');
    expect(screen.getByText('KW123456789').closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(
      screen
        .getByRole('link', { name: 'Track the parcel on the carrier’s site' })
        .getAttribute('href'),
    ).toBe(shipment.trackingUrl);
  });

  it('shows no tracking before the order ships', async () => {
    mockFetch(() => json([]));
    await renderWithApp(<OrderDetail order={anOrder(9, { status: 'processing' })} items={[]} />);
    expect(screen.queryByRole('region', { name: 'Tracking' })).toBeNull();
  });
});
