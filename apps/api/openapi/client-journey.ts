/**
 * A guest's whole purchase through a client generated from the served OpenAPI document
 * (openapi-typescript types, openapi-fetch calls), and nothing else: the proof that an outside
 * tool can use the document (issue 18). src/openapi-reference.test.ts generates
 * generated/schema.ts, type-checks this file against it (tsconfig.json beside it) and runs it
 * against the app. The same steps as e2e/checkout-api.ts.
 */
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './generated/schema.ts';

export interface Purchase {
  productId: number;
  unitPrice: number;
  quantity: number;
  orderId: number;
  orderNumber: string;
  status: string;
  paymentMethodCode: string;
  total: number;
  /** The order as GET orders/{id} answers it afterwards. */
  readBack: { orderNumber: string; status: string };
  invoiceType: string | null;
  invoice: Uint8Array;
}

/** openapi-fetch's answer: the data, or an error naming the step and what the API said. */
function ok<T>(step: string, result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || result.data === undefined) {
    throw new Error(`${step}: ${result.response.status} ${JSON.stringify(result.error ?? null)}`);
  }
  return result.data;
}

const QUANTITY = 2;
const CASH_ON_DELIVERY = 1;

/** From a new guest to a placed cash-on-delivery order and its invoice. */
export async function guestBuysWithCash(baseUrl: string): Promise<Purchase> {
  const client = createClient<paths>({ baseUrl });

  const tokens = ok('create a guest', await client.POST('/api/users/customers/guest'));
  const bearer: Middleware = {
    onRequest({ request }) {
      request.headers.set('authorization', `Bearer ${tokens.accessToken}`);
      return request;
    },
  };
  client.use(bearer);
  const { userId } = ok('the session', await client.GET('/api/tenants/self/sessions/current'));

  const product = await productInStock(client);
  ok(
    'add to the cart',
    await client.POST('/api/cart-items', {
      body: { productId: product.productId, quantity: QUANTITY },
    }),
  );

  const [state] = ok(
    'states',
    await client.GET('/api/states/lookup', { params: { query: { countryId: 1 } } }),
  );
  if (!state) throw new Error('Kuwait has no states');
  const [area] = ok(
    'areas',
    await client.GET('/api/areas/lookup', { params: { query: { stateId: state.id } } }),
  );
  const address = ok(
    'add an address',
    await client.POST('/api/customers/{userId}/address', {
      params: { path: { userId } },
      body: {
        fullName: 'Generated Client',
        phone: '50000000',
        email: 'generated.client@example.com',
        countryId: 1,
        stateId: state.id,
        areaId: area?.id ?? null,
        block: '1',
        street: '2',
        building: '3',
      },
    }),
  );
  const addressId = address.addressId;
  ok(
    'ship there',
    await client.PUT('/api/carts/shipping-address', {
      params: { query: { shippingAddressId: addressId } },
    }),
  );
  ok(
    'bill there',
    await client.PUT('/api/carts/billing-address', {
      params: { query: { billingAddressId: addressId } },
    }),
  );

  const [method] = ok(
    'shipping methods',
    await client.GET('/api/shipping-methods', { params: { query: { addressId } } }),
  );
  if (!method) throw new Error('no shipping method for the address');
  ok(
    'choose shipping',
    await client.PUT('/api/carts/shipping-method', {
      params: { query: { shippingMethodId: method.shippingMethodId } },
      body: { shippingAmount: method.price },
    }),
  );
  ok(
    'pay cash on delivery',
    await client.PUT('/api/carts/payment-method', {
      params: { query: { paymentMethodId: CASH_ON_DELIVERY } },
    }),
  );

  const order = ok(
    'place the order',
    await client.POST('/api/users/{userId}/orders', {
      params: {
        path: { userId },
        header: { 'Idempotency-Key': `generated-client-${crypto.randomUUID()}` },
      },
      body: { acceptCheckoutTerms: true },
    }),
  );
  const path = { id: order.orderId };
  const readBack = ok('read the order', await client.GET('/api/orders/{id}', { params: { path } }));
  const invoice = await client.GET('/api/orders/{id}/document', {
    params: { path },
    parseAs: 'arrayBuffer',
  });

  return {
    productId: product.productId,
    unitPrice: product.price,
    quantity: QUANTITY,
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    status: order.status,
    paymentMethodCode: order.paymentMethodCode,
    total: order.total,
    readBack: { orderNumber: readBack.orderNumber, status: readBack.status },
    invoiceType: invoice.response.headers.get('content-type'),
    invoice: new Uint8Array(ok('the invoice', invoice)),
  };
}

/** The first demo product without variations that has the units in stock (as e2e picks it). */
async function productInStock(client: ReturnType<typeof createClient<paths>>) {
  for (let id = 1; id <= 60; id++) {
    const { data } = await client.GET('/api/products/{id}', { params: { path: { id } } });
    if (data && !data.hasVariations && !data.isGrouped && data.activeQty >= QUANTITY) return data;
  }
  throw new Error('the demo seed has no product without variations in stock');
}
