import { MAX_LINE_QUANTITY, MAX_WISHLIST_ITEMS } from '@storefront/contracts/cart';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { lockUserRow } from '../../db/lock-user.ts';
import { refreshTokens, sessions, users } from '../../db/schema.ts';
import { hashRefreshToken } from '../../lib/tokens.ts';
import { revokeUserSessions } from './session-service.ts';

export interface MergeOutcome {
  /** The guest whose cart and wishlist were merged; undefined when the token was ignored. */
  guestId: string | undefined;
  /** Cart lines taken from the guest (added to a line the account had, or new). */
  cartLines: number;
  /** Wishlist entries the account did not have. */
  wishlistItems: number;
}

const nothing: MergeOutcome = { guestId: undefined, cartLines: 0, wishlistItems: 0 };

/**
 * The guest a refresh token proves the caller holds: a token that is current (not spent, not
 * expired) of an open, ordinary session (not revoked, no impersonator) whose user is still a
 * guest, and not the account itself. Anything else proves nothing.
 */
async function provenGuest(db: Db, token: string, accountId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: users.id })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(refreshTokens.tokenHash, hashRefreshToken(token)),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
        isNull(sessions.revokedAt),
        isNull(sessions.impersonatorId),
        eq(users.role, 'guest'),
        ne(users.id, accountId),
      ),
    );
  return row?.userId;
}

/**
 * Issue 5: a shopper who filled a cart and a wishlist as a guest and then logs in keeps them.
 * The guest's refresh token (the login's `guestRefreshToken`) proves the guest is theirs; then,
 * in ONE transaction:
 * - the guest's cart lines move into the account's cart: the same product and variation add
 *   up (capped at MAX_LINE_QUANTITY), a line only the guest had moves as it is;
 * - the guest's promo code goes to the account's cart when that has none;
 * - the guest's wishlist entries the account lacks are added (the account's win), newest
 *   first while there is room under MAX_WISHLIST_ITEMS;
 * - the guest's cart is deleted and its sessions revoked: the guest is finished.
 *
 * Every move is a `delete … returning` feeding an insert, so two logins racing with the same
 * token move the lines once: the second's delete waits for the first and finds nothing. The
 * account's user row is locked first, as the wishlist module does, so the wishlist limit holds
 * against a concurrent add. A token that proves nothing is ignored (logged at debug): the login
 * does not depend on it. Registration needs none of this (decision 22: the guest is upgraded in
 * place).
 */
export async function mergeGuestInto(
  db: Db,
  accountId: string,
  guestRefreshToken: string,
  log?: FastifyBaseLogger,
): Promise<MergeOutcome> {
  const guestId = await provenGuest(db, guestRefreshToken, accountId);
  if (guestId === undefined) {
    log?.debug('login: guestRefreshToken proves no open guest session; nothing merged');
    return nothing;
  }
  const outcome = await db.transaction(async (tx) => {
    await lockUserRow(tx, accountId);

    const movedLines = await tx.execute(sql`
      with moved as (
        delete from cart_items where user_id = ${guestId}::uuid
        returning product_id, variation_id, quantity, created_at
      )
      insert into cart_items (user_id, product_id, variation_id, quantity, created_at, updated_at)
      select ${accountId}::uuid, product_id, variation_id, least(quantity, ${MAX_LINE_QUANTITY}::int), created_at, now()
      from moved
      on conflict (user_id, product_id, coalesce(variation_id, 0)) do update
        set quantity = least(cart_items.quantity + excluded.quantity, ${MAX_LINE_QUANTITY}::int),
            updated_at = now()
      returning id`);

    const guestCart = await tx.execute(sql`
      delete from carts where user_id = ${guestId}::uuid returning promo_code_id`);
    const promoCodeId =
      rowsOf<{ promo_code_id: number | null }>(guestCart)[0]?.promo_code_id ?? null;
    if (promoCodeId !== null) {
      await tx.execute(sql`
        insert into carts (user_id, promo_code_id) values (${accountId}::uuid, ${promoCodeId}::int)
        on conflict (user_id) do update
          set promo_code_id = coalesce(carts.promo_code_id, excluded.promo_code_id),
              updated_at = now()`);
    }

    const addedWishes = await tx.execute(sql`
      with moved as (
        delete from wishlist_items where user_id = ${guestId}::uuid
        returning product_id, variation_id, created_at
      )
      insert into wishlist_items (user_id, product_id, variation_id, created_at)
      select ${accountId}::uuid, product_id, variation_id, created_at
      from moved
      where product_id not in (select product_id from wishlist_items where user_id = ${accountId}::uuid)
      order by created_at desc
      limit greatest(0, ${MAX_WISHLIST_ITEMS}::int - (select count(*) from wishlist_items where user_id = ${accountId}::uuid))
      on conflict (user_id, product_id) do nothing
      returning id`);

    await revokeUserSessions(tx, guestId);
    return {
      guestId,
      cartLines: rowsOf(movedLines).length,
      wishlistItems: rowsOf(addedWishes).length,
    };
  });
  log?.info(
    { guestId, cartLines: outcome.cartLines, wishlistItems: outcome.wishlistItems },
    'login: merged the guest cart and wishlist into the account',
  );
  return outcome;
}

/** `execute` answers the driver's result: node-postgres and PGlite both hold `rows`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
