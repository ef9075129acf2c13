import { type Order, orderSchema } from '@storefront/contracts/orders';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, outboxMessages, products, stockMovements } from '../../../db/schema.ts';
import { authHeader, useTestApp } from '../../../test/app.ts';
import {
  errorOf,
  moveThrough,
  ok,
  P,
  type PlacedOrder,
  placeOrder,
  refundsShop,
  staffClient,
  type Tokens,
} from '../refunds/test-fixture.ts';
import { ordersClient } from '../test-fixture.ts';

/**
 * Issue 26: a shopper's return request answered in the back office: approved with a note or
 * refused with a reason the shopper reads, received with its units back in stock or not, then
 * refunded once for its lines; every move the request's state forbids is a 409 naming status.
 */

describe('returns in the back office (issue 26)', () => {
  const t = useTestApp({ env: { GUEST_CREATION_PER_MINUTE: '1000' } });
  let tokens: Tokens;
  beforeAll(async () => {
    tokens = await refundsShop(t, 'returns');
  });
  const staff = () => staffClient(t, tokens.orders);
  const db = () => t.database.db;
  type Detail = Awaited<ReturnType<ReturnType<typeof staff>['detail']>>;

  /** A delivered cash order whose shopper asks to send `lamps` lamps back. */
  async function deliveredWithReturn(lamps = 1) {
    const placed = await placeOrder(t);
    await moveThrough(staff(), placed.order.orderId, ['processing', 'shipped', 'delivered']);
    const returnId = await askBack(placed, lamps);
    return { ...placed, returnId };
  }

  async function askBack(placed: PlacedOrder, lamps: number) {
    const asked = orderSchema.parse(
      ok<Order>(
        await t.app.inject({
          method: 'POST',
          url: `/api/orders/${placed.order.orderId}/returns`,
          headers: authHeader(placed.shopper.accessToken),
          payload: {
            lines: [{ itemId: placed.line(P.lamp).itemId, quantity: lamps }],
            reason: 'Too bright',
          },
        }),
        201,
      ),
    );
    return asked.returns.at(-1)!.returnId;
  }

  const shopperView = async (placed: PlacedOrder) =>
    orderSchema.parse(
      ok<Order>(await ordersClient(t.app, placed.shopper.accessToken).get(placed.order.orderId)),
    );
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
  const lampStock = async () =>
    (
      await db().select({ qty: products.activeQty }).from(products).where(eq(products.id, P.lamp))
    )[0]!.qty;

  it('approves, receives with restock and refunds a return; the stock is back, each step emailed', async () => {
    const placed = await deliveredWithReturn(1);
    const { order, returnId, email } = placed;
    const id = order.orderId;
    const requested = (await staff().detail(id)).returns;
    expect(requested).toEqual([
      expect.objectContaining({
        returnId,
        status: 'requested',
        reason: 'Too bright',
        lines: [{ itemId: placed.line(P.lamp).itemId, quantity: 1 }],
        decisionNote: '',
        decidedAt: null,
        restocked: false,
        refundId: null,
      }),
    ]);

    // Not yet approved: it cannot be received, nor refunded.
    const early = errorOf(await staff().receive(id, returnId, { restock: true }), 409);
    expect(early.fields).toEqual({ status: 'Only an approved return can be received.' });
    const unpaidReturn = errorOf(
      await staff().refund(id, { scope: 'return', returnId, method: 'cash' }),
      409,
    );
    expect(unpaidReturn.fields).toEqual({ returnId: 'Only a received return can be refunded.' });

    const approved = ok<Detail>(
      await staff().approve(id, returnId, { note: 'Drop it at our Salmiya shop' }),
    );
    expect(approved.returns[0]).toMatchObject({
      status: 'approved',
      decisionNote: 'Drop it at our Salmiya shop',
      decidedByEmail: 'returns-orders@admin.test',
    });
    expect(approved.returns[0]?.decidedAt).toEqual(expect.any(String));
    expect((await shopperView(placed)).returns[0]).toMatchObject({
      status: 'approved',
      decisionNote: 'Drop it at our Salmiya shop',
    });
    const approvedMail = await emailAbout(
      email,
      `Your return for order ${order.orderNumber} is approved`,
    );
    expect(approvedMail.body).toContain('Note from the shop: Drop it at our Salmiya shop');
    // Approving twice is a move the request's state forbids.
    expect(errorOf(await staff().approve(id, returnId), 409).fields).toHaveProperty('status');

    // Received and back on the shelf: one lamp more, a 'return' movement naming the order.
    const before = await lampStock();
    expect(errorOf(await staff().receive(id, returnId, {}), 400).fields).toHaveProperty('restock');
    const received = ok<Detail>(await staff().receive(id, returnId, { restock: true }));
    expect(received.returns[0]).toMatchObject({ status: 'received', restocked: true });
    expect(received.returns[0]?.receivedAt).toEqual(expect.any(String));
    expect(await lampStock()).toBe(before + 1);
    const [movement] = await db()
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, P.lamp), eq(stockMovements.orderId, id)))
      .orderBy(desc(stockMovements.id))
      .limit(1);
    expect(movement).toMatchObject({ reason: 'return', delta: 1 });
    await emailAbout(email, `We received your return for order ${order.orderNumber}`);
    expect(errorOf(await staff().receive(id, returnId, { restock: true }), 409).code).toBe(
      'conflict',
    );

    // Its refund: the return's lines, once.
    const refunded = ok<Detail>(
      await staff().refund(id, { scope: 'return', returnId, method: 'cash' }),
      201,
    );
    const lamp = placed.line(P.lamp);
    expect(refunded.refunds).toEqual([
      expect.objectContaining({
        returnId,
        method: 'cash',
        amount: lamp.lineTotal / lamp.quantity,
        lines: [{ itemId: lamp.itemId, quantity: 1 }],
      }),
    ]);
    expect(refunded.returns[0]?.refundId).toBe(refunded.refunds[0]?.id);
    expect(refunded.order.status).toBe('delivered');
    const again = errorOf(
      await staff().refund(id, { scope: 'return', returnId, method: 'cash' }),
      409,
    );
    expect(again.fields).toEqual({ returnId: 'This return has already been refunded.' });

    const actions = await db()
      .select({ action: adminAudit.action, permission: adminAudit.permission })
      .from(adminAudit)
      .where(and(eq(adminAudit.entity, 'order'), eq(adminAudit.entityId, String(id))))
      .orderBy(adminAudit.id);
    expect(actions.map((row) => row.action)).toEqual([
      'status',
      'status',
      'status',
      'return-approve',
      'return-receive',
      'refund',
    ]);
  });

  it('receives without restock: the units stay out of stock', async () => {
    const { order, returnId } = await deliveredWithReturn(1);
    ok(await staff().approve(order.orderId, returnId));
    const before = await lampStock();
    const received = ok<Detail>(await staff().receive(order.orderId, returnId, { restock: false }));
    expect(received.returns[0]).toMatchObject({ status: 'received', restocked: false });
    expect(await lampStock()).toBe(before);
  });

  it('refuses a request with a reason the shopper reads; a refused request moves no further', async () => {
    const placed = await deliveredWithReturn(2);
    const { order, returnId, email } = placed;
    const id = order.orderId;
    expect(errorOf(await staff().refuse(id, returnId, {}), 400).fields).toHaveProperty('reason');
    expect(
      errorOf(await staff().refuse(id, returnId, { reason: '  ' }), 400).fields,
    ).toHaveProperty('reason');
    expect(
      errorOf(await staff().refuse(id, returnId, { reason: 'x'.repeat(501) }), 400).fields,
    ).toHaveProperty('reason');
    const refused = ok<Detail>(
      await staff().refuse(id, returnId, { reason: 'Used for more than 30 days' }),
    );
    expect(refused.returns[0]).toMatchObject({
      status: 'refused',
      decisionNote: 'Used for more than 30 days',
    });
    expect((await shopperView(placed)).returns[0]).toMatchObject({
      status: 'refused',
      decisionNote: 'Used for more than 30 days',
    });
    const mail = await emailAbout(
      email,
      `Your return for order ${order.orderNumber} was not accepted`,
    );
    expect(mail.body).toContain('Reason: Used for more than 30 days');

    for (const move of [
      staff().approve(id, returnId),
      staff().refuse(id, returnId, { reason: 'again' }),
      staff().receive(id, returnId, { restock: true }),
    ]) {
      expect(errorOf(await move, 409).fields).toHaveProperty('status');
    }
    // Its units may be asked back again; another order's request id is not this order's.
    const second = await askBack(placed, 1);
    expect(second).not.toBe(returnId);
    const other = await deliveredWithReturn(1);
    const strangers = errorOf(await staff().approve(id, other.returnId), 404);
    expect(strangers.message).toBe('This return request is not one of the order’s.');
    expect(
      errorOf(
        await staff().refund(id, { scope: 'return', returnId: other.returnId, method: 'cash' }),
        404,
      ).fields,
    ).toHaveProperty('returnId');
  });

  it('an approved return whose parcel never came can be refused', async () => {
    const { order, returnId } = await deliveredWithReturn(1);
    ok(await staff().approve(order.orderId, returnId));
    const refused = ok<Detail>(
      await staff().refuse(order.orderId, returnId, { reason: 'Nothing arrived in 30 days' }),
    );
    expect(refused.returns[0]?.status).toBe('refused');
  });

  it('lets only orders.write answer returns: support and the catalogue role are refused (403)', async () => {
    const { order, returnId } = await deliveredWithReturn(1);
    for (const token of [tokens.support, tokens.catalogue]) {
      const client = staffClient(t, token);
      for (const refused of await Promise.all([
        client.approve(order.orderId, returnId),
        client.refuse(order.orderId, returnId, { reason: 'No' }),
        client.receive(order.orderId, returnId, { restock: true }),
      ])) {
        expect(errorOf(refused, 403).code).toBe('forbidden');
      }
    }
    const seen = await staffClient(t, tokens.support).detail(order.orderId);
    expect(seen.returns[0]?.status).toBe('requested');
  });
});
