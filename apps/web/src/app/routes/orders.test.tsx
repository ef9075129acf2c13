import type { Order, OrderItem, OrderPage as OrdersAnswer } from '@storefront/contracts/orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInGuest } from '../../test/cart-fixtures.ts';
import { json, mockFetch } from '../../test/fetch.ts';
import { anItem, anOrder } from '../../test/order-fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import OrderPage from './order.tsx';
import OrdersPage from './orders.tsx';

// This page's orders carry a promo code's discount; the lamp is the line the tests name.
const order = (orderId: number, extra: Partial<Order> = {}): Order =>
  anOrder(orderId, { discount: 1_000, total: 12_000, promoCode: 'SAVE', ...extra });

const item: OrderItem = anItem(1, {
  productId: 5,
  productName: 'Desk Lamp',
  quantity: 3,
  unitPrice: 3_833,
  lineTotal: 11_500,
});

function renderAt(path: string) {
  return renderWithApp(
    <Routes>
      <Route path="/account/orders" element={<OrdersPage />} />
      <Route path="/account/orders/:orderId" element={<OrderPage />} />
      <Route path="/cart" element={<p>cart page</p>} />
    </Routes>,
    { path },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('/account/orders', () => {
  it('lists the orders with number, status, total and item count, paginated', async () => {
    signInGuest();
    const page: OrdersAnswer = {
      items: [order(12), order(11, { status: 'paid' })],
      count: 12,
      page: 1,
    };
    const calls = mockFetch(() => json(page));
    await renderAt('/account/orders');
    const link = await screen.findByRole('link', { name: 'View order DK-000012' });
    expect(link.getAttribute('href')).toBe('/account/orders/12');
    expect(screen.getByText('Placed')).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getAllByText('KD 12.000')).toHaveLength(2);
    expect(screen.getAllByText('3 items')).toHaveLength(2);
    // The timeline in short: how far along, and since when.
    expect(screen.getAllByText('Step 1 of 4')).toHaveLength(2);
    expect(screen.getAllByText('Since', { exact: false })[0]?.textContent).toBe(
      'Since 20 Nov 2026',
    );
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/account/orders?page=2',
    );
    expect(calls[0]?.url).toContain('/api/customers/g-1/orders?page=1&itemsPerPage=10');
  });

  it('says when there are no orders yet', async () => {
    signInGuest();
    mockFetch(() => json({ items: [], count: 0, page: 1 }));
    await renderAt('/account/orders');
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
  });

  it('offers to try again when the orders cannot be loaded', async () => {
    signInGuest();
    mockFetch(() => json({ error: { code: 'internal', message: 'x' } }, 500));
    await renderAt('/account/orders');
    expect(await screen.findByText('Your orders could not be loaded.')).toBeTruthy();
  });
});

describe('/account/orders/:orderId', () => {
  it('shows the order, its lines and totals, and orders again', async () => {
    signInGuest();
    const calls = mockFetch((call) => {
      if (call.url.endsWith('/items')) return json([item]);
      if (call.url.endsWith('/reorder')) {
        return json({
          cart: {
            items: [],
            itemCount: 3,
            subTotal: 0,
            promoCode: null,
            discount: 0,
            shippingAddressId: null,
            billingAddressId: null,
            shippingMethodId: null,
            paymentMethodId: null,
            shippingAmount: 0,
            total: 0,
          },
          added: [{ productName: 'Desk Lamp', quantity: 3, requested: 3 }],
          unavailable: [],
        });
      }
      return json(order(12));
    });
    await renderAt('/account/orders/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order DK-000012' })).toBeTruthy();
    expect(await screen.findByText('Desk Lamp')).toBeTruthy();
    expect(screen.getByText('KD 11.500', { selector: 'dd bdi' })).toBeTruthy();
    expect(screen.getByText('−KD 1.000')).toBeTruthy();
    expect(screen.getByText('Cash on delivery')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All orders' }).getAttribute('href')).toBe(
      '/account/orders',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Order again' }));
    expect(await screen.findByText('cart page')).toBeTruthy();
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.endsWith('/api/orders/12/reorder') && c.method === 'POST'),
      ).toBe(true),
    );
  });

  it('shows where the order is in its life, and when it should arrive', async () => {
    signInGuest();
    mockFetch((call) =>
      call.url.endsWith('/items')
        ? json([item])
        : json(
            order(12, {
              status: 'shipped',
              timeline: [
                { status: 'placed', at: '2026-11-20T10:00:00.000Z', actor: 'shopper', note: '' },
                { status: 'processing', at: '2026-11-21T10:00:00.000Z', actor: 'staff', note: '' },
                { status: 'shipped', at: '2026-11-22T10:00:00.000Z', actor: 'staff', note: '' },
              ],
            }),
          ),
    );
    await renderAt('/account/orders/12');
    const status = await screen.findByRole('region', { name: 'Order status' });
    expect(within(status).getByText('Arrives between 22 Nov and 24 Nov')).toBeTruthy();
    const current = status.querySelector('[aria-current="step"]');
    expect(current?.textContent).toContain('Shipped');
    // Shipped: too late to cancel.
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('cancels the order and shows it cancelled, its refund owed', async () => {
    signInGuest();
    const placed = order(12, { status: 'paid', paymentMethodCode: 'sandbox_card' });
    const cancelled = order(12, {
      status: 'cancelled',
      paymentMethodCode: 'sandbox_card',
      deliveryEstimate: null,
      refund: 'requested',
      timeline: [
        ...placed.timeline,
        { status: 'cancelled', at: '2026-11-20T11:00:00.000Z', actor: 'shopper', note: '' },
      ],
    });
    const calls = mockFetch((call) => {
      if (call.url.endsWith('/items')) return json([item]);
      if (call.url.endsWith('/cancel')) return json(cancelled);
      return json(placed);
    });
    await renderAt('/account/orders/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    const status = screen.getByRole('region', { name: 'Order status' });
    await waitFor(() =>
      expect(status.querySelector('[aria-current="step"]')?.textContent).toContain('Cancelled'),
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Order status' }));
    expect(within(status).getByText('Refund requested')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('says when the order does not exist', async () => {
    signInGuest();
    mockFetch(() =>
      json({ error: { code: 'not_found', message: 'This order does not exist.' } }, 404),
    );
    await renderAt('/account/orders/99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This order does not exist.' }),
    ).toBeTruthy();
  });
});
