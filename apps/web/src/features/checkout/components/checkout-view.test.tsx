import type { Address } from '@storefront/contracts/addresses';
import type { Cart } from '@storefront/contracts/cart';
import type { Order } from '@storefront/contracts/orders';
import type { PaymentProvider } from '@storefront/contracts/payments';
import type { ShippingMethod } from '@storefront/contracts/shipping';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartItem, cartOf, emptyCart, signInGuest, USER_ID } from '../../../test/cart-fixtures.ts';
import { json, mockFetch, type RecordedCall } from '../../../test/fetch.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { CheckoutView } from './checkout-view.tsx';

vi.mock('../../../lib/toast.ts', () => ({
  showToast: vi.fn(async () => {}),
  isToasterRequested: () => false,
  subscribeToToasterRequest: () => () => {},
}));

const address: Address = {
  addressId: 31,
  addressType: 'Home',
  fullName: 'Noor Al-Sabah',
  phone: '+96551234567',
  email: 'noor@example.com',
  countryId: 1,
  countryCode: 'kw',
  countryName: 'Kuwait',
  stateId: 2,
  stateName: 'Hawalli',
  areaId: 5,
  areaName: 'Hawalli',
  block: '3',
  street: '12',
  avenue: '',
  building: '7',
  floor: '',
  apartment: '',
  note: '',
  isDefault: true,
};

const standard: ShippingMethod = {
  shippingMethodId: 1,
  code: 'standard',
  name: 'Standard',
  description: 'Two to three days',
  price: 1_500,
  regularPrice: 1_500,
  isFree: false,
  freeFrom: null,
  minDays: 2,
  maxDays: 3,
};

const providers: PaymentProvider[] = [
  {
    paymentMethodId: 1,
    code: 'cash_on_delivery',
    name: 'Cash on delivery',
    description: 'Pay when it arrives',
    kind: 'offline',
  },
  {
    paymentMethodId: 2,
    code: 'sandbox_card',
    name: 'Card (sandbox)',
    description: 'Test card',
    kind: 'redirect',
  },
];

const order = (extra: Partial<Order> = {}) =>
  ({
    orderId: 77,
    paymentMethodCode: 'cash_on_delivery',
    paymentReference: null,
    ...extra,
  }) as Order;

type Answer = (call: RecordedCall) => Response | Promise<Response>;

/** The checkout's server: the cart and every call the page makes, answering as the API does. */
function mockCheckoutApi(initial: Cart, { placeOrder }: { placeOrder?: Answer } = {}) {
  let cart = initial;
  const calls = mockFetch(async (call) => {
    const url = new URL(call.url, 'http://shop.test');
    const id = (name: string) => Number(url.searchParams.get(name));
    switch (`${call.method} ${url.pathname}`) {
      case `GET /api/users/${USER_ID}/cart`:
        return json(cart);
      case `GET /api/customers/${USER_ID}/addresses`:
        return json([address]);
      case 'PUT /api/carts/billing-address':
        cart = { ...cart, billingAddressId: id('billingAddressId') };
        return json(cart);
      case 'PUT /api/carts/shipping-address':
        cart = { ...cart, shippingAddressId: id('shippingAddressId') };
        return json(cart);
      case 'GET /api/shipping-methods':
        return json([standard]);
      case 'PUT /api/carts/shipping-method': {
        const { shippingAmount } = call.body as { shippingAmount: number };
        cart = { ...cart, shippingMethodId: id('shippingMethodId'), shippingAmount };
        cart = { ...cart, total: cart.subTotal - cart.discount + shippingAmount };
        return json(cart);
      }
      case 'GET /api/payment-providers':
        return json(providers);
      case 'PUT /api/carts/payment-method':
        cart = { ...cart, paymentMethodId: id('paymentMethodId') };
        return json(cart);
      case `POST /api/users/${USER_ID}/orders`:
        return placeOrder ? placeOrder(call) : json(order(), 201);
      default:
        return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }
  });
  return calls;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const renderCheckout = () =>
  renderWithApp(
    <Routes>
      <Route path="/checkout" element={<CheckoutView />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path: '/checkout' },
  );

const steps = () => screen.getByRole('navigation', { name: 'Checkout steps' });
const step = (name: string) =>
  within(steps()).getByRole('button', { name: new RegExp(`^${name}`) });
const currentStep = () =>
  within(steps())
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-current') === 'step');

const twoLines = () =>
  cartOf([cartItem(1, 3, 'Ceramic mug', { productQuantity: 2, unitPrice: 1_500 })]);

/** From the cart to the checkout card: saved address, shipping method, cash on delivery. */
async function chooseEverything(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Billing address' })),
  );
  await user.click(await screen.findByRole('radio', { name: /Noor Al-Sabah/ }));
  await waitFor(() => expect(currentStep()?.dataset.step).toBe('2'));
  await user.click(await screen.findByRole('radio', { name: /Standard/ }));
  await waitFor(() => expect(currentStep()?.dataset.step).toBe('3'));
  await user.click(await screen.findByRole('radio', { name: 'Cash on delivery' }));
  await waitFor(() => expect(currentStep()?.dataset.step).toBe('4'));
}

