import { randomUUID } from 'node:crypto';
import { type AdminOrder, adminOrderSchema } from '@storefront/contracts/admin-orders';
import { type Order, orderSchema } from '@storefront/contracts/orders';
import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { products } from '../../../db/schema.ts';
import {
  authHeader,
  createGuest,
  createUser,
  signIn,
  type TestContext,
} from '../../../test/app.ts';
import { cartClient } from '../../cart/test-fixture.ts';
import { insertOrdersCatalogue, O, ordersClient, prepareCheckout } from '../test-fixture.ts';

/**
 * The refunds' and returns' tests (issue 26): a shop with staff of every role, and orders placed
 * by guests through the API, paid by card through the sandbox's hosted page or in cash, moved by
 * staff through the back office.
 */

export const P = O.product;
const STAFF_PASSWORD = 'a-long-staff-password-1';

import { errorOf, ok } from '../../../test/answers.ts';

export { errorOf, ok };

export type Tokens = Record<'owner' | 'orders' | 'support' | 'catalogue', string>;

/** The orders catalogue with stock to spare, and a signed-in staff member of each role. */
export async function refundsShop(t: TestContext, label: string): Promise<Tokens> {
  const db = t.database.db;
  await insertOrdersCatalogue(db);
  await db
    .update(products)
    .set({ activeQty: 1000 })
    .where(inArray(products.id, [P.lamp, P.mug]));
  const tokens = { owner: '', orders: '', support: '', catalogue: '' };
  for (const role of ['owner', 'orders', 'support', 'catalogue'] as const) {
    const email = `${label}-${role}@admin.test`;
    await createUser(db, { email, password: STAFF_PASSWORD, role: 'staff', staffRoleId: role });
    tokens[role] = (await signIn(t.app, email, STAFF_PASSWORD)).accessToken;
  }
  return tokens;
}

const future = () => `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;

/** The back office's calls as a staff member makes them. */
export function staffClient(t: TestContext, token: string) {
  const headers = { ...authHeader(token), 'accept-language': 'en' };
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/admin/orders/${url}`, headers, payload });
  return {
    detail: async (id: number): Promise<AdminOrder> =>
      adminOrderSchema.parse(
        ok<AdminOrder>(await t.app.inject({ url: `/api/admin/orders/${id}`, headers })),
      ),
    move: (id: number, status: string) =>
      post(
        `${id}/status`,
        status === 'shipped'
          ? { status, carrier: 'Aramex', trackingNumber: 'KW123456789' }
          : { status },
      ),
    refund: (id: number, payload: object) => post(`${id}/refunds`, payload),
    approve: (id: number, returnId: number, payload: object = {}) =>
      post(`${id}/returns/${returnId}/approve`, payload),
    refuse: (id: number, returnId: number, payload: object) =>
      post(`${id}/returns/${returnId}/refuse`, payload),
    receive: (id: number, returnId: number, payload: object) =>
      post(`${id}/returns/${returnId}/receive`, payload),
  };
}

export interface PlacedOrder {
  order: Order;
  email: string;
  shopper: { userId: string; accessToken: string };
  /** The order's lines by product: their ids, quantities and totals. */
  line: (productId: number) => { itemId: number; quantity: number; lineTotal: number };
}

/**
 * A guest's order of `lines` (2 lamps and a mug by default): cash on delivery, or by card, paid
 * with the sandbox's success card on its hosted page unless `pay` is false.
 */
export async function placeOrder(
  t: TestContext,
  {
    card = false,
    pay = true,
    lines = [
      { productId: P.lamp, quantity: 2 },
      { productId: P.mug, quantity: 1 },
    ],
  } = {},
): Promise<PlacedOrder> {
  const guest = await createGuest(t.app);
  const email = `refunds-${randomUUID().slice(0, 8)}@example.com`;
  await prepareCheckout(t.database.db, guest.userId, { email, paymentMethodId: card ? 2 : 1 });
  const cart = cartClient(t.app, guest.accessToken);
  for (const line of lines) expect((await cart.add(line)).statusCode).toBe(200);
  const client = ordersClient(t.app, guest.accessToken);
  let order = orderSchema.parse(ok<Order>(await client.place(guest.userId, randomUUID()), 201));
  if (card && pay) {
    const paid = await t.app.inject({
      method: 'POST',
      url: `/pay/${order.paymentReference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        cardNumber: '4242 4242 4242 4242',
        expiry: future(),
        cvc: '123',
        name: 'Card Shopper',
      }).toString(),
    });
    expect(paid.statusCode, paid.body).toBe(303);
    order = orderSchema.parse(ok<Order>(await client.get(order.orderId)));
    expect(order.status).toBe('paid');
  }
  const items = ok<{ itemId: number; productId: number; quantity: number; lineTotal: number }[]>(
    await client.items(order.orderId),
  );
  return {
    order,
    email,
    shopper: guest,
    line: (productId) => {
      const item = items.find((i) => i.productId === productId);
      if (!item) throw new Error(`no line of product ${productId}`);
      return { itemId: item.itemId, quantity: item.quantity, lineTotal: item.lineTotal };
    },
  };
}

/** Moves an order through the back office, one step after another. */
export async function moveThrough(
  staff: ReturnType<typeof staffClient>,
  id: number,
  statuses: readonly string[],
) {
  for (const status of statuses) ok(await staff.move(id, status));
}
