import type { Order } from '@storefront/contracts/orders';
import type { PaymentStatus } from '@storefront/contracts/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInGuest } from '../../test/cart-fixtures.ts';
import { json, mockFetch, type RecordedCall } from '../../test/fetch.ts';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { anItem, anOrder } from '../../test/order-fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import CheckoutResultPage from './checkout-result.tsx';

const REFERENCE = 'ref_aaaaaaaaaaaaaaaaaaaa';

const status = (extra: Partial<PaymentStatus> = {}): PaymentStatus => ({
  reference: REFERENCE,
  status: 'succeeded',
  orderId: 42,
  orderNumber: 'DK-000042',
  orderStatus: 'paid',
  amount: 12_500,
  failureReason: null,
  ...extra,
});

const cardOrder = (extra: Partial<Order> = {}) =>
  anOrder(42, {
    status: 'paid',
    total: 12_500,
    paymentMethodCode: 'sandbox_card',
    paymentReference: REFERENCE,
    ...extra,
  });

const page = (...orders: Order[]) => json({ items: orders, count: orders.length, page: 1 });
const lines = () =>
  json([
    anItem(1, { productName: 'Desk Lamp', picturePath: '/files/lamp.svg', quantity: 2 }),
    anItem(2, { productName: 'Notebook' }),
  ]);

/** Answers by path: the order list, one order, its lines, the payment's status. */
function api(answers: {
  list?: () => Response;
  order?: () => Response;
  status?: () => Response;
  other?: (call: RecordedCall) => Response;
}) {
  return mockFetch((call) => {
    const path = new URL(call.url, 'http://shop').pathname;
    if (path.endsWith('/items')) return lines();
    if (/\/customers\/[^/]+\/orders$/.test(path) && answers.list) return answers.list();
    if (/\/orders\/\d+$/.test(path) && answers.order) return answers.order();
    if (path.endsWith('/status') && answers.status) return answers.status();
    if (answers.other) return answers.other(call);
    return json({ error: { code: 'not_found', message: `no answer for ${path}` } }, 404);
  });
}

function renderAt(path: string) {
  return renderWithApp(
    <Routes>
      <Route path="/checkout/result" element={<CheckoutResultPage />} />
    </Routes>,
    { path },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('/checkout/result', () => {
  it('confirms a paid order: its lines, totals, address, email and delivery window', async () => {
    signInGuest();
    api({ list: () => page(cardOrder()) });
    await renderAt(`/checkout/result?reference=${REFERENCE}`);
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Thank you! Your order is paid',
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('status').textContent).toBe('Thank you! Your order is paid');
    expect(screen.getByText('DK-000042')).toBeTruthy();
    expect(screen.getAllByText('KD 12.500').length).toBeGreaterThan(0);
    expect(
      screen.getByText('We sent a confirmation to \u2068sara@example.com\u2069.'),
    ).toBeTruthy();
    expect(screen.getByText('Arrives between 22 Nov and 24 Nov')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Desk Lamp' })).toBeTruthy();
    expect(screen.getByText('Notebook')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Shipping address' })).toBeTruthy();
    // The main button looks like every other main button of the shop.
    const view = screen.getByRole('link', { name: 'View order' });
    expect(view.getAttribute('href')).toBe('/account/orders/42');
    expect(view.className).toContain('bg-primary-strong');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toBeTruthy();
  });

  it('offers a guest an account and the way back to the order, and a customer neither', async () => {
    signInGuest();
    api({ order: () => json(anOrder(7)) });
    const { unmount } = await renderAt('/checkout/result?orderId=7');
    const offer = (await screen.findByRole('heading', { name: 'Save your details for next time' }))
      .parentElement!;
    expect(
      within(offer).getByRole('link', { name: 'Create an account' }).getAttribute('href'),
    ).toBe('/register');
    expect(within(offer).getByRole('link', { name: 'Track an order' }).getAttribute('href')).toBe(
      '/track-order?number=DK-000007',
    );
    unmount();

    localStorage.setItem(
      'accessToken',
      fakeJwt({ nameid: 'c-1', role: 'customer', exp: inOneHour() }),
    );
    localStorage.setItem('isGuest', 'false');
    await renderAt('/checkout/result?orderId=7');
    await screen.findByRole('heading', { level: 1, name: 'Order placed' });
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
  });

  it('shows a cash on delivery order as placed, read by its id', async () => {
    signInGuest();
    const calls = api({ order: () => json(anOrder(7)) });
    await renderAt('/checkout/result?orderId=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order placed' })).toBeTruthy();
    expect(screen.getByText('You will pay when your order is delivered.')).toBeTruthy();
    expect(screen.getByText('DK-000007')).toBeTruthy();
    expect(calls[0]?.url).toContain('/api/orders/7');
  });

  it('shows a failed payment with its reason and retries through a new payment link', async () => {
    signInGuest();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = api({
      list: () => page(cardOrder({ status: 'payment_failed' })),
      status: () =>
        json(
          status({
            status: 'failed',
            orderStatus: 'payment_failed',
            failureReason: 'card_declined',
          }),
        ),
      other: () =>
        json({ reference: 'ref_bbbbbbbbbbbbbbbbbbbb', url: '/pay/ref_bbbbbbbbbbbbbbbbbbbb' }),
    });
    await renderAt(`/checkout/result?reference=${REFERENCE}`);
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    expect(screen.getByText('The card was declined.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/pay/ref_bbbbbbbbbbbbbbbbbbbb?lang=en'),
    );
    expect(
      calls.some((c) => c.url.includes(`/api/payments/reference/${REFERENCE}/payment-link`)),
    ).toBe(true);
  });

  it('says why a retry was refused', async () => {
    signInGuest();
    api({
      list: () => page(cardOrder({ status: 'payment_failed' })),
      status: () =>
        json(status({ status: 'failed', orderStatus: 'payment_failed', failureReason: 'x' })),
      other: () =>
        json({ error: { code: 'conflict', message: 'This order can no longer be paid.' } }, 409),
    });
    await renderAt(`/checkout/result?reference=${REFERENCE}`);
    expect(await screen.findByText('The payment did not go through.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This order can no longer be paid.',
    );
  });

  it('gives way to the confirmation once the payment is seen through', async () => {
    signInGuest();
    let listed = 0;
    api({
      // The list is read first while the payment is pending, then again once it is paid.
      list: () => page(cardOrder({ status: listed++ === 0 ? 'awaiting_payment' : 'paid' })),
      status: () => json(status()),
    });
    await renderAt(`/checkout/result?reference=${REFERENCE}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you! Your order is paid' }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('img', { name: 'Desk Lamp' })).toBeTruthy());
    expect(listed).toBe(2);
  });

  it('shows a payment it cannot find as an error with a way to ask again', async () => {
    signInGuest();
    api({
      list: () => page(),
      status: () =>
        json({ error: { code: 'not_found', message: 'This payment was not found.' } }, 404),
    });
    await renderAt(`/checkout/result?reference=${REFERENCE}`);
    expect((await screen.findByRole('alert')).textContent).toContain('This payment was not found.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says when no order is given', async () => {
    await renderAt('/checkout/result');
    expect(screen.getByText('No order was given.')).toBeTruthy();
  });
});
