import { type Order, orderSchema } from '@storefront/contracts/orders';
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, orderRefunds, outboxMessages, payments } from '../../../db/schema.ts';
import { useTestApp } from '../../../test/app.ts';
import { ordersClient } from '../test-fixture.ts';
import {
  errorOf,
  moveThrough,
  ok,
  P,
  placeOrder,
  refundsShop,
  staffClient,
  type Tokens,
} from './test-fixture.ts';

/**
 * Issue 26: refunds in the back office through their API, as the admin app calls them: a card
 * payment paid back through the sandbox gateway, cash recorded by hand, never more than was
 * paid, each refusal naming its field, the audit row and the shopper's email in the refund's own
 * transaction, and who may do it.
 */

const kd = (fils: number) => `${Math.floor(fils / 1000)}.${String(fils % 1000).padStart(3, '0')}`;

describe('refunds in the back office (issue 26)', () => {
  const t = useTestApp({ env: { GUEST_CREATION_PER_MINUTE: '1000' } });
  let tokens: Tokens;
  beforeAll(async () => {
    tokens = await refundsShop(t, 'refunds');
  });
  const staff = () => staffClient(t, tokens.orders);
  const db = () => t.database.db;

  /**
   * The email to `email` whose subject says `about`: looked for by subject, not taken as the
   * newest, since the order's confirmation is recorded by a job and may land after it.
   */
  const emailAbout = async (email: string, about: string) => {
    const mails = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email))
      .orderBy(desc(outboxMessages.id));
    const mail = mails.find((row) => row.subject?.includes(about));
    expect(mail, `an email about "${about}"`).toBeDefined();
    return mail!;
  };
  const paymentOf = async (orderId: number) => {
    const [row] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
    return row;
  };

  it('refuses a refund while nothing was paid: a card not yet paid, cash not yet collected', async () => {
    const unpaid = await placeOrder(t, { card: true, pay: false });
    expect(unpaid.order.status).toBe('awaiting_payment');
    const whole = errorOf(await staff().refund(unpaid.order.orderId, { scope: 'order' }), 409);
    expect(whole.fields).toEqual({
      scope: 'Nothing has been paid for this order yet, so nothing can be refunded.',
    });

    // Cash is in the shop's hands once the parcel was handed over, not before.
    const cash = await placeOrder(t);
    const some = { scope: 'amount', amount: 1000, method: 'cash' };
    expect(errorOf(await staff().refund(cash.order.orderId, some), 409).fields).toHaveProperty(
      'amount',
    );
    await moveThrough(staff(), cash.order.orderId, ['processing', 'shipped']);
    expect(errorOf(await staff().refund(cash.order.orderId, some), 409).fields).toHaveProperty(
      'amount',
    );
    const cancelled = await placeOrder(t);
    await moveThrough(staff(), cancelled.order.orderId, ['cancelled']);
    expect(
      errorOf(
        await staff().refund(cancelled.order.orderId, { scope: 'order', method: 'cash' }),
        409,
      ).fields,
    ).toHaveProperty('scope');
    const detail = await staff().detail(cancelled.order.orderId);
    expect(detail).toMatchObject({ paidTotal: 0, refundedTotal: 0, refundableTotal: 0 });
    expect(
      (await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, cash.order.orderId)))
        .length,
    ).toBe(0);
  });

  it('pays one line of a card order back through the gateway, then the rest; never more', async () => {
    const { order, email, line, shopper } = await placeOrder(t, { card: true });
    const id = order.orderId;
    const lamp = line(P.lamp);
    const mug = line(P.mug);
    const before = await staff().detail(id);
    expect(before).toMatchObject({
      paidTotal: order.total,
      refundedTotal: 0,
      refundableTotal: order.total,
      refundsThroughGateway: true,
      refunds: [],
    });

    // One lamp of the two: half the lamp line's total (no promo code here).
    const one = await staff().refund(id, {
      scope: 'lines',
      lines: [{ itemId: lamp.itemId, quantity: 1 }],
      note: 'Arrived scratched',
    });
    const partly = ok<Awaited<ReturnType<ReturnType<typeof staff>['detail']>>>(one, 201);
    const lampUnit = lamp.lineTotal / 2;
    expect(partly.refunds).toEqual([
      expect.objectContaining({
        amount: lampUnit,
        method: 'gateway',
        gatewayReference: expect.stringMatching(/^sbx_rf_[\w-]{16}$/),
        lines: [{ itemId: lamp.itemId, quantity: 1 }],
        note: 'Arrived scratched',
        returnId: null,
        actorEmail: 'refunds-orders@admin.test',
      }),
    ]);
    expect(partly).toMatchObject({
      refundedTotal: lampUnit,
      refundableTotal: order.total - lampUnit,
      paymentState: 'paid',
    });
    // Part of it: the order keeps its status, and its payment is not "refunded".
    expect(partly.order.status).toBe('paid');
    expect((await paymentOf(id))?.refundedAt).toBeNull();
    const partMail = await emailAbout(
      email,
      `KD ${kd(lampUnit)} of order ${order.orderNumber} was refunded`,
    );
    expect(partMail?.body).toContain(`Amount paid back: KD ${kd(lampUnit)}`);
    expect(partMail?.body).toContain('It goes back to the card you paid with');
    expect(partMail?.body).not.toContain('Arrived scratched');

    // The audit row, with the gateway's reference and the permission it was allowed by.
    const [audit] = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.entityId, String(id)), eq(adminAudit.action, 'refund')));
    expect(audit).toMatchObject({ entity: 'order', permission: 'orders.write' });
    expect(audit?.after).toMatchObject({
      amount: lampUnit,
      method: 'gateway',
      gatewayReference: partly.refunds[0]!.gatewayReference,
      refundedTotal: lampUnit,
    });

    // One lamp is left to refund, not two; the same line twice counts twice.
    const twoLamps = errorOf(
      await staff().refund(id, { scope: 'lines', lines: [{ itemId: lamp.itemId, quantity: 2 }] }),
      400,
    );
    expect(twoLamps.fields).toEqual({
      'lines.0.quantity': 'At most 1 of this line can still be refunded.',
    });
    const twice = errorOf(
      await staff().refund(id, {
        scope: 'lines',
        lines: [
          { itemId: mug.itemId, quantity: 1 },
          { itemId: lamp.itemId, quantity: 1 },
          { itemId: lamp.itemId, quantity: 1 },
        ],
      }),
      400,
    );
    expect(twice.fields).toHaveProperty(['lines.2.quantity']);
    const stranger = errorOf(
      await staff().refund(id, { scope: 'lines', lines: [{ itemId: 999_999, quantity: 1 }] }),
      400,
    );
    expect(stranger.fields).toEqual({ 'lines.0.itemId': 'This item is not a line of the order.' });
    // A card payment goes back to the card: a method would say otherwise.
    const byHand = errorOf(
      await staff().refund(id, { scope: 'amount', amount: 100, method: 'cash' }),
      400,
    );
    expect(byHand.fields).toHaveProperty('method');
    // More than is left: 409 naming the amount, with the most that can still go back.
    const left = order.total - lampUnit;
    const tooMuch = errorOf(await staff().refund(id, { scope: 'amount', amount: left + 1 }), 409);
    expect(tooMuch.fields).toEqual({
      amount: `At most KD ${kd(left)} can still be refunded.`,
    });

    // The rest: all of it is paid back, the payment reads refunded; a paid order keeps its status.
    const rest = ok<typeof partly>(await staff().refund(id, { scope: 'order' }), 201);
    expect(rest.refunds.map((r) => r.amount)).toEqual([lampUnit, left]);
    expect(rest.refunds[1]?.gatewayReference).not.toBe(rest.refunds[0]?.gatewayReference);
    expect(rest).toMatchObject({
      refundedTotal: order.total,
      refundableTotal: 0,
      paymentState: 'refunded',
    });
    expect(rest.order.status).toBe('paid');
    expect((await paymentOf(id))?.refundedAt).toBeInstanceOf(Date);
    const shopperView = orderSchema.parse(
      ok<Order>(await ordersClient(t.app, shopper.accessToken).get(id)),
    );
    expect(shopperView.refund).toBe('refunded');
    await emailAbout(email, `Order ${order.orderNumber} is refunded`);

    const nothingLeft = errorOf(await staff().refund(id, { scope: 'order' }), 409);
    expect(nothingLeft.fields).toEqual({ scope: 'At most KD 0.000 can still be refunded.' });
  });

  it('cash on delivery: paid at the door, paid back by hand; all of it moves a delivered order to refunded', async () => {
    const { order, email } = await placeOrder(t);
    const id = order.orderId;
    await moveThrough(staff(), id, ['processing', 'shipped', 'delivered']);
    expect(await staff().detail(id)).toMatchObject({
      paidTotal: order.total,
      refundableTotal: order.total,
      refundsThroughGateway: false,
    });
    // How the money went back must be said: cash or a bank transfer.
    expect(
      errorOf(await staff().refund(id, { scope: 'amount', amount: 1500 }), 400).fields,
    ).toHaveProperty('method');
    expect(
      errorOf(await staff().refund(id, { scope: 'amount', amount: 1500, method: 'cheque' }), 400)
        .fields,
    ).toHaveProperty('method');

    const part = ok<Awaited<ReturnType<ReturnType<typeof staff>['detail']>>>(
      await staff().refund(id, { scope: 'amount', amount: 1500, method: 'cash' }),
      201,
    );
    expect(part.refunds).toEqual([
      expect.objectContaining({ amount: 1500, method: 'cash', gatewayReference: null, lines: [] }),
    ]);
    expect(part.order.status).toBe('delivered');
    await emailAbout(email, `KD 1.500 of order ${order.orderNumber} was refunded`);

    const all = ok<typeof part>(
      await staff().refund(id, { scope: 'order', method: 'bank_transfer', note: 'IBAN on file' }),
      201,
    );
    expect(all.order.status).toBe('refunded');
    expect(all.refundedTotal).toBe(order.total);
    expect(all.refunds[1]).toMatchObject({
      amount: order.total - 1500,
      method: 'bank_transfer',
      note: 'IBAN on file',
    });
    expect(all.timeline.at(-1)).toMatchObject({
      status: 'refunded',
      actor: 'staff',
      actorEmail: 'refunds-orders@admin.test',
      note: '',
    });
    const mail = await emailAbout(email, `Order ${order.orderNumber} is refunded`);
    expect(mail.body).toContain(`Amount paid back: KD ${kd(order.total - 1500)}`);
    // Exactly one email for the last refund, though it moved the order too.
    const refundMails = await db()
      .select({ subject: outboxMessages.subject })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email));
    expect(refundMails.filter((m) => m.subject?.includes('is refunded'))).toHaveLength(1);

    // The list shows it refunded (the "partly" badge reads its refundedTotal).
    const list = ok<{ items: { id: number; refundedTotal: number; status: string }[] }>(
      await t.app.inject({
        url: `/api/admin/orders?query=${order.orderNumber}`,
        headers: { authorization: `Bearer ${tokens.orders}` },
      }),
    );
    expect(list.items).toEqual([
      expect.objectContaining({ id, refundedTotal: order.total, status: 'refunded' }),
    ]);
  });

  it('a paid card order cancelled is owed its money: the refund pays it and the order is refunded', async () => {
    const { order, shopper } = await placeOrder(t, { card: true });
    const id = order.orderId;
    await moveThrough(staff(), id, ['cancelled']);
    expect((await staff().detail(id)).paymentState).toBe('refund_owed');
    const refunded = ok<Awaited<ReturnType<ReturnType<typeof staff>['detail']>>>(
      await staff().refund(id, { scope: 'order' }),
      201,
    );
    expect(refunded.order.status).toBe('refunded');
    expect(refunded.paymentState).toBe('refunded');
    expect(
      orderSchema.parse(ok<Order>(await ordersClient(t.app, shopper.accessToken).get(id))).refund,
    ).toBe('refunded');
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const { order, line } = await placeOrder(t, { card: true });
    const lamp = line(P.lamp).itemId;
    const cases: [object, string][] = [
      [{}, 'scope'],
      [{ scope: 'everything' }, 'scope'],
      [{ scope: 'lines' }, 'lines'],
      [{ scope: 'lines', lines: [] }, 'lines'],
      [{ scope: 'lines', lines: [{ itemId: lamp, quantity: 0 }] }, 'lines.0.quantity'],
      [{ scope: 'lines', lines: [{ itemId: 'lamp', quantity: 1 }] }, 'lines.0.itemId'],
      [{ scope: 'amount' }, 'amount'],
      [{ scope: 'amount', amount: 0 }, 'amount'],
      [{ scope: 'amount', amount: 12.5 }, 'amount'],
      [{ scope: 'amount', amount: '100' }, 'amount'],
      [{ scope: 'return' }, 'returnId'],
      [{ scope: 'order', amount: 100 }, 'amount'],
      [{ scope: 'amount', amount: 100, lines: [{ itemId: lamp, quantity: 1 }] }, 'lines'],
      [{ scope: 'order', method: 'cheque' }, 'method'],
      [{ scope: 'order', note: 'x'.repeat(501) }, 'note'],
    ];
    for (const [payload, field] of cases) {
      const refused = errorOf(await staff().refund(order.orderId, payload), 400);
      expect(refused.fields, JSON.stringify(payload)).toHaveProperty([field]);
    }
    expect((await staff().detail(order.orderId)).refunds).toEqual([]);
    const missing = await staff().refund(999_999, { scope: 'order' });
    expect(missing.statusCode).toBe(404);
  });

  it('lets only orders.write refund: support and the catalogue role are refused (403)', async () => {
    const { order } = await placeOrder(t, { card: true });
    for (const token of [tokens.support, tokens.catalogue]) {
      const refused = await staffClient(t, token).refund(order.orderId, { scope: 'order' });
      expect(errorOf(refused, 403).code).toBe('forbidden');
    }
    // Support reads the refunds; the owner may refund as the orders role does.
    expect((await staffClient(t, tokens.support).detail(order.orderId)).refunds).toEqual([]);
    ok(
      await staffClient(t, tokens.owner).refund(order.orderId, { scope: 'amount', amount: 500 }),
      201,
    );
  });

  it('records the refund and its email in one transaction: no email recorded, no refund', async () => {
    const { order, email } = await placeOrder(t, { card: true });
    await db().execute(
      sql.raw(`create function refuse_refund_mail() returns trigger language plpgsql as $$
        begin
          if new.recipient = '${email}' then raise exception 'outbox unavailable'; end if;
          return new;
        end $$`),
    );
    await db().execute(
      sql.raw(`create trigger refuse_refund_mail before insert on outbox_messages
        for each row execute function refuse_refund_mail()`),
    );
    try {
      const refused = await staff().refund(order.orderId, { scope: 'order' });
      expect(refused.statusCode).toBe(500);
    } finally {
      await db().execute(sql.raw('drop trigger refuse_refund_mail on outbox_messages'));
      await db().execute(sql.raw('drop function refuse_refund_mail()'));
    }
    const after = await staff().detail(order.orderId);
    expect(after).toMatchObject({ refunds: [], refundedTotal: 0, paymentState: 'paid' });
    expect(
      await db()
        .select()
        .from(adminAudit)
        .where(
          and(eq(adminAudit.entityId, String(order.orderId)), eq(adminAudit.action, 'refund')),
        ),
    ).toEqual([]);
    ok(await staff().refund(order.orderId, { scope: 'order' }), 201);
  });

  it('two refunds of all that is left at once: one pays, the other finds nothing left', async () => {
    const { order } = await placeOrder(t, { card: true });
    const both = await Promise.all([
      staff().refund(order.orderId, { scope: 'order' }),
      staff().refund(order.orderId, { scope: 'order' }),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect((await staff().detail(order.orderId)).refundedTotal).toBe(order.total);
  });
});
