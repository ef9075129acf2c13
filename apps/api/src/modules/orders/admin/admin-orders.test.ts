import { randomUUID } from 'node:crypto';
import {
  type AdminOrder,
  type AdminOrderPage,
  adminOrderPageSchema,
  adminOrderSchema,
} from '@storefront/contracts/admin-orders';
import { type Order, orderSchema } from '@storefront/contracts/orders';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, orders, outboxMessages, products } from '../../../db/schema.ts';
import { csvCell } from '../../../lib/csv.ts';
import { errorOf, ok } from '../../../test/answers.ts';
import { authHeader, createGuest, createUser, signIn, useTestApp } from '../../../test/app.ts';
import { cartClient } from '../../cart/test-fixture.ts';
import { insertOrdersCatalogue, O, ordersClient, prepareCheckout } from '../test-fixture.ts';

/**
 * Issue 26: the back office's orders through their API, as the admin app calls them: the list's
 * filters and search, the CSV, the moves and their refusals, the notes that shoppers never see,
 * and who may do what.
 */

const P = O.product;

describe('the back office orders (issue 26)', () => {
  const t = useTestApp({ env: { GUEST_CREATION_PER_MINUTE: '1000' } });
  const db = () => t.database.db;
  const password = 'a-long-staff-password-1';
  const tokens = { owner: '', orders: '', support: '', catalogue: '' };
  const stamp = randomUUID().slice(0, 8);

  beforeAll(async () => {
    await insertOrdersCatalogue(db());
    await db()
      .update(products)
      .set({ activeQty: 1000 })
      .where(inArray(products.id, [P.lamp, P.mug]));
    for (const role of ['owner', 'orders', 'support', 'catalogue'] as const) {
      const email = `orders-admin-${role}@admin.test`;
      await createUser(db(), { email, password, role: 'staff', staffRoleId: role });
      tokens[role] = (await signIn(t.app, email, password)).accessToken;
    }
  });

  const as = (token: string) => ({ ...authHeader(token), 'accept-language': 'en' });
  const list = async (query: string, token = tokens.orders) =>
    adminOrderPageSchema.parse(
      ok<AdminOrderPage>(
        await t.app.inject({ url: `/api/admin/orders?${query}`, headers: as(token) }),
      ),
    );
  const move = (id: number, body: object, token = tokens.orders) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/status`,
      headers: as(token),
      payload: body,
    });
  const detail = async (id: number, token = tokens.orders) =>
    adminOrderSchema.parse(
      ok<AdminOrder>(await t.app.inject({ url: `/api/admin/orders/${id}`, headers: as(token) })),
    );

  /** A guest's cash order of one lamp, with its own phone, email and name. */
  const place = async (who: { phone: string; name: string }, quantity = 1) => {
    const guest = await createGuest(t.app);
    const email = `${who.name.split(' ')[0]!.toLowerCase()}-${stamp}-${randomUUID().slice(0, 4)}@example.com`;
    await prepareCheckout(db(), guest.userId, { email });
    const cart = cartClient(t.app, guest.accessToken);
    expect((await cart.add({ productId: P.lamp, quantity })).statusCode).toBe(200);
    const response = await ordersClient(t.app, guest.accessToken).place(guest.userId, randomUUID());
    const order = orderSchema.parse(ok<Order>(response, 201));
    // The checkout fixture gives every order one address: this one's contact is its own.
    const contact = JSON.stringify({ fullName: who.name, phone: who.phone });
    await db()
      .update(orders)
      .set({
        contactPhone: who.phone,
        billingAddress: sql`${orders.billingAddress} || ${contact}::jsonb`,
        shippingAddress: sql`${orders.shippingAddress} || ${contact}::jsonb`,
      })
      .where(eq(orders.id, order.orderId));
    return { guest, order, email };
  };

  it('filters by status and quick view, and finds an order by number, email, phone or name', async () => {
    const noura = await place({ phone: '+96555123456', name: `Noura ${stamp}` });
    const fahad = await place({ phone: '+96566001122', name: `Fahad ${stamp}` });
    ok(await move(fahad.order.orderId, { status: 'processing' }));

    // However staff type the phone, the stored E.164 number is found.
    for (const typed of [
      '55123456',
      '+965 5512 3456',
      '+96555123456',
      '0096555123456',
      '5512-3456',
    ]) {
      const found = await list(`query=${encodeURIComponent(typed)}`);
      expect(
        found.items.map((item) => item.id),
        typed,
      ).toContain(noura.order.orderId);
      expect(
        found.items.map((item) => item.id),
        typed,
      ).not.toContain(fahad.order.orderId);
    }
    expect((await list(`query=${noura.order.orderNumber}`)).items.map((i) => i.id)).toEqual([
      noura.order.orderId,
    ]);
    expect((await list(`query=${encodeURIComponent(noura.email.toUpperCase())}`)).total).toBe(1);
    const byName = await list(`query=${encodeURIComponent(`fahad ${stamp}`)}`);
    expect(byName.items.map((item) => item.id)).toEqual([fahad.order.orderId]);
    expect(byName.items[0]).toMatchObject({
      orderNumber: fahad.order.orderNumber,
      customerName: `Fahad ${stamp}`,
      phone: '+96566001122',
      status: 'processing',
      total: fahad.order.total,
      paymentState: 'on_delivery',
    });

    const processing = await list('status=processing');
    expect(processing.items.every((item) => item.status === 'processing')).toBe(true);
    expect(processing.items.map((i) => i.id)).toContain(fahad.order.orderId);
    const toShip = await list('view=toShip');
    expect(toShip.items.map((i) => i.id)).toEqual(
      expect.arrayContaining([noura.order.orderId, fahad.order.orderId]),
    );
    const cash = await list('view=cash&paymentMethodId=1&shippingMethodId=1');
    expect(cash.items.map((i) => i.id)).toContain(noura.order.orderId);
    expect((await list('view=cash&paymentMethodId=2')).items.map((i) => i.id)).not.toContain(
      noura.order.orderId,
    );
    expect((await list('paymentState=paid')).items.map((i) => i.id)).not.toContain(
      noura.order.orderId,
    );
    const atTheDoor = await list(`paymentState=on_delivery&query=${stamp}`);
    expect(atTheDoor.total).toBe(atTheDoor.items.length);
    expect(atTheDoor.items.map((i) => i.id)).toEqual(
      expect.arrayContaining([noura.order.orderId, fahad.order.orderId]),
    );
    // Date range: today is in, a range in the past is not.
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=2020-01-01&to=2020-12-31&query=${stamp}`)).total).toBe(0);
    expect((await list(`from=${today}&query=${stamp}`)).total).toBeGreaterThanOrEqual(2);
    expect(cash.paymentMethods.length).toBeGreaterThan(0);
    expect(cash.shippingMethods.length).toBeGreaterThan(0);

    const bad = await t.app.inject({
      url: '/api/admin/orders?view=later',
      headers: as(tokens.orders),
    });
    expect(errorOf(bad, 400).fields).toHaveProperty('view');
  });

  it('exports the filtered orders as CSV: header, KD with 3 decimals, formula-safe cells', async () => {
    const sneaky = await place({ phone: '+96590001111', name: `=HYPERLINK("x") ${stamp}` });
    const response = await t.app.inject({
      url: `/api/admin/orders/export?query=${encodeURIComponent(`hyperlink("x") ${stamp}`)}`,
      headers: as(tokens.support),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const [header, row, end] = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'Order number,Date (Asia/Kuwait),Status,Customer,Email,Phone,Payment method,Payment state,' +
        'Shipping method,Items,Sub-total (KD),Discount (KD),Shipping (KD),Total (KD),Carrier,' +
        'Tracking number,Governorate,Area',
    );
    expect(end).toBe('');
    const total = `${Math.trunc(sneaky.order.total / 1000)}.${String(sneaky.order.total % 1000).padStart(3, '0')}`;
    expect(row).toContain(`${sneaky.order.orderNumber},`);
    // The name would be a formula: quoted with ' and, holding quotes, wrapped and doubled.
    expect(row).toContain(`"'=HYPERLINK(""x"") ${stamp}"`);
    expect(row).toContain(",'+96590001111,");
    expect(row).toContain(`,${total},,`);
    expect(row).toMatch(/,placed,/);

    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(12)).toBe('12');
  });

  it('moves an order along the machine, ships it with tracking, emails the shopper, audits each move', async () => {
    const { order, email } = await place({ phone: '+96550102030', name: `Huda ${stamp}` });
    const id = order.orderId;

    // Placed cannot jump to delivered: 409 naming status.
    const forbidden = errorOf(await move(id, { status: 'delivered' }), 409);
    expect(forbidden.fields).toHaveProperty('status');

    ok(await move(id, { status: 'processing', note: 'Packing today' }));
    // Shipped needs a carrier and a tracking number, and the link must be https.
    const noNumber = errorOf(await move(id, { status: 'shipped', carrier: 'Aramex' }), 400);
    expect(noNumber.fields).toHaveProperty('trackingNumber');
    const noCarrier = errorOf(
      await move(id, { status: 'shipped', trackingNumber: 'KW123456789' }),
      400,
    );
    expect(noCarrier.fields).toHaveProperty('carrier');
    const longNumber = errorOf(
      await move(id, { status: 'shipped', carrier: 'Aramex', trackingNumber: 'K'.repeat(65) }),
      400,
    );
    expect(longNumber.fields).toHaveProperty('trackingNumber');
    for (const trackingUrl of ['http://track.example.com/KW1', 'javascript:alert(1)', 'track']) {
      const badUrl = errorOf(
        await move(id, {
          status: 'shipped',
          carrier: 'Aramex',
          trackingNumber: 'KW123456789',
          trackingUrl,
        }),
        400,
      );
      expect(badUrl.fields, trackingUrl).toHaveProperty('trackingUrl');
    }
    expect((await detail(id)).order.status).toBe('processing');

    const shipped = adminOrderSchema.parse(
      ok(
        await move(id, {
          status: 'shipped',
          carrier: 'Aramex',
          trackingNumber: 'KW123456789',
          trackingUrl: 'https://track.example.com/KW123456789',
        }),
      ),
    );
    expect(shipped.order.status).toBe('shipped');
    expect(shipped.order.shipment).toEqual({
      carrier: 'Aramex',
      trackingNumber: 'KW123456789',
      trackingUrl: 'https://track.example.com/KW123456789',
    });
    expect(shipped.timeline.map((event) => [event.status, event.actorEmail])).toEqual([
      ['placed', null],
      ['processing', 'orders-admin-orders@admin.test'],
      ['shipped', 'orders-admin-orders@admin.test'],
    ]);
    expect(shipped.customer).toMatchObject({ guest: true, email, phone: '+96550102030' });

    // The shipped email carries the tracking number and its link.
    const [mail] = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    expect(mail?.subject).toContain(`Order ${order.orderNumber} is on its way`);
    expect(mail?.body).toContain('Tracking number: KW123456789');
    expect(mail?.html).toContain('href="https://track.example.com/KW123456789"');

    // Each move is in the audit, with the permission it was allowed by.
    const audit = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.entity, 'order'), eq(adminAudit.entityId, String(id))))
      .orderBy(adminAudit.id);
    expect(audit.map((row) => [row.action, row.permission])).toEqual([
      ['status', 'orders.write'],
      ['status', 'orders.write'],
    ]);
    expect(audit[1]?.after).toMatchObject({ status: 'shipped', trackingNumber: 'KW123456789' });

    // Delivered; a cancel after shipping is refused.
    ok(await move(id, { status: 'delivered' }));
    expect(errorOf(await move(id, { status: 'cancelled' }), 409).fields).toHaveProperty('status');
  });

  it('records the move and its email in one transaction: no email recorded, no move', async () => {
    const { order, email } = await place({ phone: '+96550304050', name: `Fahad ${stamp}` });
    // The outbox refuses this shopper's mail, as a failing disk or a full table would.
    await db().execute(
      sql.raw(`create function refuse_mail() returns trigger language plpgsql as $$
        begin
          if new.recipient = '${email}' then raise exception 'outbox unavailable'; end if;
          return new;
        end $$`),
    );
    await db().execute(
      sql.raw(`create trigger refuse_mail before insert on outbox_messages
        for each row execute function refuse_mail()`),
    );
    try {
      const refused = await move(order.orderId, { status: 'processing' });
      expect(refused.statusCode).toBe(500);
      expect((await detail(order.orderId)).order.status).toBe('placed');
    } finally {
      await db().execute(sql.raw('drop trigger refuse_mail on outbox_messages'));
      await db().execute(sql.raw('drop function refuse_mail()'));
    }
    ok(await move(order.orderId, { status: 'processing' }));
    const mails = await db()
      .select({ subject: outboxMessages.subject })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email));
    // Exactly one: the refused try left nothing behind.
    expect(
      mails.filter((mail) =>
        mail.subject?.startsWith(`We are preparing order ${order.orderNumber}`),
      ),
    ).toHaveLength(1);
  });

  it('cancels with the stock back', async () => {
    const stockOf = async () =>
      (
        await db().select({ qty: products.activeQty }).from(products).where(eq(products.id, P.lamp))
      )[0]!.qty;
    const before = await stockOf();
    const { order } = await place({ phone: '+96550203040', name: `Salem ${stamp}` }, 2);
    expect(await stockOf()).toBe(before - 2);
    const cancelled = adminOrderSchema.parse(
      ok(await move(order.orderId, { status: 'cancelled' })),
    );
    expect(cancelled.order.status).toBe('cancelled');
    expect(await stockOf()).toBe(before);
  });

  it('keeps internal notes for staff: never in the shopper’s answer', async () => {
    const { guest, order } = await place({ phone: '+96550304050', name: `Mona ${stamp}` });
    const secret = `Called the customer ${stamp}: leave it with the guard`;
    const note = ok<{ id: number; body: string; authorEmail: string }>(
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.orderId}/notes`,
        headers: as(tokens.orders),
        payload: { body: secret },
      }),
      201,
    );
    expect(note).toMatchObject({ body: secret, authorEmail: 'orders-admin-orders@admin.test' });
    expect((await detail(order.orderId, tokens.support)).notes.map((n) => n.body)).toEqual([
      secret,
    ]);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/notes`,
      headers: as(tokens.orders),
      payload: { body: '   ' },
    });
    expect(errorOf(empty, 400).fields).toHaveProperty('body');

    const shopper = ordersClient(t.app, guest.accessToken);
    for (const response of [await shopper.get(order.orderId), await shopper.list(guest.userId)]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(stamp.concat(': leave it'));
      expect(response.body).not.toContain('guard');
    }
  });

  it('lets support read everything and change nothing; the catalogue role reads nothing', async () => {
    const { order } = await place({ phone: '+96550405060', name: `Ali ${stamp}` });
    await list('', tokens.support);
    await detail(order.orderId, tokens.support);
    const invoice = await t.app.inject({
      url: `/api/admin/orders/${order.orderId}/invoice?lang=ar`,
      headers: as(tokens.support),
    });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');

    const writes = [
      move(order.orderId, { status: 'processing' }, tokens.support),
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.orderId}/notes`,
        headers: as(tokens.support),
        payload: { body: 'hello' },
      }),
    ];
    for (const response of await Promise.all(writes)) {
      expect(errorOf(response, 403).code).toBe('forbidden');
    }
    expect((await detail(order.orderId)).order.status).toBe('placed');

    for (const url of [
      '/api/admin/orders',
      '/api/admin/orders/export',
      `/api/admin/orders/${order.orderId}`,
    ]) {
      const refused = await t.app.inject({ url, headers: as(tokens.catalogue) });
      expect(refused.statusCode, url).toBe(403);
    }
    expect(
      (await t.app.inject({ url: '/api/admin/orders/999999', headers: as(tokens.owner) }))
        .statusCode,
    ).toBe(404);
  });
});
