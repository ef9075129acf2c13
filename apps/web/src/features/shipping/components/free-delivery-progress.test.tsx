import type { ShippingMethod } from '@storefront/contracts/shipping';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cartItem,
  cartOf,
  emptyCart,
  mockCartApi,
  signInGuest,
} from '../../../test/cart-fixtures.ts';
import { json } from '../../../test/fetch.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { CartView } from '../../cart/index.ts';
import { FreeDeliveryProgress } from './free-delivery-progress.tsx';

vi.mock('../../../lib/toast.ts', () => ({
  showToast: vi.fn(async () => {}),
  isToasterRequested: () => false,
  subscribeToToasterRequest: () => () => {},
}));

const standard: ShippingMethod = {
  shippingMethodId: 1,
  code: 'standard',
  name: 'Standard delivery',
  description: '',
  price: 1_500,
  regularPrice: 1_500,
  isFree: false,
  freeFrom: 20_000,
  minDays: 2,
  maxDays: 4,
  isDefault: true,
};

/** The cart server, and GET shipping-methods answering `methods`. */
function mockShop(cart: ReturnType<typeof cartOf>, methods: ShippingMethod[] = [standard]) {
  return mockCartApi(cart, (_call, path) =>
    path === '/api/shipping-methods' ? json(methods) : undefined,
  );
}

/** KD 8.625 a unit: two make KD 17.250, three KD 25.875. */
const kettles = (quantity: number) =>
  cartOf([cartItem(1, 7, 'Kettle', { productQuantity: quantity, unitPrice: 8_625 })]);

describe('FreeDeliveryProgress', () => {
  beforeEach(signInGuest);
  afterEach(() => vi.unstubAllGlobals());

  it('says what is left to add, with a labelled bar, and is quoted for the shop’s country', async () => {
    const api = mockShop(kettles(2));
    await renderWithApp(<FreeDeliveryProgress />);
    expect((await screen.findByText(/more for free Standard delivery/)).textContent).toBe(
      'Add KD 2.750 more for free Standard delivery',
    );
    const bar = screen.getByRole('progressbar', { name: 'Your way to free Standard delivery' });
    expect(bar.getAttribute('aria-valuenow')).toBe('86');
    expect(api.calls.find((c) => c.url.includes('shipping-methods'))?.url).toBe(
      '/api/shipping-methods?countryId=1',
    );
  });

  it('says it is free once the cart reaches the threshold, on the cart page as it changes', async () => {
    const user = userEvent.setup();
    mockShop(kettles(2));
    await renderWithApp(<CartView freeDelivery={<FreeDeliveryProgress />} />);
    await screen.findByText(/more for free Standard delivery/);
    await user.click(screen.getByRole('button', { name: 'Increase the quantity of Kettle' }));
    expect(await screen.findByText("You've got free Standard delivery")).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.queryByText(/more for free/)).toBeNull();
  });

  it('is quoted for the cart’s shipping address once it has one', async () => {
    const api = mockShop(cartOf(kettles(1).items, { shippingAddressId: 44 }));
    await renderWithApp(<FreeDeliveryProgress />);
    await screen.findByRole('progressbar');
    expect(api.calls.find((c) => c.url.includes('shipping-methods'))?.url).toBe(
      '/api/shipping-methods?addressId=44',
    );
  });

  it('shows nothing when no method is free from a threshold, or the cart is empty', async () => {
    const express = { ...standard, shippingMethodId: 2, name: 'Express', freeFrom: null };
    const api = mockShop(kettles(1), [express]);
    const { container } = await renderWithApp(<FreeDeliveryProgress />);
    await vi.waitFor(() =>
      expect(api.calls.some((c) => c.url.includes('shipping-methods'))).toBe(true),
    );
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('progressbar')).toBeNull();

    mockShop(emptyCart());
    const empty = await renderWithApp(<FreeDeliveryProgress />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(empty.container.textContent).toBe('');
  });
});
