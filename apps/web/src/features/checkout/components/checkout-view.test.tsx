import type { Customer } from '@storefront/contracts/accounts';
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
import { fakeJwt, inOneHour } from '../../../test/jwt.ts';
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
  isDefault: true,
};

const express: ShippingMethod = {
  ...standard,
  shippingMethodId: 2,
  code: 'express',
  name: 'Express',
  description: 'Next day',
  price: 3_500,
  regularPrice: 3_500,
  minDays: 1,
  maxDays: 1,
  isDefault: false,
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

interface ShopSetup {
  placeOrder?: Answer;
  /** The shopper's saved addresses (the default one by default). */
  addresses?: Address[];
  /** The methods offered, by address id (standard and express everywhere by default). */
  methodsFor?: (addressId: number) => ShippingMethod[];
}

/** The checkout's server: the cart and every call the page makes, answering as the API does. */
function mockCheckoutApi(
  initial: Cart,
  { placeOrder, addresses = [address], methodsFor = () => [standard, express] }: ShopSetup = {},
) {
  let cart = initial;
  const priced = (next: Cart) => ({
    ...next,
    total: next.subTotal - next.discount + next.shippingAmount,
  });
  const calls = mockFetch(async (call) => {
    const url = new URL(call.url, 'http://shop.test');
    const id = (name: string) => Number(url.searchParams.get(name));
    switch (`${call.method} ${url.pathname}`) {
      case `GET /api/users/${USER_ID}/cart`:
        return json(cart);
      case `GET /api/customers/${USER_ID}/addresses`:
        return json(addresses);
      case `GET /api/users/customers/${USER_ID}`:
        return json(customer);
      case 'PUT /api/carts/billing-address':
        cart = { ...cart, billingAddressId: id('billingAddressId') };
        return json(cart);
      case 'PUT /api/carts/shipping-address': {
        // As the API: a method that does not deliver to the new address is dropped.
        const addressId = id('shippingAddressId');
        const keeps = methodsFor(addressId).some(
          (m) => m.shippingMethodId === cart.shippingMethodId,
        );
        cart = priced({
          ...cart,
          shippingAddressId: addressId,
          ...(keeps ? {} : { shippingMethodId: null, shippingAmount: 0 }),
        });
        return json(cart);
      }
      case 'GET /api/shipping-methods':
        return json(methodsFor(id('addressId')));
      case 'PUT /api/carts/shipping-method': {
        const { shippingAmount } = call.body as { shippingAmount: number };
        cart = priced({ ...cart, shippingMethodId: id('shippingMethodId'), shippingAmount });
        return json(cart);
      }
      case 'GET /api/payment-providers':
        return json(providers);
      case 'PUT /api/carts/payment-method':
        cart = { ...cart, paymentMethodId: id('paymentMethodId') };
        return json(cart);
      case 'PUT /api/carts/items/1': {
        const { quantity } = call.body as { quantity: number };
        cart = cartOf(
          cart.items.map((item) =>
            item.itemId === 1
              ? { ...item, productQuantity: quantity, inStock: quantity <= item.activeQty }
              : item,
          ),
          cart,
        );
        return json(cart);
      }
      case `POST /api/users/${USER_ID}/orders`:
        return placeOrder ? placeOrder(call) : json(order(), 201);
      default:
        return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }
  });
  return calls;
}

const customer: Customer = {
  userId: USER_ID,
  role: 'customer',
  displayName: 'Sara Al-Mutairi',
  email: 'sara@example.com',
  phone: '+96550000001',
  phoneVerified: true,
  avatarPath: '',
};

function signInCustomer() {
  localStorage.setItem(
    'accessToken',
    fakeJwt({ nameid: USER_ID, role: 'customer', exp: inOneHour() }),
  );
  localStorage.setItem('isGuest', 'false');
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
const summary = () => screen.getByRole('region', { name: 'Order summary' });
const placeOrderButton = () =>
  screen.queryByRole('button', { name: 'Place order' }) as HTMLButtonElement | null;

const twoLines = () =>
  cartOf([cartItem(1, 3, 'Ceramic mug', { productQuantity: 2, unitPrice: 1_500 })]);

/**
 * From the cart to the checkout card: Continue, and the default address and the standard method
 * are chosen for the shopper; then cash on delivery. Answers the shopper's presses.
 */
async function chooseEverything(user: ReturnType<typeof userEvent.setup>) {
  let presses = 0;
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  presses += 1;
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Billing address' })),
  );
  expect(
    ((await screen.findByRole('radio', { name: /Noor Al-Sabah/ })) as HTMLInputElement).checked,
  );
  await waitFor(() => expect(currentStep()?.dataset.step).toBe('4'));
  expect((screen.getByRole('radio', { name: /Standard/ }) as HTMLInputElement).checked).toBe(true);
  await user.click(await screen.findByRole('radio', { name: 'Cash on delivery' }));
  presses += 1;
  await waitFor(() => expect(placeOrderButton()).not.toBeNull());
  return presses;
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
    mockCheckoutApi(twoLines(), { addresses: [{ ...address, isDefault: false }] });
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
    // No default address: nothing is chosen for the shopper.
    expect(
      (await screen.findByRole('radio', { name: /Noor Al-Sabah/ })) as HTMLInputElement,
    ).toHaveProperty('checked', false);
  });

  it('opens each next panel by itself: Continue, a payment, the terms and Place order', async () => {
    signInCustomer();
    const user = userEvent.setup();
    const calls = mockCheckoutApi(twoLines());
    await renderCheckout();
    await screen.findByRole('heading', { name: 'Review your cart' });
    // No method yet: the shipping line asks for one rather than reading as free.
    expect(within(summary()).getByText('Choose a method')).toBeTruthy();

    let presses = await chooseEverything(user);
    // The default address (billing, shipped there too) and the standard method, saved.
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
    expect(method?.url).toContain('shippingMethodId=1');
    expect(method?.body).toEqual({ shippingAmount: 1_500 });
    expect(within(summary()).queryByText('Choose a method')).toBeNull();
    expect(summary().textContent).toContain('KD 1.500');
    expect(screen.getByText('Next: Place your order')).toBeTruthy();

    // The theme enforces the terms: no order until they are accepted.
    const place = placeOrderButton()!;
    expect(place.disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    presses += 1;
    expect(place.disabled).toBe(false);
    await user.click(place);
    presses += 1;
    expect(presses).toBe(4);

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

  it("starts a customer's new address with the account's name and phone", async () => {
    signInCustomer();
    const user = userEvent.setup();
    mockCheckoutApi(twoLines(), { addresses: [] });
    await renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const form = await screen.findByRole('form', { name: 'New address' });
    expect(within(form).getByRole('textbox', { name: 'Full name' })).toHaveProperty(
      'value',
      'Sara Al-Mutairi',
    );
    expect(within(form).getByRole('textbox', { name: 'Phone' })).toHaveProperty(
      'value',
      '+96550000001',
    );
  });

  it('says Continue to payment when a payment page follows, and remembers the method used', async () => {
    signInCustomer();
    const user = userEvent.setup();
    mockCheckoutApi(twoLines(), {
      placeOrder: () =>
        json(order({ paymentMethodCode: 'sandbox_card', paymentReference: 'ref-1' }), 201),
    });
    await renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('radio', { name: 'Cash on delivery' }));
    expect(await screen.findByRole('button', { name: 'Place order' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Card (sandbox)' }));
    const go = await screen.findByRole('button', { name: 'Continue to payment' });
    expect(placeOrderButton()).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(go);
    // The payment link is not answered here: the result page has the order and its Try again.
    expect((await screen.findByTestId('where')).textContent).toContain('reference=ref-1');
    expect(localStorage.getItem('lastPaymentMethod')).toBe('sandbox_card');
  });

  it('chooses the remembered payment method for the shopper, without moving focus', async () => {
    localStorage.setItem('lastPaymentMethod', 'sandbox_card');
    const user = userEvent.setup();
    const calls = mockCheckoutApi(twoLines());
    await renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('button', { name: 'Continue to payment' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Card (sandbox)' })).toHaveProperty('checked', true);
    expect(calls.find((call) => call.url.includes('carts/payment-method'))?.url).toContain(
      'paymentMethodId=2',
    );
    // Every choice after Continue was made for the shopper: focus stays where Continue put it.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Billing address' }));
  });

  it('a remembered method no longer offered chooses nothing', async () => {
    localStorage.setItem('lastPaymentMethod', 'tabby');
    const user = userEvent.setup();
    const calls = mockCheckoutApi(twoLines());
    await renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('radio', { name: 'Cash on delivery' });
    expect(screen.getByRole('radio', { name: 'Card (sandbox)' })).toHaveProperty('checked', false);
    expect(calls.some((call) => call.url.includes('carts/payment-method'))).toBe(false);
  });

  it('takes the shopper to the next step after each of their choices', async () => {
    const user = userEvent.setup();
    const scrolled: string[] = [];
    const scrollIntoView = vi.fn(function (this: HTMLElement) {
      scrolled.push(this.textContent ?? '');
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    mockCheckoutApi(twoLines(), {
      addresses: [{ ...address, isDefault: false }],
      methodsFor: () => [express],
    });
    await renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    // The address (shipped there too): the shipping method is next.
    await user.click(await screen.findByRole('radio', { name: /Noor Al-Sabah/ }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Shipping method' })),
    );
    await user.click(await screen.findByRole('radio', { name: /Express/ }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Payment' })),
    );
    await user.click(await screen.findByRole('radio', { name: 'Cash on delivery' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Place your order' }),
      ),
    );
    expect(scrolled).toEqual(['Billing address', 'Shipping method', 'Payment', 'Place your order']);
    expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'start', behavior: 'smooth' });
    // Another method once everything is chosen moves nothing.
    await user.click(screen.getByRole('radio', { name: 'Card (sandbox)' }));
    await screen.findByRole('button', { name: 'Continue to payment' });
    expect(document.activeElement).not.toBe(screen.getByRole('heading', { name: 'Payment' }));
    expect(scrolled).toHaveLength(4);
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('scrolls without motion when the shopper asks for reduced motion', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    mockCheckoutApi(twoLines());
    await renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'start', behavior: 'auto' });
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('links the words "terms and conditions" to the terms, in a new tab', async () => {
    mockCheckoutApi(
      cartOf([cartItem(1, 3, 'Ceramic mug')], {
        shippingAddressId: 31,
        billingAddressId: 31,
        shippingMethodId: 1,
        paymentMethodId: 1,
        shippingAmount: 1_500,
      }),
    );
    await renderCheckout();
    const link = await screen.findByRole('link', { name: 'terms and conditions' });
    expect(link.getAttribute('href')).toBe('/pages/4');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '(opens in a new tab)',
    );
    // The box keeps its name and is still ticked by its label.
    const box = screen.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    await userEvent.setup().click(screen.getByText(/I accept the/));
    expect(box).toHaveProperty('checked', true);
  });

  it('a reload opens where the cart allows, with everything chosen shown', async () => {
    const user = userEvent.setup();
    mockCheckoutApi(
      cartOf([cartItem(1, 3, 'Ceramic mug')], {
        shippingAddressId: 31,
        billingAddressId: 31,
        shippingMethodId: 1,
        paymentMethodId: 1,
        shippingAmount: 1_500,
      }),
    );
    await renderCheckout();
    await waitFor(() => expect(placeOrderButton()).not.toBeNull());
    expect(currentStep()?.dataset.step).toBe('4');
    for (const name of [/Noor Al-Sabah/, /Standard/, 'Cash on delivery']) {
      expect(await screen.findByRole('radio', { name })).toHaveProperty('checked', true);
    }
    // Nothing took the focus away from the top of the page.
    expect(document.activeElement).toBe(document.body);
    await user.click(step('Payment'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Payment' }));
  });

  it('a reload with the address only asks for the method, highlighting it', async () => {
    mockCheckoutApi(
      cartOf([cartItem(1, 3, 'Ceramic mug')], { shippingAddressId: 31, billingAddressId: 31 }),
      { methodsFor: () => [express] },
    );
    await renderCheckout();
    await screen.findByRole('radio', { name: /Express/ });
    expect(currentStep()?.dataset.step).toBe('3');
    expect(step('Shipping address').textContent).toContain('completed');
    // The default method does not deliver here: nothing is chosen for the shopper.
    expect(screen.getByRole('radio', { name: /Express/ })).toHaveProperty('checked', false);
    expect(screen.queryByRole('heading', { name: 'Payment' })).toBeNull();
  });

  it('chooses the method the shop made its default, whichever it is (issue 26)', async () => {
    const calls = mockCheckoutApi(
      cartOf([cartItem(1, 3, 'Ceramic mug')], { shippingAddressId: 31, billingAddressId: 31 }),
      {
        methodsFor: () => [
          { ...standard, isDefault: false },
          { ...express, isDefault: true },
        ],
      },
    );
    await renderCheckout();
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /Express/ })).toHaveProperty('checked', true),
    );
    const method = calls.find((call) => call.url.includes('carts/shipping-method'));
    expect(method?.url).toContain('shippingMethodId=2');
    expect(method?.body).toEqual({ shippingAmount: 3_500 });
  });

  it('a changed shipping method keeps Place order on screen', async () => {
    const user = userEvent.setup();
    const calls = mockCheckoutApi(
      cartOf([cartItem(1, 3, 'Ceramic mug')], {
        shippingAddressId: 31,
        billingAddressId: 31,
        shippingMethodId: 1,
        paymentMethodId: 1,
        shippingAmount: 1_500,
      }),
    );
    await renderCheckout();
    await user.click(await screen.findByRole('radio', { name: /Express/ }));
    await waitFor(() => expect(summary().textContent).toContain('KD 3.500'));
    expect(calls.some((call) => call.url.includes('shippingMethodId=2'))).toBe(true);
    expect(placeOrderButton()).not.toBeNull();
    expect(currentStep()?.dataset.step).toBe('4');
  });

  it('an address the method does not deliver to asks for a method again, keeping the payment', async () => {
    const user = userEvent.setup();
    const abroad: Address = {
      ...address,
      addressId: 32,
      fullName: 'Noor in Riyadh',
      isDefault: false,
    };
    mockCheckoutApi(
      cartOf([cartItem(1, 3, 'Ceramic mug')], {
        shippingAddressId: 31,
        billingAddressId: 31,
        shippingMethodId: 1,
        paymentMethodId: 1,
        shippingAmount: 1_500,
      }),
      { addresses: [address, abroad], methodsFor: (id) => (id === 32 ? [express] : [standard]) },
    );
    await renderCheckout();
    await user.click(await screen.findByRole('radio', { name: /Noor in Riyadh/ }));
    await waitFor(() => expect(currentStep()?.dataset.step).toBe('3'));
    expect(placeOrderButton()).toBeNull();
    expect(within(summary()).getByText('Choose a method')).toBeTruthy();
    await user.click(await screen.findByRole('radio', { name: /Express/ }));
    await waitFor(() => expect(placeOrderButton()).not.toBeNull());
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toHaveProperty('checked', true);
  });

  it('refuses to go on while a line is short of stock, says why, and fixes it in one press', async () => {
    const user = userEvent.setup();
    const calls = mockCheckoutApi(
      cartOf(
        [cartItem(1, 3, 'Ceramic mug', { productQuantity: 2, activeQty: 1, inStock: false })],
        { shippingAddressId: 31, billingAddressId: 31, shippingMethodId: 1, paymentMethodId: 1 },
      ),
    );
    await renderCheckout();
    const why = 'Ceramic mug: only 1 left. Set it to 1 to place your order.';
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', why);
    // The review stays open: nothing further while the line is short.
    expect(currentStep()?.dataset.step).toBe('0');
    expect(placeOrderButton()).toBeNull();
    expect(screen.getByRole('region', { name: 'Review your cart' }).textContent).toContain(
      'Only 1 left',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText(why)).toHaveLength(2);
    expect(currentStep()?.dataset.step).toBe('0');

    await user.click(screen.getByRole('button', { name: 'Set to 1: Ceramic mug' }));
    await waitFor(() => expect(screen.queryByText(why)).toBeNull());
    expect(calls.find((call) => call.url.endsWith('/carts/items/1'))?.body).toEqual({
      quantity: 1,
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(placeOrderButton()).not.toBeNull());
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
});