describe('CheckoutView', () => {
  beforeEach(() => signInGuest());
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('shows the empty cart with a way to shop, and allows no step but the cart', async () => {
    mockCheckoutApi(emptyCart());
    await renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go shopping' }).getAttribute('href')).toBe('/');
    expect(step('Cart').getAttribute('aria-current')).toBe('step');
    for (const name of ['Billing address', 'Shipping address', 'Shipping method', 'Payment']) {
      expect(step(name).getAttribute('aria-disabled')).toBe('true');
    }
  });

  it('refuses a jump to a step not reachable yet: nothing changes but a message', async () => {
    const user = userEvent.setup();
    mockCheckoutApi(twoLines());
    await renderCheckout();
    await screen.findByRole('heading', { name: 'Review your cart' });
    await user.click(step('Payment'));
    expect(screen.getByText('Finish the earlier steps first.')).toBeTruthy();
    expect(step('Cart').getAttribute('aria-current')).toBe('step');
    expect(screen.queryByRole('heading', { name: 'Billing address' })).toBeNull();
    // The billing address is reachable with lines in the cart.
    await user.click(step('Billing address'));
    expect(step('Billing address').getAttribute('aria-current')).toBe('step');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Billing address' }));
  });

  it('walks the steps, saving each choice on the cart, and places a cash order', async () => {
    const user = userEvent.setup();
    const calls = mockCheckoutApi(twoLines());
    await renderCheckout();
    await chooseEverything(user);

    const paths = calls.map((call) => `${call.method} ${call.url.split('?')[0]}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'PUT /api/carts/billing-address',
        'PUT /api/carts/shipping-address',
        'PUT /api/carts/shipping-method',
        'PUT /api/carts/payment-method',
      ]),
    );
    const method = calls.find((call) => call.url.includes('carts/shipping-method'));
    expect(method?.body).toEqual({ shippingAmount: 1_500 });

    // The theme enforces the terms: no order until they are accepted.
    const place = screen.getByRole('button', { name: 'Place order' });
    expect((place as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    expect((place as HTMLButtonElement).disabled).toBe(false);
    await user.click(place);

    expect((await screen.findByTestId('where')).textContent).toContain(
      '/checkout/result?orderId=77',
    );
    const placed = calls.filter((call) => call.url.endsWith(`/users/${USER_ID}/orders`));
    expect(placed).toHaveLength(1);
    expect(placed[0]?.body).toEqual({ orderNotes: '', acceptCheckoutTerms: true });
    expect(placed[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    // The attempt is over: the next order gets a new key.
    expect(sessionStorage.getItem('checkoutAttempt')).toBeNull();
  });

  it('re-sends the same Idempotency-Key after a lost answer, never a new order', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const calls = mockCheckoutApi(twoLines(), {
      placeOrder: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return json(order(), 201);
      },
    });
    await renderCheckout();
    await chooseEverything(user);
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(/placing the order again is safe/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect((await screen.findByTestId('where')).textContent).toContain('orderId=77');

    const keys = calls
      .filter((call) => call.url.endsWith(`/users/${USER_ID}/orders`))
      .map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows a refusal on the page, and the next attempt is a new one', async () => {
    const user = userEvent.setup();
    const calls = mockCheckoutApi(twoLines(), {
      placeOrder: () =>
        json({ error: { code: 'conflict', message: 'Ceramic mug: only 1 left in stock.' } }, 409),
    });
    await renderCheckout();
    await chooseEverything(user);
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Ceramic mug: only 1 left in stock.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.url.endsWith(`/users/${USER_ID}/orders`))).toHaveLength(2),
    );
    const keys = calls
      .filter((call) => call.url.endsWith(`/users/${USER_ID}/orders`))
      .map((call) => call.headers['idempotency-key']);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('derives the reachable step from a cart with everything chosen', async () => {
    const user = userEvent.setup();
    mockCheckoutApi(
      cartOf([cartItem(1, 3, 'Ceramic mug')], {
        shippingAddressId: 31,
        billingAddressId: 31,
        shippingMethodId: 1,
        paymentMethodId: 1,
      }),
    );
    await renderCheckout();
    await screen.findByRole('heading', { name: 'Review your cart' });
    expect(step('Payment').getAttribute('aria-disabled')).toBeNull();
    await user.click(step('Payment'));
    expect(step('Payment').getAttribute('aria-current')).toBe('step');
    expect(document.activeElement).toBe(await screen.findByRole('heading', { name: 'Payment' }));
  });
});
