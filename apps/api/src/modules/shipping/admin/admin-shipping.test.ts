import { randomUUID } from 'node:crypto';
import {
  type AdminShippingMethod,
  type AdminShippingMethodCreate,
  adminShippingMethodSchema,
  adminShippingMethodsSchema,
} from '@storefront/contracts/admin-settings';
import { cartSchema } from '@storefront/contracts/cart';
import { orderSchema } from '@storefront/contracts/orders';
import { type ShippingMethod, shippingMethodSchema } from '@storefront/contracts/shipping';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../../db/schema.ts';
import { errorOf, ok } from '../../../test/answers.ts';
import { authHeader, createGuest, createUser, signIn, useTestApp } from '../../../test/app.ts';
import { cartClient } from '../../cart/test-fixture.ts';
import { insertOrdersCatalogue, O, ordersClient } from '../../orders/test-fixture.ts';

/**
 * Issue 26: the back office's shipping methods through their API, and what they change at the
 * checkout: prices, the default method (data, not a constant), the areas a method serves, the
 * order; every refusal, and the storefront's pages told of each change.
 */

/** Kuwait's areas (reference data): Kuwait City and Sharq in the capital, Salmiya in Hawalli. */
const AREA = { kuwaitCity: 101, sharq: 102, salmiya: 202 } as const;

