import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { lockUserRow } from '../../db/lock-user.ts';
import { refreshTokens, sessions, users } from '../../db/schema.ts';
import { hashRefreshToken } from '../../lib/tokens.ts';
import { mergeGuestCart } from '../cart/service.ts';
import { mergeGuestWishlist } from '../wishlist/service.ts';
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
 * The cart and wishlist modules move their own rows (mergeGuestCart, mergeGuestWishlist): each
 * move is a `delete … returning` feeding an insert, so two logins racing with the same token
 * move the lines once: the second's delete waits for the first and finds nothing. The
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

    const cartLines = await mergeGuestCart(tx, guestId, accountId);
    const wishlistItems = await mergeGuestWishlist(tx, guestId, accountId);
    await revokeUserSessions(tx, guestId);
    return { guestId, cartLines, wishlistItems };
  });
  log?.info(
    { guestId, cartLines: outcome.cartLines, wishlistItems: outcome.wishlistItems },
    'login: merged the guest cart and wishlist into the account',
  );
  return outcome;
}
