import { randomUUID } from 'node:crypto';
import type { AuthTokens } from '@storefront/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { lockUserRow } from '../../../db/lock-user.ts';
import { mergeGuestCart } from '../../cart/service.ts';
import {
  provenGuest,
  revokeUserSessions,
  startSession,
  type TokenConfig,
} from '../../sessions/service.ts';
import { mergeGuestWishlist } from '../../wishlist/service.ts';
import { insertGuest } from './queries.ts';

/** Spec 4/6: a guest is an auto-created anonymous customer with a session of its own. */
export async function createGuest(db: Db, config: TokenConfig): Promise<AuthTokens> {
  return db.transaction(async (tx) => {
    const userId = randomUUID();
    await insertGuest(tx, userId);
    return startSession(tx, config, { userId, role: 'guest' });
  });
}

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
  // Proof: a current refresh token of an open, ordinary guest session (not the account's).
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
