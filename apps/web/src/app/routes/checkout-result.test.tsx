import type { PaymentStatus } from '@storefront/contracts/payments';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInGuest } from '../../test/cart-fixtures.ts';
import { json, mockFetch } from '../../test/fetch.ts';
import { renderWithApp } from '../../test/render.tsx';
import CheckoutResultPage from './checkout-result.tsx';

const status = (extra: Partial<PaymentStatus> = {}): PaymentStatus => ({
  reference: 'ref_aaaaaaaaaaaaaaaaaaaa',
  status: 'succeeded',
  orderId: 42,
  orderNumber: 'DK-000042',
  orderStatus: 'paid',
  amount: 12_500,
  failureReason: null,
  ...extra,
});

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
  it('shows a paid order with its number, total and links, focusing the outcome', async () => {
    signInGuest();
    mockFetch(() => json(status()));
    await renderAt('/checkout/result?reference=ref_aaaaaaaaaaaaaaaaaaaa');
    const heading = await screen.findByRole('heading', { name: 'Thank you! Your order is paid' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('status').textContent).toBe('Thank you! Your order is paid');
    expect(screen.getByText('DK-000042')).toBeTruthy();
    expect(screen.getByText('KD 12.500')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe(
      '/account/orders/42',
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toBeTruthy();
  });

  it('shows a failure with its reason and retries through a new payment link', async () => {
    signInGuest();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = mockFetch((call) =>
      call.url.includes('/payment-link')
        ? json({ reference: 'ref_bbbbbbbbbbbbbbbbbbbb', url: '/pay/ref_bbbbbbbbbbbbbbbbbbbb' })
        : json(
            status({
              status: 'failed',
              orderStatus: 'payment_failed',
              failureReason: 'card_declined',
            }),
          ),
    );
    await renderAt('/checkout/result?reference=ref_aaaaaaaaaaaaaaaaaaaa');
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    expect(screen.getByText('The card was declined.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/pay/ref_bbbbbbbbbbbbbbbbbbbb?lang=en'),
    );
    expect(
      calls.some((c) =>
        c.url.includes('/api/payments/reference/ref_aaaaaaaaaaaaaaaaaaaa/payment-link'),
      ),
    ).toBe(true);
  });

  it('says why a retry was refused', async () => {
    signInGuest();
    mockFetch((call) =>
      call.url.includes('/payment-link')
        ? json({ error: { code: 'conflict', message: 'This order can no longer be paid.' } }, 409)
        : json(status({ status: 'failed', orderStatus: 'payment_failed', failureReason: 'x' })),
    );
    await renderAt('/checkout/result?reference=ref_aaaaaaaaaaaaaaaaaaaa');
    expect(await screen.findByText('The payment did not go through.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This order can no longer be paid.',
    );
  });

  it('shows a payment it cannot find as an error with a way to ask again', async () => {
    signInGuest();
    mockFetch(() =>
      json({ error: { code: 'not_found', message: 'This payment was not found.' } }, 404),
    );
    await renderAt('/checkout/result?reference=ref_aaaaaaaaaaaaaaaaaaaa');
    expect((await screen.findByRole('alert')).textContent).toContain('This payment was not found.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows a cash on delivery order as placed', async () => {
    signInGuest();
    const calls = mockFetch(() =>
      json({
        orderId: 7,
        orderNumber: 'DK-000007',
        status: 'placed',
        total: 3_000,
        paymentReference: null,
      }),
    );
    await renderAt('/checkout/result?orderId=7');
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeTruthy();
    expect(screen.getByText('DK-000007')).toBeTruthy();
    expect(calls[0]?.url).toContain('/api/orders/7');
  });

  it('says when no order is given', async () => {
    await renderAt('/checkout/result');
    expect(screen.getByText('No order was given.')).toBeTruthy();
  });
});
