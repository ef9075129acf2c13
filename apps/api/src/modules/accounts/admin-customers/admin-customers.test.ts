import { randomUUID } from 'node:crypto';
import {
  type AdminCustomer,
  type AdminCustomerPage,
  adminCustomerPageSchema,
  adminCustomerSchema,
  customerNoteSchema,
} from '@storefront/contracts/admin-customers';
import { type Order, orderSchema } from '@storefront/contracts/orders';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, products, users } from '../../../db/schema.ts';
import { errorOf, ok } from '../../../test/answers.ts';
import { authHeader, createGuest, createUser, signIn, useTestApp } from '../../../test/app.ts';
import { cartClient } from '../../cart/test-fixture.ts';
import {
  insertOrdersCatalogue,
  O,
  ordersClient,
  prepareCheckout,
} from '../../orders/test-fixture.ts';

/**
 * Issue 26: the back office's customers through their API, as the admin app calls them: the
 * search (name, email, a phone however it is typed), a customer's figures, orders, addresses and
 * notes, deactivating (sign-in refused by name, sessions ended) and reactivating, the audit, and
 * who may do what.
 */

describe('the back office customers (issue 26)', () => {
  const t = useTestApp({
    env: { GUEST_CREATION_PER_MINUTE: '1000', LOGIN_ATTEMPTS_PER_MINUTE: '1000' },
  });
  const db = () => t.database.db;
  const password = 'a-long-customer-password-1';
  const tokens = { owner: '', orders: '', support: '', catalogue: '' };
  const stamp = randomUUID().slice(0, 8);
  const staffIds: Record<string, string> = {};

  beforeAll(async () => {
    await insertOrdersCatalogue(db());
    await db()
      .update(products)
      .set({ activeQty: 1000 })
      .where(inArray(products.id, [O.product.lamp, O.product.mug]));
    for (const role of ['owner', 'orders', 'support', 'catalogue'] as const) {
      const email = `customers-admin-${role}@admin.test`;
      staffIds[role] = await createUser(db(), {
        email,
        password,
        role: 'staff',
        staffRoleId: role,
      });
      tokens[role] = (await signIn(t.app, email, password)).accessToken;
    }
  });

  const as = (token: string) => ({ ...authHeader(token), 'accept-language': 'en' });
  const call = (method: 'GET' | 'POST', path: string, token = tokens.orders, payload?: object) =>
    t.app.inject({ method, url: `/api/admin/${path}`, headers: as(token), payload });
  const list = async (query: string, token = tokens.orders) =>
    adminCustomerPageSchema.parse(
      ok<AdminCustomerPage>(await call('GET', `customers?${query}`, token)),
    );
  const detail = async (id: string, token = tokens.orders) =>
    adminCustomerSchema.parse(ok<AdminCustomer>(await call('GET', `customers/${id}`, token)));
  const login = (email: string, pass = password) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'accept-language': 'en' },
      payload: { email, password: pass },
    });

  /** A customer with a name, an email and a phone, signed in. */
  const customer = async (name: string, phone: string) => {
    const email = `${name.split(' ')[0]!.toLowerCase()}-${stamp}@example.com`;
    const id = await createUser(db(), { email, password, displayName: `${name} ${stamp}` });
    await db().update(users).set({ phone }).where(eq(users.id, id));
    const session = await signIn(t.app, email, password);
    return { id, email, name: `${name} ${stamp}`, phone, token: session.accessToken };
  };

  /** The customer's cash order of `quantity` lamps (4.000 KD each, shipping on top). */
  const place = async (who: { id: string; token: string }, quantity = 1) => {
    // Each order closes the cart with its choices: the next one chooses again.
    await prepareCheckout(db(), who.id, { email: `${who.id}@example.com` });
    const cart = cartClient(t.app, who.token);
    expect((await cart.add({ productId: O.product.lamp, quantity })).statusCode).toBe(200);
    const response = await ordersClient(t.app, who.token).place(who.id, randomUUID());
    return orderSchema.parse(ok<Order>(response, 201));
  };

  const auditOf = (id: string) =>
    db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.entity, 'customer'), eq(adminAudit.entityId, id)))
      .orderBy(asc(adminAudit.id));

  it('finds a customer by name, email or a phone however it is typed; never guests nor staff', async () => {
    const noura = await customer('Noura Search', '+96555123456');
    const fahad = await customer('Fahad Search', '+96566001122');
    const guest = await createGuest(t.app);

    for (const typed of [
      '55123456',
      '+965 5512 3456',
      '+96555123456',
      '0096555123456',
      '5512-3456',
    ]) {
      const found = (await list(`query=${encodeURIComponent(typed)}`)).items.map((i) => i.id);
      expect(found, typed).toContain(noura.id);
      expect(found, typed).not.toContain(fahad.id);
    }
    expect((await list(`query=${encodeURIComponent(noura.email.toUpperCase())}`)).items).toEqual([
      expect.objectContaining({ id: noura.id, email: noura.email, phone: '+96555123456' }),
    ]);
    expect((await list(`query=fahad%20search%20${stamp}`)).items.map((i) => i.id)).toEqual([
      fahad.id,
    ]);
    // LIKE's wildcards are taken literally.
    expect((await list('query=%25')).items).toEqual([]);

    const everyone = await list('');
    const ids = everyone.items.map((i) => i.id);
    expect(ids).not.toContain(guest.userId);
    expect(ids).not.toContain(staffIds.owner);
    expect(everyone.pageSize).toBe(50);

    // By name, A to Z and back: Fahad before Noura.
    const byName = (await list(`query=${stamp}&sort=name`)).items.map((i) => i.id);
    expect(byName.indexOf(fahad.id)).toBeLessThan(byName.indexOf(noura.id));
    const reversed = (await list(`query=${stamp}&sort=name-desc`)).items.map((i) => i.id);
    expect(reversed.indexOf(noura.id)).toBeLessThan(reversed.indexOf(fahad.id));
  });

  it("a customer's figures, orders, addresses and notes; a cancelled order is no sale", async () => {
    const huda = await customer('Huda Orders', '+96550111222');
    const first = await place(huda, 2);
    const second = await place(huda, 1);
    ok(
      await call('POST', `orders/${second.orderId}/status`, tokens.orders, { status: 'cancelled' }),
    );

    const [row] = (await list(`query=${encodeURIComponent(huda.email)}`)).items;
    expect(row).toMatchObject({
      id: huda.id,
      name: huda.name,
      orders: 2,
      spent: first.total,
      status: 'active',
    });
    expect(Date.parse(row!.lastOrderAt!)).toBeGreaterThanOrEqual(Date.parse(first.createdAt));

    const seen = await detail(huda.id);
    expect(seen.customer).toMatchObject({ orders: 2, spent: first.total, deactivatedAt: null });
    expect(seen.orders.map((order) => [order.orderNumber, order.status, order.total])).toEqual([
      [second.orderNumber, 'cancelled', second.total],
      [first.orderNumber, first.status, first.total],
    ]);
    // The address book as the customer keeps it: each order here chose a new address.
    expect(seen.addresses).toHaveLength(2);
    expect(seen.addresses[0]).toMatchObject({ fullName: 'Sara Al-Sabah', countryName: 'Kuwait' });
    expect(seen.notes).toEqual([]);

    // A note: 201, listed newest first with its author, audited; the customer never sees it.
    const note = customerNoteSchema.parse(
      ok(
        await call('POST', `customers/${huda.id}/notes`, tokens.orders, {
          body: '  Prefers calls after 5 pm  ',
        }),
        201,
      ),
    );
    expect(note).toMatchObject({
      body: 'Prefers calls after 5 pm',
      authorEmail: 'customers-admin-orders@admin.test',
    });
    ok(await call('POST', `customers/${huda.id}/notes`, tokens.owner, { body: 'VIP' }), 201);
    expect((await detail(huda.id, tokens.support)).notes.map((n) => n.body)).toEqual([
      'VIP',
      'Prefers calls after 5 pm',
    ]);
    const audit = await auditOf(huda.id);
    expect(audit.map((r) => [r.action, r.permission, r.actorId])).toEqual([
      ['note', 'customers.write', staffIds.orders],
      ['note', 'customers.write', staffIds.owner],
    ]);
    expect(audit[0]?.after).toMatchObject({ noteId: note.id, body: 'Prefers calls after 5 pm' });
    const own = await t.app.inject({
      url: `/api/users/customers/${huda.id}`,
      headers: as(huda.token),
    });
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain('Prefers calls');
  });

  it('deactivating refuses sign-in by name and ends the sessions; reactivating lets them back', async () => {
    const salem = await customer('Salem Locked', '+96555443322');
    const profile = () =>
      t.app.inject({ url: `/api/users/customers/${salem.id}`, headers: as(salem.token) });
    expect((await profile()).statusCode).toBe(200);

    const off = adminCustomerSchema.parse(
      ok(await call('POST', `customers/${salem.id}/deactivate`)),
    );
    expect(off.customer.status).toBe('deactivated');
    expect(off.customer.deactivatedAt).not.toBeNull();
    // The session it had ends at once.
    expect((await profile()).statusCode).toBe(401);
    // The right password is told why, in the shopper's language; a wrong one learns nothing.
    const refused = errorOf(await login(salem.email), 403);
    expect(refused).toMatchObject({
      code: 'forbidden',
      message: 'This account is deactivated. Contact us if you think this is a mistake.',
    });
    const inArabic = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'accept-language': 'ar' },
      payload: { email: salem.email, password },
    });
    expect(errorOf(inArabic, 403).message).toContain('هذا الحساب معطّل');
    expect(errorOf(await login(salem.email, 'not-the-password-at-all'), 401).message).toBe(
      'The email or password is not correct.',
    );
    expect((await list('status=deactivated')).items.map((i) => i.id)).toContain(salem.id);
    expect((await list('status=active')).items.map((i) => i.id)).not.toContain(salem.id);

    // Deactivating again changes nothing and writes no second row.
    ok(await call('POST', `customers/${salem.id}/deactivate`));
    const back = adminCustomerSchema.parse(
      ok(await call('POST', `customers/${salem.id}/reactivate`)),
    );
    expect(back.customer).toMatchObject({ status: 'active', deactivatedAt: null });
    const again = ok<{ accessToken: string }>(await login(salem.email));
    expect(
      (
        await t.app.inject({
          url: `/api/users/customers/${salem.id}`,
          headers: as(again.accessToken),
        })
      ).statusCode,
    ).toBe(200);

    const audit = await auditOf(salem.id);
    expect(audit.map((r) => [r.action, r.permission, r.before, r.after])).toEqual([
      ['deactivate', 'customers.write', { active: true }, { active: false }],
      ['reactivate', 'customers.write', { active: false }, { active: true }],
    ]);
  });

  it('support reads and changes nothing (403); the catalogue role may not read', async () => {
    const mona = await customer('Mona Roles', '+96555667788');
    expect((await list(`query=${stamp}`, tokens.support)).items.map((i) => i.id)).toContain(
      mona.id,
    );
    expect((await detail(mona.id, tokens.support)).customer.id).toBe(mona.id);
    for (const path of ['notes', 'deactivate', 'reactivate']) {
      const refused = errorOf(
        await call('POST', `customers/${mona.id}/${path}`, tokens.support, { body: 'no' }),
        403,
      );
      expect(refused.message, path).toContain('customers.write');
    }
    for (const path of ['customers', `customers/${mona.id}`]) {
      expect(errorOf(await call('GET', path, tokens.catalogue), 403).message).toContain(
        'customers.read',
      );
    }
    // The customer's own token is no staff token.
    expect((await call('GET', 'customers', mona.token)).statusCode).toBe(403);
    expect(await auditOf(mona.id)).toEqual([]);
    expect((await detail(mona.id)).customer.status).toBe('active');
  });

  it('guests, staff and unknown ids are 404; bad input is a 400 naming the field', async () => {
    const guest = await createGuest(t.app);
    for (const id of [guest.userId, staffIds.owner!, randomUUID()]) {
      expect(errorOf(await call('GET', `customers/${id}`), 404).message).toBe(
        'This account does not exist.',
      );
      errorOf(await call('POST', `customers/${id}/deactivate`), 404);
      errorOf(await call('POST', `customers/${id}/notes`, tokens.orders, { body: 'x' }), 404);
    }
    expect(errorOf(await call('GET', 'customers/not-a-uuid'), 400).fields).toHaveProperty('id');
    expect(errorOf(await call('GET', 'customers?status=sleeping'), 400).fields).toHaveProperty(
      'status',
    );
    expect(errorOf(await call('GET', 'customers?sort=spent'), 400).fields).toHaveProperty('sort');
    expect(errorOf(await call('GET', 'customers?page=0'), 400).fields).toHaveProperty('page');
    expect(
      errorOf(await call('GET', `customers?query=${'x'.repeat(101)}`), 400).fields,
    ).toHaveProperty('query');

    const sami = await customer('Sami Notes', '+96555998877');
    for (const body of ['', '   ', 'x'.repeat(2001)]) {
      const refused = errorOf(
        await call('POST', `customers/${sami.id}/notes`, tokens.orders, { body }),
        400,
      );
      expect(refused.fields).toEqual({ body: 'Write a note of 1 to 2000 characters.' });
    }
    expect(
      errorOf(await call('POST', `customers/${sami.id}/notes`, tokens.orders, {}), 400).fields,
    ).toHaveProperty('body');
    ok(
      await call('POST', `customers/${sami.id}/notes`, tokens.orders, { body: 'x'.repeat(2000) }),
      201,
    );
    expect(await auditOf(guest.userId)).toEqual([]);
  });
});
