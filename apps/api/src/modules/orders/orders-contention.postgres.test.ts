import { randomUUID } from 'node:crypto';
import { orderSchema } from '@storefront/contracts/orders';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, promoCodes } from '../../db/schema.ts';
import { createGuest, useTestApp } from '../../test/app.ts';
import { cartClient } from '../cart/test-fixture.ts';
import { insertOrdersCatalogue, O, ordersClient, prepareCheckout } from './test-fixture.ts';

const key = () => randomUUID();

/**
 * The race needs real connections and row locks: PostgreSQL only. Files named *.postgres.test.ts
 * run in the api:postgres project alone (vitest.config.ts), never skipped on PGlite.
 */
describe('orders under contention (PostgreSQL)', () => {
  const t = useTestApp({ env: { GUEST_CREATION_PER_MINUTE: '1000' } });
  beforeAll(async () => {
    await insertOrdersCatalogue(t.database.db);
  });

  it('50 shoppers race for 10 units: exactly 10 orders, 40 refused, stock 0', async () => {
    const db = t.database.db;
    await db.update(products).set({ activeQty: 50 }).where(eq(products.id, O.product.rare));
    const shoppers = [];
    for (let i = 0; i < 50; i += 1) {
      const guest = await createGuest(t.app);
      await prepareCheckout(db, guest.userId);
      expect(
        (await cartClient(t.app, guest.accessToken).add({ productId: O.product.rare, quantity: 1 }))
          .statusCode,
      ).toBe(200);
      shoppers.push(guest);
    }
    await db.update(products).set({ activeQty: 10 }).where(eq(products.id, O.product.rare));
    const responses = await Promise.all(
      shoppers.map((s) => ordersClient(t.app, s.accessToken).place(s.userId, key())),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    const [row] = await db
      .select({ q: products.activeQty })
      .from(products)
      .where(eq(products.id, O.product.rare));
    expect(row?.q).toBe(0);
  }, 120_000);

  it('orders taking the same products in opposite orders never deadlock', async () => {
    const db = t.database.db;
    const shoppers = [];
    for (let i = 0; i < 20; i += 1) {
      const guest = await createGuest(t.app);
      await prepareCheckout(db, guest.userId);
      const cart = cartClient(t.app, guest.accessToken);
      const pair = [O.product.lamp, O.product.mug];
      for (const productId of i % 2 === 0 ? pair : pair.reverse()) {
        expect((await cart.add({ productId, quantity: 1 })).statusCode).toBe(200);
      }
      shoppers.push(guest);
    }
    const responses = await Promise.all(
      shoppers.map((s) => ordersClient(t.app, s.accessToken).place(s.userId, key())),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(shoppers.map(() => 201));
  }, 120_000);

  it('a promo code with 3 uses left is counted 3 times, never more, under contention', async () => {
    const db = t.database.db;
    await db.insert(promoCodes).values({
      code: 'ORDRUSH',
      discountType: 'fixed',
      discountValue: 100,
      usageLimit: 3,
    });
    const shoppers = [];
    for (let i = 0; i < 12; i += 1) {
      const guest = await createGuest(t.app);
      await prepareCheckout(db, guest.userId);
      const cart = cartClient(t.app, guest.accessToken);
      await cart.add({ productId: O.product.mug, quantity: 1 });
      expect((await cart.applyCode('ORDRUSH')).statusCode).toBe(200);
      shoppers.push(guest);
    }
    const responses = await Promise.all(
      shoppers.map((s) => ordersClient(t.app, s.accessToken).place(s.userId, key())),
    );
    const placed = responses
      .filter((r) => r.statusCode === 201)
      .map((r) => orderSchema.parse(r.json()));
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(placed.length + refused.length).toBe(12);
    for (const r of refused)
      expect(r.json().error.fields).toEqual({ promoCode: 'This promo code has been used up.' });
    expect(placed.filter((o) => o.promoCode === 'ORDRUSH')).toHaveLength(3);
    const [code] = await db.select().from(promoCodes).where(eq(promoCodes.code, 'ORDRUSH'));
    expect(code?.usedCount).toBe(3);
  }, 120_000);
});
