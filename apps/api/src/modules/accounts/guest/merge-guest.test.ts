import { MAX_WISHLIST_ITEMS } from '@storefront/contracts/cart';
import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cartItems,
  carts,
  products,
  promoCodes,
  refreshTokens,
  sessions,
  wishlistItems,
} from '../../../db/schema.ts';
import { demoAccounts } from '../../../db/seed/demo-accounts.ts';
import { hashRefreshToken } from '../../../lib/tokens.ts';
import { authHeader, claimsOf, createGuest, useTestApp } from '../../../test/app.ts';
import { F, insertFixtureCatalogue } from '../../catalogue/test-fixture.ts';
import { freshAddress, type Registered, registerCustomer } from '../test-fixture.ts';

const P = F.product;
const VR = F.variation;

interface Line {
  productId: number;
  variationId?: number | null;
  quantity: number;
}
interface Wish {
  productId: number;
  variationId?: number | null;
  createdAt?: Date;
}

/** Issue 5: POST account/login with guestRefreshToken merges the guest's cart and wishlist. */
describe('login merges the guest cart and wishlist', () => {
  const t = useTestApp();
  const db = () => t.database.db;
  let promo: { ten: number; five: number };

  beforeAll(async () => {
    await insertFixtureCatalogue(db());
    const rows = await db()
      .insert(promoCodes)
      .values([
        { code: 'ZEPHYR10', discountType: 'percentage', discountValue: 10 },
        { code: 'ZEPHYR5', discountType: 'fixed', discountValue: 5_000 },
      ])
      .returning({ id: promoCodes.id, code: promoCodes.code });
    promo = {
      ten: rows.find((row) => row.code === 'ZEPHYR10')!.id,
      five: rows.find((row) => row.code === 'ZEPHYR5')!.id,
    };
  });

  /** The cart API is another module's: tests write the rows the way it would. */
  async function fill(
    userId: string,
    {
      lines = [],
      wishes = [],
      promoCodeId,
    }: { lines?: Line[]; wishes?: Wish[]; promoCodeId?: number },
  ) {
    if (lines.length > 0) {
      await db()
        .insert(cartItems)
        .values(lines.map((line) => ({ userId, variationId: null, ...line })));
    }
    if (wishes.length > 0) {
      await db()
        .insert(wishlistItems)
        .values(wishes.map((wish) => ({ userId, variationId: null, ...wish })));
    }
    if (promoCodeId !== undefined) await db().insert(carts).values({ userId, promoCodeId });
  }

  const cartOf = (userId: string) =>
    db()
      .select({
        productId: cartItems.productId,
        variationId: cartItems.variationId,
        quantity: cartItems.quantity,
      })
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.productId), asc(cartItems.variationId));

  const wishlistOf = (userId: string) =>
    db()
      .select({ productId: wishlistItems.productId, variationId: wishlistItems.variationId })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId))
      .orderBy(asc(wishlistItems.productId));

  const promoOf = async (userId: string) => {
    const [row] = await db()
      .select({ promoCodeId: carts.promoCodeId })
      .from(carts)
      .where(eq(carts.userId, userId));
    return row?.promoCodeId;
  };

  const login = (account: { email: string; password: string }, guestRefreshToken?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: account.email, password: account.password, guestRefreshToken },
      remoteAddress: freshAddress(),
    });

  const okLogin = async (account: { email: string; password: string }, token?: string) => {
    const response = await login(account, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { accessToken: string; refreshToken: string };
  };

  const line = (productId: number, quantity: number, variationId: number | null = null) => ({
    productId,
    variationId,
    quantity,
  });

  it('adds up the same lines (at most 999), moves the others, and carries the promo code', async () => {
    const account = await registerCustomer(t.app);
    const guest = await createGuest(t.app);
    await fill(account.userId, {
      lines: [line(P.kettle, 2), line(P.shirt, 990, VR.mBlue)],
      wishes: [{ productId: P.shirt, variationId: VR.sRed }, { productId: P.lamp }],
    });
    await fill(guest.userId, {
      lines: [
        line(P.kettle, 3),
        line(P.shirt, 20, VR.mBlue),
        line(P.shirt, 1, VR.sRed),
        line(P.mug, 4),
      ],
      wishes: [{ productId: P.shirt, variationId: VR.mBlue }, { productId: P.mug }],
      promoCodeId: promo.ten,
    });

    const tokens = await okLogin(account, guest.refreshToken);
    expect(claimsOf(tokens.accessToken)).toMatchObject({
      nameid: account.userId,
      role: 'customer',
    });

    expect(await cartOf(account.userId)).toEqual(
      [
        line(P.kettle, 5),
        line(P.mug, 4),
        // The same product with another variation is another line.
        line(P.shirt, 1, VR.sRed),
        line(P.shirt, 999, VR.mBlue),
      ].sort((a, b) => a.productId - b.productId || (a.variationId ?? 0) - (b.variationId ?? 0)),
    );
    expect(await promoOf(account.userId)).toBe(promo.ten);
    // The account's entry wins; nothing twice.
    expect(await wishlistOf(account.userId)).toEqual([
      { productId: P.mug, variationId: null },
      { productId: P.shirt, variationId: VR.sRed },
      { productId: P.lamp, variationId: null },
    ]);

    // The guest is finished: nothing left, and none of its tokens work.
    expect(await cartOf(guest.userId)).toEqual([]);
    expect(await wishlistOf(guest.userId)).toEqual([]);
    expect(await promoOf(guest.userId)).toBeUndefined();
    for (const url of ['/api/wish-list', '/api/tenants/self/sessions/current']) {
      const response = await t.app.inject({ url, headers: authHeader(guest.accessToken) });
      expect(response.statusCode, url).toBe(401);
    }
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/account/refresh-token',
      payload: { refreshToken: guest.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    // The account's new session works.
    const mine = await t.app.inject({
      url: '/api/wish-list',
      headers: authHeader(tokens.accessToken),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items).toHaveLength(3);
  });

  it("keeps the account's promo code, and makes a cart for the guest's when it had none", async () => {
    const withCode = await registerCustomer(t.app);
    const guest = await createGuest(t.app);
    await fill(withCode.userId, { promoCodeId: promo.five });
    await fill(guest.userId, { lines: [line(P.mug, 1)], promoCodeId: promo.ten });
    await okLogin(withCode, guest.refreshToken);
    expect(await promoOf(withCode.userId)).toBe(promo.five);
    expect(await cartOf(withCode.userId)).toEqual([line(P.mug, 1)]);

    // An account with no cart row at all gets one, holding the guest's code.
    const fresh = await registerCustomer(t.app);
    const another = await createGuest(t.app);
    await fill(another.userId, { promoCodeId: promo.ten });
    expect(await promoOf(fresh.userId)).toBeUndefined();
    await okLogin(fresh, another.refreshToken);
    expect(await promoOf(fresh.userId)).toBe(promo.ten);
  });

  it('ignores a token that proves no open guest session: the login succeeds, nothing moves', async () => {
    const account = await registerCustomer(t.app);
    const expectUntouched = async (guestId: string, lines: Line[]) => {
      expect(await cartOf(guestId)).toEqual(lines);
      expect(await cartOf(account.userId)).toEqual([]);
      expect(await wishlistOf(account.userId)).toEqual([]);
      expect(await promoOf(account.userId)).toBeUndefined();
    };

    // Unknown.
    expect((await login(account, 'no-such-token')).statusCode).toBe(200);

    // Spent: the guest has refreshed since.
    const spent = await createGuest(t.app);
    await fill(spent.userId, { lines: [line(P.kettle, 1)], promoCodeId: promo.ten });
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/account/refresh-token',
      payload: { refreshToken: spent.refreshToken },
    });
    expect(rotated.statusCode).toBe(200);
    await okLogin(account, spent.refreshToken);
    await expectUntouched(spent.userId, [line(P.kettle, 1)]);

    // Expired.
    const expired = await createGuest(t.app);
    await fill(expired.userId, { lines: [line(P.mug, 2)] });
    await db()
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(expired.refreshToken)));
    await okLogin(account, expired.refreshToken);
    await expectUntouched(expired.userId, [line(P.mug, 2)]);

    // Of a revoked session (the guest logged out).
    const revoked = await createGuest(t.app);
    await fill(revoked.userId, { lines: [line(P.lamp, 1)] });
    await db()
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.id, claimsOf(revoked.accessToken).sid));
    await okLogin(account, revoked.refreshToken);
    await expectUntouched(revoked.userId, [line(P.lamp, 1)]);

    // Of another customer: their cart is never taken, whatever token is shown.
    const other: Registered = await registerCustomer(t.app);
    await fill(other.userId, { lines: [line(P.hose, 3)], wishes: [{ productId: P.hose }] });
    await okLogin(account, other.refreshToken);
    await expectUntouched(other.userId, [line(P.hose, 3)]);
    expect(await wishlistOf(other.userId)).toEqual([{ productId: P.hose, variationId: null }]);
    // And the other customer is still signed in.
    const stillIn = await t.app.inject({
      url: '/api/wish-list',
      headers: authHeader(other.accessToken),
    });
    expect(stillIn.statusCode).toBe(200);

    // The account's own refresh token is no guest's either.
    const own = await okLogin(account);
    await okLogin(account, own.refreshToken);
    await expectUntouched(other.userId, [line(P.hose, 3)]);

    // Malformed is the schema's 400, naming the field.
    const tooLong = await login(account, 'x'.repeat(513));
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().error.fields)).toEqual(['guestRefreshToken']);
  });

  it('merges once: a repeated login and two logins at once with the same token', async () => {
    const account = await registerCustomer(t.app);
    const guest = await createGuest(t.app);
    await fill(account.userId, { lines: [line(P.kettle, 1)] });
    await fill(guest.userId, {
      lines: [line(P.kettle, 2), line(P.mug, 1)],
      wishes: [{ productId: P.mug }],
    });
    await okLogin(account, guest.refreshToken);
    await okLogin(account, guest.refreshToken);
    expect(await cartOf(account.userId)).toEqual([line(P.kettle, 3), line(P.mug, 1)]);
    expect(await wishlistOf(account.userId)).toEqual([{ productId: P.mug, variationId: null }]);

    const racer = await registerCustomer(t.app);
    const racingGuest = await createGuest(t.app);
    await fill(racer.userId, { lines: [line(P.kettle, 1)] });
    await fill(racingGuest.userId, { lines: [line(P.kettle, 2), line(P.shirt, 4, VR.sRed)] });
    const answers = await Promise.all([
      login(racer, racingGuest.refreshToken),
      login(racer, racingGuest.refreshToken),
      login(racer, racingGuest.refreshToken),
    ]);
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(await cartOf(racer.userId)).toEqual([line(P.kettle, 3), line(P.shirt, 4, VR.sRed)]);
  });

  it('merges into a staff account too', async () => {
    const staff = demoAccounts.find((account) => account.role === 'staff')!;
    const guest = await createGuest(t.app);
    await fill(guest.userId, { lines: [line(P.lamp, 2)] });
    const tokens = await okLogin(staff, guest.refreshToken);
    expect(await cartOf(claimsOf(tokens.accessToken).nameid)).toEqual([line(P.lamp, 2)]);
  });

  it(`keeps the wishlist within ${MAX_WISHLIST_ITEMS}: the guest's newest entries first`, async () => {
    const ids = Array.from({ length: MAX_WISHLIST_ITEMS + 2 }, (_, i) => 9_200_001 + i);
    await db()
      .insert(products)
      .values(
        ids.map((id) => ({
          id,
          sku: `ZEPHYR-MERGE-${id}`,
          name: { en: `Zephyr Merge ${id}` },
          categoryId: F.category.garden,
          categoryPath: [F.category.root, F.category.garden],
          price: 100,
        })),
      );
    try {
      const account = await registerCustomer(t.app);
      const guest = await createGuest(t.app);
      const held = ids.slice(0, MAX_WISHLIST_ITEMS - 1);
      await fill(account.userId, { wishes: held.map((productId) => ({ productId })) });
      const day = (n: number) => new Date(Date.UTC(2026, 0, n));
      await fill(guest.userId, {
        wishes: [
          // One the account has (no room needed), and two new ones: only the newer fits.
          { productId: held[0]!, createdAt: day(3) },
          { productId: ids.at(-2)!, createdAt: day(1) },
          { productId: ids.at(-1)!, createdAt: day(2) },
        ],
      });
      await okLogin(account, guest.refreshToken);
      const productIds = (await wishlistOf(account.userId)).map((wish) => wish.productId);
      expect(productIds).toHaveLength(MAX_WISHLIST_ITEMS);
      expect(productIds).toContain(ids.at(-1));
      expect(productIds).not.toContain(ids.at(-2));
    } finally {
      await db().delete(wishlistItems).where(inArray(wishlistItems.productId, ids));
      await db().delete(products).where(inArray(products.id, ids));
    }
  });
});
