import { randomUUID } from 'node:crypto';
import { type Dashboard, dashboardSchema } from '@storefront/contracts/admin-dashboard';
import { type AdminOrderPage, adminOrderPageSchema } from '@storefront/contracts/admin-orders';
import { orderNumber } from '@storefront/contracts/order-rules';
import type { OrderStatus } from '@storefront/contracts/order-status';
import { type Order, orderSchema } from '@storefront/contracts/orders';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderReturns, orders, products } from '../../../db/schema.ts';
import { ok } from '../../../test/answers.ts';
import { authHeader, createGuest, createUser, signIn, useTestApp } from '../../../test/app.ts';
import { areaLookup, stateLookup } from '../../addresses/service.ts';
import { cartClient } from '../../cart/test-fixture.ts';
import { insertOrdersCatalogue, O, ordersClient, prepareCheckout } from '../test-fixture.ts';

/**
 * Issue 26: the orders list's governorate and area filters and its quick views, each view's
 * definition pinned by orders placed in every state it must keep or leave out; the CSV honours
 * the same filters; the cash view counts what the dashboard's "cash to collect" counts.
 */

const P = O.product;

describe('the orders list by governorate, area and quick view (issue 26)', () => {
  const t = useTestApp({ env: { GUEST_CREATION_PER_MINUTE: '1000' } });
  const db = () => t.database.db;
  const password = 'a-long-staff-password-1';
  const tokens = { orders: '', catalogue: '' };
  /** Every order this file places carries it in its name, so a search keeps to them. */
  const stamp = `views${randomUUID().slice(0, 6)}`;
  const place = { hawalli: 0, capital: 0, salmiya: 0, jabriya: 0, sharq: 0 };

  beforeAll(async () => {
    await insertOrdersCatalogue(db());
    await db()
      .update(products)
      .set({ activeQty: 1000 })
      .where(inArray(products.id, [P.lamp, P.mug]));
    for (const role of ['orders', 'catalogue'] as const) {
      const email = `list-views-${role}@admin.test`;
      await createUser(db(), { email, password, role: 'staff', staffRoleId: role });
      tokens[role] = (await signIn(t.app, email, password)).accessToken;
    }
    const states = await stateLookup(db(), 1, 'en');
    place.hawalli = states.find((s) => s.name === 'Hawalli')!.id;
    place.capital = states.find((s) => s.name.startsWith('Al Asimah'))!.id;
    const hawalliAreas = await areaLookup(db(), place.hawalli, 'en');
    place.salmiya = hawalliAreas.find((a) => a.name === 'Salmiya')!.id;
    place.jabriya = hawalliAreas.find((a) => a.name === 'Jabriya')!.id;
    place.sharq = (await areaLookup(db(), place.capital, 'en')).find((a) => a.name === 'Sharq')!.id;
  });

  const headers = (lang = 'en', token = tokens.orders) => ({
    ...authHeader(token),
    'accept-language': lang,
  });
  const list = async (query: string) =>
    adminOrderPageSchema.parse(
      ok<AdminOrderPage>(
        await t.app.inject({
          url: `/api/admin/orders?query=${stamp}&${query}`,
          headers: headers(),
        }),
      ),
    );
  const ids = async (query: string) => (await list(query)).items.map((item) => item.id).sort();
  const refusal = async (query: string) => {
    const response = await t.app.inject({ url: `/api/admin/orders?${query}`, headers: headers() });
    expect(response.statusCode, response.body).toBe(400);
    return Object.keys(response.json().error.fields ?? {});
  };

  /**
   * A guest's order of one lamp (cash, or card with `paymentMethodId` 2), its shipping address
   * snapshot set to `where` as checkout would have taken it, its status set to `status`.
   */
  const order = async (
    options: {
      where?: { countryCode?: string; state?: object | null; area?: object | null };
      status?: OrderStatus;
      paymentMethodId?: number;
    } = {},
  ) => {
    const guest = await createGuest(t.app);
    await prepareCheckout(db(), guest.userId, {
      email: `${stamp}-${randomUUID().slice(0, 6)}@example.com`,
      paymentMethodId: options.paymentMethodId ?? 1,
    });
    expect((await cartClient(t.app, guest.accessToken).add({ productId: P.lamp })).statusCode).toBe(
      200,
    );
    const response = await ordersClient(t.app, guest.accessToken).place(guest.userId, randomUUID());
    const placed = orderSchema.parse(ok<Order>(response, 201));
    const snapshot = { fullName: `${stamp} shopper`, ...options.where };
    await db()
      .update(orders)
      .set({
        shippingAddress: sql`${orders.shippingAddress} || ${JSON.stringify(snapshot)}::jsonb`,
        billingAddress: sql`${orders.billingAddress} || ${JSON.stringify({ fullName: snapshot.fullName })}::jsonb`,
        ...(options.status && { status: options.status }),
      })
      .where(eq(orders.id, placed.orderId));
    return placed.orderId;
  };

  const HAWALLI = { en: 'Hawalli', ar: 'حولي' };
  const CAPITAL = { en: 'Al Asimah (Capital)', ar: 'العاصمة' };
  const SALMIYA = { en: 'Salmiya', ar: 'السالمية' };
  const JABRIYA = { en: 'Jabriya', ar: 'الجابرية' };

  it('filters by the shipping address’s governorate and area, by either language’s name', async () => {
    const salmiya = await order({ where: { state: HAWALLI, area: SALMIYA } });
    const jabriya = await order({ where: { state: HAWALLI, area: JABRIYA } });
    // Named before a rewording of its English name: still Hawalli by its Arabic one.
    const reworded = await order({
      where: { state: { en: 'Hawally', ar: 'حولي' }, area: { en: 'Salmiyah', ar: 'السالمية' } },
    });
    const capital = await order({ where: { state: CAPITAL, area: null } });
    // Bahrain's capital governorate is العاصمة in Arabic too: not Kuwait's.
    const bahrain = await order({
      where: { countryCode: 'bh', state: { en: 'Capital', ar: 'العاصمة' }, area: null },
    });

    expect(await ids(`stateId=${place.hawalli}`)).toEqual([salmiya, jabriya, reworded].sort());
    expect(await ids(`stateId=${place.hawalli}&areaId=${place.salmiya}`)).toEqual(
      [salmiya, reworded].sort(),
    );
    expect(await ids(`stateId=${place.hawalli}&areaId=${place.jabriya}`)).toEqual([jabriya]);
    expect(await ids(`stateId=${place.capital}`)).toEqual([capital]);
    expect(await ids(`stateId=${place.capital}&areaId=${place.sharq}`)).toEqual([]);
    expect(await ids('')).toEqual(expect.arrayContaining([bahrain, capital, salmiya]));
    // With the other filters: a status no such order has empties it.
    expect(await ids(`stateId=${place.hawalli}&status=delivered`)).toEqual([]);
    expect((await list(`stateId=${place.hawalli}`)).total).toBe(3);
  });

  it('refuses a governorate outside Kuwait and an area outside its governorate, naming the field', async () => {
    expect(await refusal('stateId=999999')).toEqual(['stateId']);
    // Bahrain's first state: a state, but not one of Kuwait's governorates.
    expect(await refusal('stateId=501')).toEqual(['stateId']);
    expect(await refusal('stateId=x')).toEqual(['stateId']);
    expect(await refusal(`areaId=${place.salmiya}`)).toEqual(['areaId']);
    expect(await refusal(`stateId=${place.capital}&areaId=${place.salmiya}`)).toEqual(['areaId']);
    expect(await refusal(`stateId=${place.hawalli}&areaId=0`)).toEqual(['areaId']);
    const csv = await t.app.inject({
      url: `/api/admin/orders/export?stateId=${place.capital}&areaId=${place.salmiya}`,
      headers: headers(),
    });
    expect(csv.statusCode, csv.body).toBe(400);
    expect(csv.json().error.fields).toHaveProperty('areaId');
  });

  it('to ship: placed, paid or processing; shipped, delivered and the rest are not', async () => {
    const kept = [
      await order({ status: 'placed' }),
      await order({ status: 'paid', paymentMethodId: 2 }),
      await order({ status: 'processing' }),
    ];
    const left = [
      await order({ status: 'shipped' }),
      await order({ status: 'delivered' }),
      await order({ status: 'cancelled' }),
      await order({ status: 'awaiting_payment', paymentMethodId: 2 }),
    ];
    const toShip = await ids('view=toShip');
    expect(toShip).toEqual(expect.arrayContaining(kept));
    for (const id of left) expect(toShip).not.toContain(id);
  });

  it('cash to collect: paid at the door and placed, processing or shipped, as the dashboard counts it', async () => {
    const kept = [
      await order({ status: 'placed' }),
      await order({ status: 'processing' }),
      await order({ status: 'shipped' }),
    ];
    const left = [
      await order({ status: 'delivered' }),
      await order({ status: 'cancelled' }),
      await order({ status: 'shipped', paymentMethodId: 2 }),
    ];
    const cash = await ids('view=cash');
    expect(cash).toEqual(expect.arrayContaining(kept));
    for (const id of left) expect(cash).not.toContain(id);

    // The list's cash view and the dashboard's figure are the same orders: as many, same sum.
    const everyCash = adminOrderPageSchema.parse(
      ok<AdminOrderPage>(
        await t.app.inject({ url: '/api/admin/orders?view=cash', headers: headers() }),
      ),
    );
    expect(everyCash.total).toBeLessThanOrEqual(everyCash.pageSize);
    const dashboard = dashboardSchema.parse(
      ok<Dashboard>(await t.app.inject({ url: '/api/admin/dashboard', headers: headers() })),
    );
    expect(dashboard.cashToCollect.orders).toBe(everyCash.total);
    expect(dashboard.cashToCollect.amount).toBe(
      everyCash.items.reduce((sum, item) => sum + item.total, 0),
    );
  });

  it('returns waiting: a return request requested or approved; received, refused or none are not', async () => {
    const withReturn = async (
      ...statuses: ('requested' | 'approved' | 'received' | 'refused')[]
    ) => {
      const id = await order({ status: 'delivered' });
      for (const status of statuses) {
        await db().insert(orderReturns).values({ orderId: id, lines: [], reason: 'x', status });
      }
      return id;
    };
    const requested = await withReturn('requested');
    const approved = await withReturn('approved');
    // One request done, another still waiting: waiting.
    const oneOfTwo = await withReturn('refused', 'requested');
    const received = await withReturn('received');
    const refused = await withReturn('refused');
    const none = await withReturn();

    const waiting = await ids('view=returns');
    expect(waiting).toEqual([requested, approved, oneOfTwo].sort());
    for (const id of [received, refused, none]) expect(waiting).not.toContain(id);
    // With the other filters too.
    expect(await ids('view=returns&status=delivered')).toEqual(waiting);
    expect(await ids('view=returns&status=shipped')).toEqual([]);
  });

  it('exports what the filters keep, with the governorate and area in the request’s language', async () => {
    const salmiya = await order({ where: { state: HAWALLI, area: SALMIYA } });
    await order({ where: { state: CAPITAL, area: null } });
    const export_ = async (query: string, lang = 'en') => {
      const response = await t.app.inject({
        url: `/api/admin/orders/export?query=${stamp}&${query}`,
        headers: headers(lang),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
    };
    const [header, ...rows] = await export_(`stateId=${place.hawalli}&areaId=${place.salmiya}`);
    expect(header).toMatch(/,Governorate,Area$/);
    // Both Salmiya orders of this file (this one and the first test's), nothing else.
    const listed = await ids(`stateId=${place.hawalli}&areaId=${place.salmiya}`);
    expect(listed).toContain(salmiya);
    expect(rows).toHaveLength(listed.length);
    // Each order as its address was named when it was placed (one was "Hawally" then).
    const number = orderNumber(salmiya);
    const rowOf = (lines: string[]) => lines.find((line) => line.startsWith(`${number},`));
    expect(rowOf(rows)).toMatch(/,Hawalli,Salmiya$/);
    for (const row of rows) expect(row).toMatch(/,(Hawalli,Salmiya|Hawally,Salmiyah)$/);
    const [, ...arabic] = await export_(`stateId=${place.hawalli}&areaId=${place.salmiya}`, 'ar');
    expect(rowOf(arabic)).toMatch(/,حولي,السالمية$/);

    // A quick view narrows the CSV as it narrows the list.
    const [, ...returns] = await export_('view=returns');
    expect(returns).toHaveLength((await list('view=returns')).total);
  });

  it('is for staff who see orders: 403 for the catalogue role', async () => {
    for (const url of [
      `/api/admin/orders?stateId=${place.hawalli}`,
      `/api/admin/orders/export?view=returns`,
    ]) {
      const response = await t.app.inject({ url, headers: headers('en', tokens.catalogue) });
      expect(response.statusCode, response.body).toBe(403);
    }
  });
});
