import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInGuest } from '../../test/cart-fixtures.ts';
import { json, mockFetch } from '../../test/fetch.ts';
import { anItem, anOrder } from '../../test/order-fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import TrackOrderPage from './track-order.tsx';

const order = anOrder(123, { contactEmail: 'noor@example.com' });
const KEY = 'order-key-123';

function Address() {
  const { search } = useLocation();
  return <p data-testid="search">{search}</p>;
}

function renderAt(path: string) {
  return renderWithApp(
    <Routes>
      <Route
        path="/track-order"
        element={
          <>
            <TrackOrderPage />
            <Address />
          </>
        }
      />
    </Routes>,
    { path },
  );
}

/** The API of a found order: the lookup, then the order and its lines (with the key). */
function api() {
  return mockFetch((call) => {
    if (call.url.endsWith('/orders/lookup')) {
      return call.body && (call.body as { email: string }).email === 'noor@example.com'
        ? json({ order, accessToken: KEY })
        : json(
            {
              error: { code: 'not_found', message: 'No order matches this number and email.' },
            },
            404,
          );
    }
    if (call.headers['order-access'] !== KEY) {
      return json({ error: { code: 'not_found', message: 'This order does not exist.' } }, 404);
    }
    if (call.url.endsWith('/items')) return json([anItem(1, { productName: 'Desk Lamp' })]);
    return json(order);
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('/track-order', () => {
  it('finds an order by the number from the email and its email, then shows it', async () => {
    signInGuest();
    const calls = api();
    await renderAt('/track-order?number=DK-000123');
    expect(screen.getByRole('heading', { level: 1, name: 'Track an order' })).toBeTruthy();
    expect(screen.getByLabelText('Order number')).toHaveProperty('value', 'DK-000123');
    await userEvent.type(screen.getByLabelText('Email'), 'noor@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Find my order' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Order DK-000123' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(await screen.findByText('Desk Lamp')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Order status' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download invoice' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    // Only the owner may put the lines back in their cart.
    expect(screen.queryByRole('button', { name: 'Order again' })).toBeNull();

    const lookup = calls.find((c) => c.url.endsWith('/api/orders/lookup'));
    expect(lookup).toMatchObject({
      method: 'POST',
      body: { orderNumber: 'DK-000123', email: 'noor@example.com' },
    });
    expect(lookup?.headers.authorization).toBeUndefined();
    expect(
      calls.find((c) => c.url.endsWith('/api/orders/123/items'))?.headers['order-access'],
    ).toBe(KEY);
    expect(sessionStorage.getItem('orderAccess:123')).toBe(KEY);
    expect(screen.getByTestId('search').textContent).toBe('?number=DK-000123');
  });

  it('says when no order matches, whichever of the two was wrong', async () => {
    signInGuest();
    api();
    await renderAt('/track-order');
    await userEvent.type(screen.getByLabelText('Order number'), '123');
    await userEvent.type(screen.getByLabelText('Email'), 'someone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Find my order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No order matches this number and email.',
    );
    expect(sessionStorage.length).toBe(0);
  });

  it('checks the number and the email before asking', async () => {
    const calls = api();
    await renderAt('/track-order');
    await userEvent.type(screen.getByLabelText('Order number'), 'order 5');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Find my order' }));
    expect(await screen.findByText('Enter the order number, such as DK-000123.')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows the order again on a reload of the same tab, from the stored key', async () => {
    signInGuest();
    sessionStorage.setItem('orderAccess:123', KEY);
    const calls = api();
    await renderAt('/track-order?number=DK-000123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order DK-000123' })).toBeTruthy();
    expect(calls.every((c) => c.headers['order-access'] === KEY)).toBe(true);
    expect(calls.some((c) => c.url.endsWith('/lookup'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Find another order' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Track an order' })).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toBe('');
  });

  it('forgets a key that no longer opens the order, and asks again', async () => {
    signInGuest();
    sessionStorage.setItem('orderAccess:123', 'expired-key');
    api();
    await renderAt('/track-order?number=DK-000123');
    expect(await screen.findByText('Look the order up again to see it.')).toBeTruthy();
    expect(screen.getByLabelText('Order number')).toHaveProperty('value', 'DK-000123');
    expect(sessionStorage.getItem('orderAccess:123')).toBeNull();
  });
});
