// Placing an order through the API as a given shopper (cart, address, shipping, payment,
// POST users/{userId}/orders), for specs whose subject is what happens after the order.
import type { APIRequestContext } from '@playwright/test';
import type { Address, LookupItem } from '@storefront/contracts/addresses';
import type { ProductDetail } from '@storefront/contracts/catalogue';
import type { Order } from '@storefront/contracts/orders';
import type { ShippingMethod } from '@storefront/contracts/shipping';
import { expect } from './fixtures.ts';

/** A call that must succeed; its failure says what answered. */
export async function call<T>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put',
  path: string,
  headers: Record<string, string>,
  data?: unknown,
): Promise<T> {
  const response = await request[method](path, { headers, data });
  expect(
    response.ok(),
    `${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`,
  ).toBe(true);
  return (await response.json()) as T;
}

/** The first demo product without variations that has at least `units` in stock. */
export async function productInStock(
  request: APIRequestContext,
  units = 3,
): Promise<ProductDetail> {
  for (let id = 1; id <= 60; id++) {
    const response = await request.get(`/api/products/${id}`);
    if (!response.ok()) continue;
    const candidate = (await response.json()) as ProductDetail;
    if (!candidate.hasVariations && !candidate.isGrouped && candidate.activeQty >= units) {
      return candidate;
    }
  }
  throw new Error('the demo seed has no product without variations in stock');
}

export interface ApiShopper {
  userId: string;
  headers: Record<string, string>;
}

/**
 * Orders `quantity` of `productId` for the shopper: a Kuwaiti address (with `email`) as billing
 * and shipping, the first shipping method offered, payment method 1 (cash) or 2 (card).
 */
export async function placeOrderThroughApi(
  request: APIRequestContext,
  { userId, headers }: ApiShopper,
  order: {
    productId: number;
    variationId?: number;
    quantity?: number;
    paymentMethodId?: number;
    email?: string;
    /** The address's phone as a shopper types it (Kuwaiti, 8 digits). */
    phone?: string;
  },
): Promise<Order> {
  await call(request, 'post', '/api/cart-items', headers, {
    productId: order.productId,
    ...(order.variationId !== undefined && { variationId: order.variationId }),
    quantity: order.quantity ?? 1,
  });
  const [state] = await call<LookupItem[]>(
    request,
    'get',
    '/api/states/lookup?countryId=1',
    headers,
  );
  const areas = await call<LookupItem[]>(
    request,
    'get',
    `/api/areas/lookup?stateId=${state!.id}`,
    headers,
  );
  const address = await call<Address>(
    request,
    'post',
    `/api/customers/${userId}/address`,
    headers,
    {
      fullName: 'Sandbox Shopper',
      phone: order.phone ?? '50000000',
      email: order.email ?? 'sandbox.shopper@example.com',
      countryId: 1,
      stateId: state!.id,
      areaId: areas[0]?.id ?? null,
      block: '1',
      street: '2',
      building: '3',
    },
  );
  const id = address.addressId;
  await call(request, 'put', `/api/carts/shipping-address?shippingAddressId=${id}`, headers);
  await call(request, 'put', `/api/carts/billing-address?billingAddressId=${id}`, headers);
  const [method] = await call<ShippingMethod[]>(
    request,
    'get',
    `/api/shipping-methods?addressId=${id}`,
    headers,
  );
  await call(
    request,
    'put',
    `/api/carts/shipping-method?shippingMethodId=${method!.shippingMethodId}`,
    headers,
    { shippingAmount: method!.price },
  );
  await call(
    request,
    'put',
    `/api/carts/payment-method?paymentMethodId=${order.paymentMethodId ?? 1}`,
    headers,
  );
  return call<Order>(
    request,
    'post',
    `/api/users/${userId}/orders`,
    {
      ...headers,
      'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
    // The demo theme enforces the checkout terms.
    { acceptCheckoutTerms: true },
  );
}
