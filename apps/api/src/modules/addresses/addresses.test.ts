import { type Address, addressSchema, MAX_ADDRESSES } from '@storefront/contracts/addresses';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { addresses, areas, carts, countries, shippingMethods, states } from '../../db/schema.ts';
import { seedDemoShipping } from '../../db/seed/demo-shipping.ts';
import { syncLocations } from '../../db/seed/locations.ts';
import { errorOf } from '../../test/answers.ts';
import { authHeader, createGuest, useTestApp } from '../../test/app.ts';
import { registerCustomer } from '../accounts/test-fixture.ts';

/** A valid Kuwaiti address: Hawalli (2) / Salmiya (202). */
const kuwaitAddress = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Fatima Al-Sabah',
  phone: '5000 1234',
  email: 'fatima@example.com',
  countryId: 1,
  stateId: 2,
  areaId: 202,
  block: '10',
  street: 'Salem Al-Mubarak St',
  building: '7',
  note: 'Ring twice',
  ...overrides,
});

describe('lookups (spec 7 Addresses and lookups)', () => {
  const t = useTestApp();

  it('countries, states and areas in English and Arabic, cacheable', async () => {
    const en = await t.app.inject({ url: '/api/countries/lookup' });
    expect(en.statusCode).toBe(200);
    expect(en.headers['cache-control']).toBe('public, max-age=300');
    const countries = en.json() as { id: number; code: string; name: string; phoneCode: string }[];
    expect(countries.map((c) => c.code)).toEqual(['kw', 'sa', 'ae', 'qa', 'bh', 'om']);
    expect(countries[0]).toEqual({ id: 1, code: 'kw', name: 'Kuwait', phoneCode: '+965' });

    const ar = await t.app.inject({
      url: '/api/countries/lookup',
      headers: { 'accept-language': 'ar' },
    });
    expect(ar.json()[0].name).toBe('الكويت');

    const states = await t.app.inject({ url: '/api/states/lookup?countryId=1' });
    expect(states.headers['cache-control']).toBe('public, max-age=300');
    expect(states.json()).toHaveLength(6);
    expect(states.json()[1]).toEqual({ id: 2, name: 'Hawalli' });

    const areasAr = await t.app.inject({
      url: '/api/areas/lookup?stateId=2',
      headers: { 'accept-language': 'ar' },
    });
    const areaList = areasAr.json() as { id: number; name: string }[];
    expect(areaList.length).toBeGreaterThanOrEqual(5);
    expect(areaList).toContainEqual({ id: 202, name: 'السالمية' });

    // Every Kuwaiti governorate has at least five areas; other GCC states have none.
    for (const state of states.json() as { id: number }[]) {
      const list = await t.app.inject({ url: `/api/areas/lookup?stateId=${state.id}` });
      expect(list.json().length).toBeGreaterThanOrEqual(5);
    }
    const saudi = await t.app.inject({ url: '/api/states/lookup?countryId=2' });
    const riyadh = (saudi.json() as { id: number; name: string }[])[0];
    expect(riyadh?.name).toBe('Riyadh');
    expect((await t.app.inject({ url: `/api/areas/lookup?stateId=${riyadh?.id}` })).json()).toEqual(
      [],
    );

    errorOf(await t.app.inject({ url: '/api/states/lookup?countryId=abc' }), 400);
    expect((await t.app.inject({ url: '/api/areas/lookup?stateId=0' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/states/lookup?countryId=999' })).json()).toEqual([]);
  });
});

describe('reference data and demo seeds', () => {
  const t = useTestApp();

  it('syncing the locations and seeding the shipping methods again changes nothing', async () => {
    const db = t.database.db;
    const counts = async () =>
      Promise.all(
        [countries, states, areas, shippingMethods].map(async (table) => {
          const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
          return row?.n;
        }),
      );
    const before = await counts();
    expect(before[0]).toBe(6);
    expect(before[3]).toBe(3);
    await db
      .update(countries)
      .set({ name: { en: 'Renamed' } })
      .where(eq(countries.id, 1));
    await syncLocations(db);
    await seedDemoShipping(db);
    expect(await counts()).toEqual(before);
    const [kuwait] = await db.select().from(countries).where(eq(countries.id, 1));
    expect(kuwait?.name).toEqual({ en: 'Kuwait', ar: 'الكويت' });
  });
});

describe('addresses (spec 7 Addresses and lookups)', () => {
  const t = useTestApp({
    env: { GUEST_CREATION_PER_MINUTE: '1000', LOGIN_ATTEMPTS_PER_MINUTE: '1000' },
  });

  const client = (token: string, userId: string, lang = 'en') => {
    const headers = { ...authHeader(token), 'accept-language': lang };
    return {
      list: () => t.app.inject({ url: `/api/customers/${userId}/addresses`, headers }),
      get: (id: number) => t.app.inject({ url: `/api/customers/${userId}/address/${id}`, headers }),
      create: (payload: object) =>
        t.app.inject({ method: 'POST', url: `/api/customers/${userId}/address`, headers, payload }),
      update: (id: number, payload: object) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/customers/${userId}/address/${id}`,
          headers,
          payload,
        }),
      remove: (id: number) =>
        t.app.inject({ method: 'DELETE', url: `/api/customers/${userId}/address/${id}`, headers }),
    };
  };
  const created = (response: LightMyRequestResponse): Address => {
    expect(response.statusCode, response.body).toBe(201);
    return addressSchema.parse(response.json());
  };

  it('saves an address with names in the request language and the phone in E.164', async () => {
    const me = await registerCustomer(t.app);
    const api = client(me.accessToken, me.userId, 'ar');
    const address = created(await api.create(kuwaitAddress({ email: '' })));
    expect(address).toMatchObject({
      addressType: 'Home',
      fullName: 'Fatima Al-Sabah',
      phone: '+96550001234',
      email: null,
      countryCode: 'kw',
      countryName: 'الكويت',
      stateName: 'حولي',
      areaName: 'السالمية',
      note: 'Ring twice',
      // The first address becomes the default.
      isDefault: true,
    });
    const list = await api.list();
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json()).toEqual([address]);
    expect((await api.get(address.addressId)).json()).toEqual(address);

    // A Saudi address: a state, no area, no block; the phone read as Saudi.
    const saudi = created(
      await api.create({
        fullName: 'Omar',
        phone: '050 123 4567',
        countryId: 2,
        stateId: 201,
      }),
    );
    expect(saudi).toMatchObject({ phone: '+966501234567', areaId: null, areaName: null });
  });

  it('refuses mismatched or missing lookups, bad phones and Kuwaiti addresses without a block', async () => {
    const me = await registerCustomer(t.app);
    const api = client(me.accessToken, me.userId);
    const cases: [object, string][] = [
      [kuwaitAddress({ countryId: 99 }), 'countryId'],
      [kuwaitAddress({ stateId: 201 }), 'stateId'],
      [kuwaitAddress({ stateId: 9999 }), 'stateId'],
      [kuwaitAddress({ areaId: 101 }), 'areaId'],
      [kuwaitAddress({ areaId: 99999 }), 'areaId'],
      [kuwaitAddress({ areaId: null }), 'areaId'],
      [kuwaitAddress({ stateId: null }), 'stateId'],
      [kuwaitAddress({ stateId: null, areaId: null }), 'stateId'],
      [kuwaitAddress({ phone: '123' }), 'phone'],
      [kuwaitAddress({ phone: '1234 5678' }), 'phone'],
      [kuwaitAddress({ block: '' }), 'block'],
      [kuwaitAddress({ fullName: 'A' }), 'fullName'],
      [kuwaitAddress({ note: 'x'.repeat(501) }), 'note'],
      [kuwaitAddress({ email: 'not-an-email' }), 'email'],
      [{ fullName: 'Omar', phone: '0501234567', countryId: 2 }, 'stateId'],
    ];
    for (const [payload, field] of cases) {
      const error = errorOf(await api.create(payload), 400);
      expect(Object.keys(error.fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
    expect((await api.list()).json()).toEqual([]);

    const ar = client(me.accessToken, me.userId, 'ar');
    const error = errorOf(await ar.create(kuwaitAddress({ stateId: 201 })), 400);
    expect(error.fields?.stateId).toBe('هذه المحافظة أو المنطقة ليست في الدولة المختارة.');
  });

  it("another user's address is 404; another user's id is 403", async () => {
    const me = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    const theirs = created(await client(other.accessToken, other.userId).create(kuwaitAddress()));
    const api = client(me.accessToken, me.userId);
    errorOf(await api.get(theirs.addressId), 404);
    errorOf(await api.update(theirs.addressId, kuwaitAddress()), 404);
    errorOf(await api.remove(theirs.addressId), 404);
    errorOf(await client(me.accessToken, other.userId).list(), 403);
    expect((await t.app.inject({ url: `/api/customers/${me.userId}/addresses` })).statusCode).toBe(
      401,
    );
    // Still there, unchanged.
    expect((await client(other.accessToken, other.userId).get(theirs.addressId)).json()).toEqual(
      theirs,
    );
  });

  it('a guest may save an address, with an email', async () => {
    const guest = await createGuest(t.app);
    const api = client(guest.accessToken, guest.userId);
    const error = errorOf(await api.create(kuwaitAddress({ email: '' })), 400);
    expect(error.fields?.email).toBe('Enter an email address so we can send your order details.');
    errorOf(await api.create(kuwaitAddress({ email: undefined })), 400);
    const address = created(await api.create(kuwaitAddress({ email: 'Guest@Example.com' })));
    expect(address.email).toBe('guest@example.com');
  });

  it('one default at a time; default first, then newest first', async () => {
    const me = await registerCustomer(t.app);
    const api = client(me.accessToken, me.userId);
    const first = created(await api.create(kuwaitAddress({ fullName: 'First' })));
    const second = created(await api.create(kuwaitAddress({ fullName: 'Second' })));
    const third = created(await api.create(kuwaitAddress({ fullName: 'Third', isDefault: true })));
    expect([first.isDefault, second.isDefault, third.isDefault]).toEqual([true, false, true]);
    let list = (await api.list()).json() as Address[];
    expect(list.map((a) => [a.fullName, a.isDefault])).toEqual([
      ['Third', true],
      ['Second', false],
      ['First', false],
    ]);

    const updated = await api.update(
      second.addressId,
      kuwaitAddress({ fullName: 'Second!', isDefault: true }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    list = (await api.list()).json() as Address[];
    expect(list.map((a) => [a.fullName, a.isDefault])).toEqual([
      ['Second!', true],
      ['Third', false],
      ['First', false],
    ]);

    const removed = await api.remove(first.addressId);
    expect(removed.statusCode).toBe(204);
    errorOf(await api.get(first.addressId), 404);
  });

  it(`at most ${MAX_ADDRESSES} addresses (409)`, async () => {
    const me = await registerCustomer(t.app);
    await t.database.db.insert(addresses).values(
      Array.from({ length: MAX_ADDRESSES }, (_, i) => ({
        userId: me.userId,
        fullName: `Address ${i}`,
        phone: '+96550001234',
        countryId: 1,
        stateId: 2,
        areaId: 202,
      })),
    );
    const error = errorOf(await client(me.accessToken, me.userId).create(kuwaitAddress()), 409);
    expect(error.message).toBe(
      `You can keep at most ${MAX_ADDRESSES} addresses. Delete one first.`,
    );
  });

  it("deleting the cart's shipping address clears it from the cart", async () => {
    const me = await registerCustomer(t.app);
    const api = client(me.accessToken, me.userId);
    const address = created(await api.create(kuwaitAddress()));
    const chosen = await t.app.inject({
      method: 'PUT',
      url: `/api/carts/shipping-address?shippingAddressId=${address.addressId}`,
      headers: authHeader(me.accessToken),
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().shippingAddressId).toBe(address.addressId);
    expect((await api.remove(address.addressId)).statusCode).toBe(204);
    const [cart] = await t.database.db.select().from(carts).where(eq(carts.userId, me.userId));
    expect(cart?.shippingAddressId).toBeNull();
  });
});
