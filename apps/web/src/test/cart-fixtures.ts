import type { Cart, CartItem } from '@storefront/contracts/cart';
import { withTotals } from '../features/cart/index.ts';
import { json, mockFetch, type RecordedCall } from './fetch.ts';
import { fakeJwt, inOneHour } from './jwt.ts';

export const USER_ID = 'g-1';

/** Signs in as a guest, so `{userId}` calls have a user. */
export function signInGuest(): void {
  localStorage.setItem(
    'accessToken',
    fakeJwt({ nameid: USER_ID, role: 'guest', exp: inOneHour() }),
  );
  localStorage.setItem('isGuest', 'true');
}

/** A cart line, with what a test does not care about filled in (unit price KD 2.500). */
export function cartItem(
  itemId: number,
  productId: number,
  productName: string,
  extra: Partial<CartItem> = {},
): CartItem {
  const item: CartItem = {
    itemId,
    productId,
    productName,
    picturePath: `/files/p${productId}.svg`,
    productQuantity: 1,
    unitPrice: 2_500,
    oldUnitPrice: null,
    lineTotal: 0,
    variationId: null,
    attributes: [],
    activeQty: 20,
    inStock: true,
    ...extra,
  };
  return { ...item, lineTotal: item.unitPrice * item.productQuantity };
}

/** A cart of these lines, with its sums done. */
export function cartOf(items: CartItem[], extra: Partial<Cart> = {}): Cart {
  return withTotals({
    itemCount: 0,
    subTotal: 0,
    promoCode: null,
    discount: 0,
    shippingAddressId: null,
    billingAddressId: null,
    shippingMethodId: null,
    paymentMethodId: null,
    shippingAmount: 0,
    total: 0,
    ...extra,
    items,
  });
}

export const emptyCart = () => cartOf([]);

type Override = (
  call: RecordedCall,
  path: string,
) => Response | undefined | Promise<Response | undefined>;

/**
 * A small cart server: GET users/{id}/cart and every change, answering the whole cart as the
 * API does. `override` answers first (a refusal, a slow answer) when it returns a response.
 */
export function mockCartApi(initial: Cart, override?: Override) {
  let cart = initial;
  let nextItemId = 900;
  const calls = mockFetch(async (call) => {
    const path = call.url.split('?')[0] ?? '';
    const overridden = await override?.(call, path);
    if (overridden) return overridden;
    const body = call.body as Record<string, number | null> | undefined;
    if (call.method === 'GET' && path === `/api/users/${USER_ID}/cart`) return json(cart);
    if (call.method === 'POST' && path === '/api/cart-items') {
      const line = cart.items.find(
        (item) => item.productId === body?.productId && item.variationId === body?.variationId,
      );
      const quantity = Number(body?.quantity ?? 1);
      cart = line
        ? cartOf(
            cart.items.map((item) =>
              item === line ? { ...item, productQuantity: item.productQuantity + quantity } : item,
            ),
            cart,
          )
        : cartOf(
            [
              ...cart.items,
              cartItem(nextItemId++, Number(body?.productId), `Product ${body?.productId}`, {
                productQuantity: quantity,
                variationId: body?.variationId ?? null,
              }),
            ],
            cart,
          );
      return json(cart);
    }
    const item = /^\/api\/(?:carts\/items|cart-items)\/(\d+)$/.exec(path);
    if (item && call.method === 'PUT') {
      const itemId = Number(item[1]);
      cart = cartOf(
        cart.items.map((line) =>
          line.itemId === itemId ? { ...line, productQuantity: Number(body?.quantity) } : line,
        ),
        cart,
      );
      return json(cart);
    }
    if (item && call.method === 'DELETE') {
      cart = cartOf(
        cart.items.filter((line) => line.itemId !== Number(item[1])),
        cart,
      );
      return json(cart);
    }
    if (call.method === 'DELETE' && path === '/api/clear-cart') {
      cart = cartOf([], { ...cart, promoCode: null });
      return json(cart);
    }
    if (call.method === 'DELETE' && path === '/api/delete-cart-promocode') {
      cart = cartOf(cart.items, { ...cart, promoCode: null });
      return json(cart);
    }
    return json({ error: { code: 'not_found', message: `No route ${call.method} ${path}` } }, 404);
  });
  return {
    calls,
    /** The calls that change the cart (everything but GET). */
    changes: () => calls.filter((call) => call.method !== 'GET'),
    current: () => cart,
    set: (next: Cart) => {
      cart = next;
    },
  };
}

/** The API's refusal shape. */
export const refusal = (
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
) => json({ error: { code, message, ...(fields ? { fields } : {}) } }, status);