describe('the back office shipping methods (issue 26)', () => {
  const t = useTestApp({ env: { GUEST_CREATION_PER_MINUTE: '1000' } });
  const db = () => t.database.db;
  const password = 'a-long-staff-password-1';
  const tokens: Record<'owner' | 'catalogue' | 'orders' | 'support', string> = {
    owner: '',
    catalogue: '',
    orders: '',
    support: '',
  };
  /** Every tag set the app announced, as the pages and caches hear it. */
  const announced: string[][] = [];

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    { as = 'owner' as keyof typeof tokens, lang = 'en' } = {},
  ) =>
    t.app.inject({
      method,
      url: `/api/admin/${url}`,
      headers: { ...authHeader(tokens[as]), 'accept-language': lang },
      ...(payload && { payload }),
    });

  const methodOf = (response: LightMyRequestResponse, status = 200): AdminShippingMethod =>
    adminShippingMethodSchema.parse(ok(response, status));
  const methodsOf = (response: LightMyRequestResponse): AdminShippingMethod[] =>
    adminShippingMethodsSchema.parse(ok(response));

  const fields = (overrides: Partial<AdminShippingMethodCreate> = {}) => ({
    name: { en: 'Courier', ar: 'مندوب' },
    description: { en: 'By our own courier.', ar: 'مع مندوبنا.' },
    price: 2_250,
    minDays: 1,
    maxDays: 2,
    countryCodes: ['kw'],
    ...overrides,
  });
  const create = async (overrides: Partial<AdminShippingMethodCreate> = {}) =>
    methodOf(
      await call('POST', 'shipping-methods', {
        code: `t-${randomUUID().slice(0, 8)}`,
        ...fields(overrides),
      }),
      201,
    );
  /** PUT: the method as it is with `changes`. */
  const update = (method: AdminShippingMethod, changes: object) => {
    const { id, code, isDefault, sortOrder, ...rest } = method;
    return call('PUT', `shipping-methods/${id}`, { ...rest, ...changes });
  };
  const makeDefault = (id: number) => call('POST', `shipping-methods/${id}/make-default`);

  const auditOf = (entityId: number, action: string) =>
    db()
      .select()
      .from(adminAudit)
      .where(
        and(
          eq(adminAudit.entity, 'shippingMethod'),
          eq(adminAudit.entityId, String(entityId)),
          eq(adminAudit.action, action),
        ),
      );

  /** A guest with a lamp (KD 4.000) in the cart and a Kuwaiti address in `areaId`. */
  const shopper = async (areaId: number = AREA.kuwaitCity) => {
    const guest = await createGuest(t.app);
    const headers = authHeader(guest.accessToken);
    const cart = cartClient(t.app, guest.accessToken);
    ok(await cart.add({ productId: O.product.lamp, quantity: 1 }));
    const address = ok(
      await t.app.inject({
        method: 'POST',
        url: `/api/customers/${guest.userId}/address`,
        headers,
        payload: {
          fullName: 'Test Shopper',
          email: 'shopper@example.com',
          phone: '50001234',
          countryId: 1,
          stateId: Math.floor(areaId / 100),
          areaId,
          block: '1',
          street: '2',
          building: '3',
        },
      }),
      201,
    ).addressId as number;
    const put = (url: string, payload?: object) =>
      t.app.inject({ method: 'PUT', url: `/api/${url}`, headers, ...(payload && { payload }) });
    ok(await put(`carts/shipping-address?shippingAddressId=${address}`));
    ok(await put(`carts/billing-address?billingAddressId=${address}`));
    ok(await put('carts/payment-method?paymentMethodId=1'));
    return {
      ...guest,
      methods: async (): Promise<ShippingMethod[]> =>
        shippingMethodSchema
          .array()
          .parse(
            ok(await t.app.inject({ url: `/api/shipping-methods?addressId=${address}`, headers })),
          ),
      choose: (methodId: number, shippingAmount: number) =>
        put(`carts/shipping-method?shippingMethodId=${methodId}`, { shippingAmount }),
      cart: async () => cartSchema.parse(ok(await cart.get(guest.userId))),
      place: () => ordersClient(t.app, guest.accessToken).place(guest.userId, randomUUID()),
    };
  };

  beforeAll(async () => {
    await insertOrdersCatalogue(db());
    for (const role of ['owner', 'catalogue', 'orders', 'support'] as const) {
      const email = `${role}@shipping-settings.test`;
      await createUser(db(), { email, password, role: 'staff', staffRoleId: role });
      tokens[role] = (await signIn(t.app, email, password)).accessToken;
    }
    t.app.catalogueNews.onChange((tags) => {
      if (tags !== 'everything') announced.push([...tags]);
    });
  });

  it('lists every method in the checkout’s order, the default marked; other roles are refused', async () => {
    const methods = methodsOf(await call('GET', 'shipping-methods'));
    expect(methods.map((method) => method.code)).toEqual(['standard', 'express', 'free']);
    expect(methods.filter((method) => method.isDefault).map((method) => method.id)).toEqual([1]);
    expect(methods[0]).toMatchObject({
      name: { en: 'Standard delivery', ar: 'التوصيل العادي' },
      price: 1_500,
      freeFrom: 20_000,
      areaIds: null,
    });
    expect(methodOf(await call('GET', 'shipping-methods/2'))).toMatchObject({ code: 'express' });
    errorOf(await call('GET', 'shipping-methods/999'), 404);
    for (const as of ['catalogue', 'orders', 'support'] as const) {
      expect(errorOf(await call('GET', 'shipping-methods', undefined, { as }), 403).code).toBe(
        'forbidden',
      );
      errorOf(await call('PUT', 'shipping-methods/1', fields(), { as }), 403);
      errorOf(await call('POST', 'shipping-methods/2/make-default', undefined, { as }), 403);
    }
  });

  it('creates a method: last in the order, not the default, audited, announced', async () => {
    announced.length = 0;
    const method = await create({
      code: '  Same-Day ',
      countryCodes: ['KW', 'kw'],
      areaIds: [AREA.sharq, AREA.kuwaitCity, AREA.sharq],
      freeFrom: 30_000,
    });
    expect(method).toMatchObject({
      code: 'same-day',
      name: { en: 'Courier', ar: 'مندوب' },
      price: 2_250,
      freeFrom: 30_000,
      minSubtotal: 0,
      countryCodes: ['kw'],
      areaIds: [AREA.kuwaitCity, AREA.sharq],
      active: true,
      isDefault: false,
    });
    const all = methodsOf(await call('GET', 'shipping-methods'));
    expect(all.at(-1)?.id).toBe(method.id);
    expect((await auditOf(method.id, 'create'))[0]?.after).toMatchObject({ code: 'same-day' });
    expect(announced).toContainEqual(['shipping-methods']);
    // The code is the method's: another cannot have it.
    const taken = errorOf(
      await call('POST', 'shipping-methods', { code: 'same-day', ...fields() }),
      409,
    );
    expect(taken.fields).toEqual({ code: 'Another shipping method already has this code.' });
  });

  it('refuses bad input with a 400 naming the field, in the request’s language', async () => {
    const refused = async (body: object, field: string) => {
      const error = errorOf(await call('POST', 'shipping-methods', body), 400);
      expect(Object.keys(error.fields ?? {}), JSON.stringify(error)).toContain(field);
      return error;
    };
    const code = 'refused';
    const days = await refused({ code, ...fields({ minDays: 3, maxDays: 1 }) }, 'maxDays');
    expect(days.fields?.maxDays).toBe('The longest delivery time must be at least the shortest.');
    await refused({ code, ...fields({ price: -1 }) }, 'price');
    await refused({ code, ...fields({ price: 1.5 }) }, 'price');
    await refused({ code, ...fields({ freeFrom: -10 }) }, 'freeFrom');
    await refused({ code, ...fields({ minDays: -1 }) }, 'minDays');
    await refused({ code, ...fields({ maxDays: 400 }) }, 'maxDays');
    await refused({ code: 'No spaces!', ...fields() }, 'code');
    await refused({ code, ...fields({ name: { en: ' ' } }) }, 'name.en');
    await refused({ code, ...fields({ countryCodes: [] }) }, 'countryCodes');
    await refused({ code, ...fields({ countryCodes: ['xx'] }) }, 'countryCodes');
    await refused({ code, ...fields({ areaIds: [] }) }, 'areaIds');
    const unknown = await refused({ code, ...fields({ areaIds: [AREA.sharq, 9_999] }) }, 'areaIds');
    expect(unknown.fields?.areaIds).toBe('One of these areas does not exist.');
    // Kuwait's areas are not Saudi Arabia's.
    await refused({ code, ...fields({ countryCodes: ['sa'], areaIds: [AREA.sharq] }) }, 'areaIds');
    await refused({ code, ...fields(), active: 'yes' }, 'active');
    const arabic = errorOf(
      await call('POST', 'shipping-methods', { code, ...fields({ price: -1 }) }, { lang: 'ar' }),
      400,
    );
    expect(arabic.fields?.price).toBe('أدخل مبلغًا من 0 فأكثر، بثلاث خانات عشرية على الأكثر.');
    errorOf(await call('PUT', 'shipping-methods/999', fields()), 404);
    errorOf(await call('PUT', 'shipping-methods/1', { ...fields(), minDays: 5, maxDays: 4 }), 400);
  });

  it('a new price shows in the methods and in a cart that chose the method, at once', async () => {
    const method = await create({ code: 'courier-price' });
    const s = await shopper();
    ok(await s.choose(method.id, 2_250));
    announced.length = 0;
    const changed = methodOf(await update(method, { price: 2_750 }));
    expect(changed.price).toBe(2_750);
    expect((await s.methods()).find((m) => m.shippingMethodId === method.id)?.price).toBe(2_750);
    const cart = await s.cart();
    expect(cart).toMatchObject({ shippingMethodId: method.id, shippingAmount: 2_750 });
    expect(cart.total).toBe(cart.subTotal + 2_750);
    expect(announced).toEqual([['shipping-methods']]);
    const [audit] = await auditOf(method.id, 'update');
    expect(audit).toMatchObject({ before: { price: 2_250 }, after: { price: 2_750 } });
    // Turned off: the cart no longer has it.
    methodOf(await update(changed, { active: false }));
    expect(await s.cart()).toMatchObject({ shippingMethodId: null, shippingAmount: 0 });
    expect(errorOf(await s.place(), 400).fields).toHaveProperty('shippingMethodId');
  });

  it('the default moves in one step; the storefront and orders follow it', async () => {
    const method = await create({ code: 'new-default', minDays: 5, maxDays: 6 });
    const before = shippingMethodSchema.parse(
      ok(await t.app.inject({ url: '/api/shipping-methods/default' })),
    );
    expect(before).toMatchObject({ shippingMethodId: 1, isDefault: true });
    const page = await t.app.inject({ url: '/api/shipping-methods/default' });
    expect(page.headers['surrogate-key']).toBe('shipping-methods');

    const methods = methodsOf(await makeDefault(method.id));
    expect(methods.filter((m) => m.isDefault).map((m) => m.id)).toEqual([method.id]);
    expect((await auditOf(method.id, 'makeDefault'))[0]).toMatchObject({
      before: { defaultMethodId: 1 },
      after: { defaultMethodId: method.id },
    });
    const now = shippingMethodSchema.parse(
      ok(await t.app.inject({ url: '/api/shipping-methods/default' })),
    );
    expect(now).toMatchObject({ shippingMethodId: method.id, maxDays: 6, isDefault: true });

    // A cart without a method is placed with the default one.
    const s = await shopper();
    expect((await s.methods()).filter((m) => m.isDefault).map((m) => m.shippingMethodId)).toEqual([
      method.id,
    ]);
    const order = orderSchema.parse(ok(await s.place(), 201));
    expect(order).toMatchObject({ shippingMethodName: 'Courier', shippingAmount: 2_250 });

    // The default stays on and stays: 409 to turn it off or delete it.
    const off = errorOf(
      await update(methods.find((m) => m.id === method.id)!, { active: false }),
      409,
    );
    expect(off.fields).toEqual({
      active: 'The default method cannot be turned off: make another method the default first.',
    });
    errorOf(await call('DELETE', `shipping-methods/${method.id}`), 409);
    // An off method cannot become the default.
    const paused = await create({ code: 'paused-one', active: false });
    expect(errorOf(await makeDefault(paused.id), 409).fields).toHaveProperty('isDefault');
    errorOf(await makeDefault(999), 404);

    // Back as it was: standard is the default again.
    methodsOf(await makeDefault(1));
    methodsOf(await makeDefault(1));
    expect(
      methodsOf(await call('GET', 'shipping-methods'))
        .filter((m) => m.isDefault)
        .map((m) => m.id),
    ).toEqual([1]);
  });

  it('a method with areas is offered only to an address in one of them', async () => {
    const method = await create({ code: 'capital-only', areaIds: [AREA.kuwaitCity, AREA.sharq] });
    const inside = await shopper(AREA.kuwaitCity);
    const outside = await shopper(AREA.salmiya);
    expect((await inside.methods()).map((m) => m.shippingMethodId)).toContain(method.id);
    expect((await outside.methods()).map((m) => m.shippingMethodId)).not.toContain(method.id);
    // Not for a country alone either (the cart's free-delivery line asks so).
    const byCountry = shippingMethodSchema
      .array()
      .parse(ok(await t.app.inject({ url: '/api/shipping-methods?countryId=1' })));
    expect(byCountry.map((m) => m.shippingMethodId)).not.toContain(method.id);
    expect(errorOf(await outside.choose(method.id, 2_250), 404).fields).toHaveProperty(
      'shippingMethodId',
    );
    ok(await inside.choose(method.id, 2_250));
    // The area leaves the method: the cart has no method, and the order is refused.
    methodOf(await update(method, { areaIds: [AREA.sharq] }));
    expect((await inside.cart()).shippingMethodId).toBeNull();
    expect(errorOf(await inside.place(), 400).fields).toHaveProperty('shippingMethodId');
    methodOf(await update(method, { areaIds: null }));
    expect(orderSchema.parse(ok(await inside.place(), 201)).shippingMethodName).toBe('Courier');
  });

  it('deletes only a method no order uses, never the default', async () => {
    const unused = await create({ code: 'to-delete' });
    const s = await shopper();
    ok(await s.choose(unused.id, 2_250));
    expect((await call('DELETE', `shipping-methods/${unused.id}`)).statusCode).toBe(204);
    errorOf(await call('GET', `shipping-methods/${unused.id}`), 404);
    expect((await auditOf(unused.id, 'delete'))[0]).toMatchObject({ after: null });
    expect((await s.cart()).shippingMethodId).toBeNull();

    const used = await create({ code: 'used-once' });
    const buyer = await shopper();
    ok(await buyer.choose(used.id, 2_250));
    ok(await buyer.place(), 201);
    const refused = errorOf(await call('DELETE', `shipping-methods/${used.id}`), 409);
    expect(refused.message).toBe(
      'Orders use this method, so it cannot be deleted: turn it off instead.',
    );
    expect(methodOf(await call('GET', `shipping-methods/${used.id}`)).code).toBe('used-once');
    // (Ids are the largest plus one, so the deleted method's may come back: audit rows name codes.)
    const deletes = await auditOf(used.id, 'delete');
    expect(deletes.filter((row) => (row.before as { code: string }).code === 'used-once')).toEqual(
      [],
    );
    expect(errorOf(await call('DELETE', 'shipping-methods/1'), 409).message).toBe(
      'The default method cannot be deleted: make another method the default first.',
    );
    errorOf(await call('DELETE', 'shipping-methods/999'), 404);
  });

  it('reorders: every id once, the checkout lists them so', async () => {
    const all = methodsOf(await call('GET', 'shipping-methods'));
    const ids = all.map((m) => m.id);
    const reversed = [...ids].reverse();
    const answered = methodsOf(await call('PUT', 'shipping-methods/order', { ids: reversed }));
    expect(answered.map((m) => m.id)).toEqual(reversed);
    const listed = shippingMethodSchema
      .array()
      .parse(ok(await t.app.inject({ url: '/api/shipping-methods?countryId=1' })))
      .map((m) => m.shippingMethodId);
    expect(listed).toEqual(reversed.filter((id) => listed.includes(id)));
    expect((await auditOf(ids[0]!, 'reorder')).at(-1)).toMatchObject({
      after: { sortOrder: ids.length },
    });
    for (const bad of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 999], []]) {
      expect(
        errorOf(await call('PUT', 'shipping-methods/order', { ids: bad }), 400).fields,
      ).toHaveProperty('ids');
    }
    methodsOf(await call('PUT', 'shipping-methods/order', { ids }));
  });
});
