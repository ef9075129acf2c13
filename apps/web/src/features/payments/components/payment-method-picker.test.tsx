import type { PaymentProvider } from '@storefront/contracts/payments';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyCart, mockCartApi, signInGuest } from '../../../test/cart-fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { useCart } from '../../cart/index.ts';
import { useSetCartPaymentMethod } from '../api/set-cart-payment-method.ts';
import { PaymentMethodPicker } from './payment-method-picker.tsx';

vi.mock('../../../lib/toast.ts', () => ({
  showToast: vi.fn(async () => {}),
  isToasterRequested: () => false,
  subscribeToToasterRequest: () => () => {},
}));

const providers: PaymentProvider[] = [
  {
    paymentMethodId: 1,
    code: 'cash_on_delivery',
    name: 'Cash on delivery',
    description: 'Pay in cash when your order is delivered.',
    kind: 'offline',
  },
  {
    paymentMethodId: 2,
    code: 'sandbox_card',
    name: 'Card (sandbox)',
    description: 'A test card gateway.',
    kind: 'redirect',
  },
];

afterEach(() => vi.unstubAllGlobals());

function Harness() {
  const [selected, setSelected] = useState<number | null>(null);
  return <PaymentMethodPicker providers={providers} selectedId={selected} onSelect={setSelected} />;
}

function Checkout() {
  const cart = useCart();
  const set = useSetCartPaymentMethod();
  return (
    <PaymentMethodPicker
      providers={providers}
      selectedId={cart.data?.paymentMethodId ?? null}
      onSelect={(id) => set.mutate(id)}
    />
  );
}

describe('PaymentMethodPicker', () => {
  it('shows the methods as radios with their descriptions and reports a choice', async () => {
    await renderWithApp(<Harness />);
    const group = screen.getByRole('group', { name: 'Payment method' });
    expect(group).toBeTruthy();
    const card = screen.getByRole('radio', { name: 'Card (sandbox)' });
    expect(card.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('A test card gateway.')).toBeTruthy();
    await userEvent.click(screen.getByText('Card (sandbox)'));
    expect((card as HTMLInputElement).checked).toBe(true);
  });

  it('says when there is no method', async () => {
    await renderWithApp(
      <PaymentMethodPicker providers={[]} selectedId={null} onSelect={() => {}} />,
    );
    expect(screen.getByText('No payment method is available.')).toBeTruthy();
  });

  it('saves the choice on the cart and shows the cart the server answers', async () => {
    signInGuest();
    const { calls } = mockCartApi(emptyCart(), (call, path) =>
      call.method === 'PUT' && path === '/api/carts/payment-method'
        ? new Response(JSON.stringify({ ...emptyCart(), paymentMethodId: 2 }), {
            headers: { 'content-type': 'application/json' },
          })
        : undefined,
    );
    await renderWithApp(<Checkout />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Card (sandbox)' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('/api/carts/payment-method?paymentMethodId=2'))).toBe(
        true,
      ),
    );
    await waitFor(() =>
      expect(
        (screen.getByRole('radio', { name: 'Card (sandbox)' }) as HTMLInputElement).checked,
      ).toBe(true),
    );
  });
});
