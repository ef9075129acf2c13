import { randomUUID } from 'node:crypto';
import { type Dashboard, dashboardSchema } from '@storefront/contracts/admin-dashboard';
import { type Order, orderSchema } from '@storefront/contracts/orders';
import { eq, inArray, notInArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, products, variations } from '../../../db/schema.ts';
import { ok } from '../../../test/answers.ts';
import { authHeader, createGuest, createUser, signIn, useTestApp } from '../../../test/app.ts';
import { cartClient } from '../../cart/test-fixture.ts';
import { insertOrdersCatalogue, O, ordersClient, prepareCheckout } from '../test-fixture.ts';
import { addDays, dayIn, readDashboard } from './service.ts';

/**
 * Issue 26: the dashboard's figures are exactly the sums of the orders placed. The demo shop
 * seeds orders of its own, so each check reads the dashboard before and after and compares the
 * difference with what the test placed, cancelled or moved back in time.
 */

const P = O.product;
const DAY_MS = 86_400_000;

describe('the back office dashboard (issue 26)', () => {
  const t = useTestApp({ env: { GUEST_CREATION_PER_MINUTE: '1000' } });
  const db = () => t.database.db;
  const password = 'a-long-staff-password-1';
  const tokens = { owner: '', support: '', catalogue: '', customer: '' };

  beforeAll(async () => {
    await insertOrdersCatalogue(db());
    await db()
      .update(products)
      .set({ activeQty: 1000 })
      .where(inArray(products.id, [P.lamp, P.mug]));
    for (const role of ['owner', 'support', 'catalogue'] as const) {
      const email = `dash-${role}@admin.test`;
      await createUser(db(), { email, password, role: 'staff', staffRoleId: role });
      tokens[role] = (await signIn(t.app, email, password)).accessToken;
    }
    await createUser(db(), { email: 'dash-buyer@admin.test', password });
    tokens.customer = (await signIn(t.app, 'dash-buyer@admin.test', password)).accessToken;
  });

  const read = async (token = tokens.owner, lang = 'en') =>
    dashboardSchema.parse(
      ok(
        await t.app.inject({
          url: '/api/admin/dashboard',
          headers: { ...authHeader(token), 'accept-language': lang },
        }),
      ),
    );

  /** A guest's order of `lines`, paid in cash (1) or by card (2). */
  const place = async (lines: { productId: number; quantity: number }[], paymentMethodId = 1) => {
    const guest = await createGuest(t.app);
    await prepareCheckout(db(), guest.userId, {
      paymentMethodId,
      email: `dash-${randomUUID()}@example.com`,
    });
    const cart = cartClient(t.app, guest.accessToken);
    for (const line of lines) expect((await cart.add(line)).statusCode).toBe(200);
    const response = await ordersClient(t.app, guest.accessToken).place(guest.userId, randomUUID());
    return { guest, order: orderSchema.parse(ok<Order>(response, 201)) };
  };

  const backdate = (orderId: number, days: number) =>
    db()
      .update(orders)
      .set({ createdAt: new Date(Date.now() - days * DAY_MS) })
      .where(eq(orders.id, orderId));

  const delta = (after: Dashboard, before: Dashboard) => {
    const figures = (period: keyof Dashboard['periods']) => {
      const a = after.periods[period];
      const b = before.periods[period];
      return {
        sales: a.current.sales - b.current.sales,
        orders: a.current.orders - b.current.orders,
        previousSales: a.previous.sales - b.previous.sales,
        previousOrders: a.previous.orders - b.previous.orders,
      };
    };
    return {
      today: figures('today'),
      week: figures('week'),
      month: figures('month'),
      daily: after.daily.map((day, i) => day.sales - before.daily[i]!.sales),
      toShip: after.toShip.orders - before.toShip.orders,
      cashOrders: after.cashToCollect.orders - before.cashToCollect.orders,
      cashAmount: after.cashToCollect.amount - before.cashToCollect.amount,
    };
  };

  it('is refused without a token (401), to a customer and to the catalogue role (403)', async () => {
    expect((await t.app.inject({ url: '/api/admin/dashboard' })).statusCode).toBe(401);
    for (const token of [tokens.customer, tokens.catalogue]) {
      const response = await t.app.inject({
        url: '/api/admin/dashboard',
        headers: authHeader(token),
      });
      expect(response.statusCode, response.body).toBe(403);
    }
    // Support reads orders, so it sees the dashboard.
    await read(tokens.support);
  });

  it('counts the orders placed today, to the fils, and leaves out cancelled and unpaid ones', async () => {
    const before = await read();
    const cash = await place([
      { productId: P.lamp, quantity: 3 },
      { productId: P.mug, quantity: 1 },
    ]);
    const second = await place([{ productId: P.lamp, quantity: 1 }]);
    // Cancelled: not a sale, not to ship, not to collect.
    const cancelled = await place([{ productId: P.mug, quantity: 2 }]);
    ok(
      await t.app.inject({
        method: 'POST',
        url: `/api/orders/${cancelled.order.orderId}/cancel`,
        headers: authHeader(cancelled.guest.accessToken),
        payload: { reason: 'Changed my mind' },
      }),
    );
    // Awaiting its card payment: not a sale yet, nor waiting to ship.
    const unpaid = await place([{ productId: P.mug, quantity: 1 }], 2);
    expect(unpaid.order.status).toBe('awaiting_payment');
    const after = await read();

    const total = cash.order.total + second.order.total;
    expect(total).toBe(3 * 4_000 + 2_500 + 4_000 + cash.order.shippingAmount * 2);
    const change = delta(after, before);
    for (const period of ['today', 'week', 'month'] as const) {
      expect(change[period], period).toEqual({
        sales: total,
        orders: 2,
        previousSales: 0,
        previousOrders: 0,
      });
    }
    expect(change.daily.at(-1)).toBe(total);
    expect(change.daily.slice(0, -1).every((d) => d === 0)).toBe(true);
    expect(change.toShip).toBe(2);
    expect(change.cashOrders).toBe(2);
    expect(change.cashAmount).toBe(total);

    const { current } = after.periods.today;
    expect(current.averageOrderValue).toBe(Math.round(current.sales / current.orders));
    expect(after.daily).toHaveLength(30);
    expect(after.daily.at(-1)!.day).toBe(after.today);
    expect(after.periods.week.from).toBe(addDays(after.today, -6));
    expect(after.periods.month.from).toBe(addDays(after.today, -29));

    // The fixture's products are sold nowhere else: their figures are exactly these orders'.
    const lamp = after.topProducts.find((p) => p.productId === P.lamp);
    expect(lamp).toEqual({ productId: P.lamp, name: 'Order Lamp', units: 4, revenue: 16_000 });
    const mug = after.topProducts.find((p) => p.productId === P.mug);
    expect(mug).toMatchObject({ units: 1, revenue: 2_500 });
    expect(after.topProducts.map((p) => p.units)).toEqual(
      [...after.topProducts.map((p) => p.units)].sort((a, b) => b - a),
    );
    const arabic = await read(tokens.owner, 'ar');
    expect(arabic.topProducts.find((p) => p.productId === P.lamp)?.name).toBe('مصباح الطلب');
  });

  it('counts sales net of what was paid back, on the day the order was placed', async () => {
    const { order } = await place([{ productId: P.lamp, quantity: 2 }]);
    const as = { ...authHeader(tokens.owner), 'accept-language': 'en' };
    for (const status of ['processing', 'shipped', 'delivered']) {
      const extra = status === 'shipped' ? { carrier: 'Aramex', trackingNumber: 'KW1' } : {};
      ok(
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${order.orderId}/status`,
          headers: as,
          payload: { status, note: '', ...extra },
        }),
      );
    }
    const before = await read();
    // KD 1.250 paid back in cash on a delivered order: today's sales fall by exactly that.
    ok(
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.orderId}/refunds`,
        headers: as,
        payload: { scope: 'amount', amount: 1_250, method: 'cash' },
      }),
      201,
    );
    const change = delta(await read(), before);
    expect(change.today).toEqual({ sales: -1_250, orders: 0, previousSales: 0, previousOrders: 0 });
    expect(change.daily.at(-1)).toBe(-1_250);
  });

  it('compares each period with the one just before it', async () => {
    const yesterday = await place([{ productId: P.mug, quantity: 1 }]);
    const lastWeek = await place([{ productId: P.mug, quantity: 2 }]);
    const lastMonth = await place([{ productId: P.lamp, quantity: 1 }]);
    const before = await read();
    await backdate(yesterday.order.orderId, 1);
    await backdate(lastWeek.order.orderId, 8);
    await backdate(lastMonth.order.orderId, 31);
    const after = await read();
    const change = delta(after, before);
    const [y, w, m] = [yesterday, lastWeek, lastMonth].map(({ order }) => order.total);

    // All three left today; each lands in the period it now belongs to.
    expect(change.today).toEqual({
      sales: -(y! + w! + m!),
      orders: -3,
      previousSales: y,
      previousOrders: 1,
    });
    expect(change.week).toEqual({
      sales: -(w! + m!),
      orders: -2,
      previousSales: w,
      previousOrders: 1,
    });
    expect(change.month).toEqual({ sales: -m!, orders: -1, previousSales: m, previousOrders: 1 });
    expect(change.daily.at(-1)).toBe(-(y! + w! + m!));
    expect(change.daily.at(-2)).toBe(y);
    expect(change.daily.at(-9)).toBe(w);
    // Still open: moving an order in time does not ship it.
    expect(change.toShip).toBe(0);
  });

  it("cuts days at midnight in the shop's time zone (Kuwait, UTC+3)", async () => {
    const lateUtc = await place([{ productId: P.mug, quantity: 1 }]);
    const earlier = await place([{ productId: P.mug, quantity: 2 }]);
    // 21:10 UTC is 00:10 the next day in Kuwait; 20:50 UTC is 23:50 the same day.
    const now = new Date('2025-03-10T21:30:00Z');
    await db()
      .update(orders)
      .set({ createdAt: new Date('2025-03-10T21:10:00Z') })
      .where(eq(orders.id, lateUtc.order.orderId));
    await db()
      .update(orders)
      .set({ createdAt: new Date('2025-03-10T20:50:00Z') })
      .where(eq(orders.id, earlier.order.orderId));

    const dashboard = await readDashboard(db(), 'en', now);
    expect(dayIn(now, 'Asia/Kuwait')).toBe('2025-03-11');
    expect(dashboard.today).toBe('2025-03-11');
    expect(dashboard.daily.at(-1)).toEqual({
      day: '2025-03-11',
      sales: lateUtc.order.total,
      orders: 1,
    });
    expect(dashboard.daily.at(-2)).toEqual({
      day: '2025-03-10',
      sales: earlier.order.total,
      orders: 1,
    });
    expect(dashboard.periods.today.previous).toEqual({
      sales: earlier.order.total,
      orders: 1,
      averageOrderValue: earlier.order.total,
    });
  });

  it('lists visible low stock with the ids the back office links to, and leaves hidden products out', async () => {
    const lowOf = (dashboard: Dashboard) =>
      dashboard.lowStock.items.filter((item) =>
        (Object.values(P) as number[]).includes(item.productId),
      );
    // Every other product well stocked (this file's copy of the demo shop), so the list is ours.
    const fixture = Object.values(P) as number[];
    await db().update(products).set({ activeQty: 100 }).where(notInArray(products.id, fixture));
    await db()
      .update(variations)
      .set({ activeQty: 100 })
      .where(notInArray(variations.productId, fixture));
    await db().update(products).set({ activeQty: 0 }).where(eq(products.id, P.gone));
    await db().update(variations).set({ activeQty: 1 }).where(eq(variations.id, O.variation.blue));
    const dashboard = await read();
    expect(dashboard.lowStock.threshold).toBe(5);
    // Gone (0), the shirt's blue (1) and red (5): the rare lamp has 10.
    expect(dashboard.lowStock.total).toBe(3);
    const stocks = dashboard.lowStock.items.map((item) => item.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(dashboard.lowStock.items).toEqual(
      expect.arrayContaining([
        {
          productId: P.gone,
          variationId: null,
          name: 'Order Gone',
          variation: null,
          sku: `ORD-${P.gone}`,
          stock: 0,
        },
        {
          productId: P.shirt,
          variationId: O.variation.blue,
          name: 'Order Shirt',
          variation: 'Blue',
          sku: 'ORD-SHIRT-BLUE',
          stock: 1,
        },
      ]),
    );
    expect(dashboard.lowStock.items.map((item) => item.sku)).toEqual([
      `ORD-${P.gone}`,
      'ORD-SHIRT-BLUE',
      'ORD-SHIRT-RED',
    ]);
    // The shirt has variations: the product itself is never a row of its own.
    expect(lowOf(dashboard).some((i) => i.productId === P.shirt && i.variationId === null)).toBe(
      false,
    );

    const arabic = await read(tokens.owner, 'ar');
    expect(lowOf(arabic).find((i) => i.variationId === O.variation.blue)).toMatchObject({
      name: 'قميص الطلب',
      variation: 'أزرق',
    });

    await db().update(products).set({ published: false }).where(eq(products.id, P.gone));
    const hidden = await read();
    expect(lowOf(hidden).some((i) => i.productId === P.gone)).toBe(false);
    expect(hidden.lowStock.total).toBe(2);
    await db().update(products).set({ published: true }).where(eq(products.id, P.gone));
  });
});
