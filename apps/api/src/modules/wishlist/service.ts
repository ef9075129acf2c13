import type { LanguageCode } from '@storefront/contracts';
import {
  type AddWishlistItem,
  MAX_WISHLIST_ITEMS,
  type Wishlist,
} from '@storefront/contracts/cart';
import type { Db } from '../../db/client.ts';
import { lockUserRow } from '../../db/lock-user.ts';
import { HttpError, invalidField } from '../../lib/http-error.ts';
import {
  countEntries,
  deleteOwnEntry,
  lockOwnEntry,
  moveEntries,
  productsOfVariations,
  setEntryVariation,
  upsertEntries,
  visibleEntries,
  visibleProductIds,
} from './queries.ts';

/** UI translation keys (decision 21): the errors plugin answers them in the request's language. */
const PRODUCT_UNAVAILABLE = 'errors.productUnavailable';
const VARIATION_NOT_OF_PRODUCT = 'errors.variationNotOfProduct';
const ITEM_NOT_FOUND = 'errors.wishlistItemNotFound';
const WISHLIST_FULL = 'errors.wishlistFull';

const productUnavailable = (field: string) =>
  new HttpError(404, 'not_found', PRODUCT_UNAVAILABLE, { [field]: PRODUCT_UNAVAILABLE });
const variationNotOfProduct = (field: string) => invalidField(field, VARIATION_NOT_OF_PRODUCT);
/** Unknown and someone else's item read the same: an id never tells whether it exists. */
const itemNotFound = () => new HttpError(404, 'not_found', ITEM_NOT_FOUND);
const wishlistFull = () =>
  new HttpError(409, 'conflict', WISHLIST_FULL, undefined, {
    values: { count: MAX_WISHLIST_ITEMS },
  });

/**
 * Spec 7 GET wish-list: the user's entries, newest first, priced and stocked from the catalogue
 * as it is now, in ONE query (never through the catalogue's micro-cache, decision 32). With a
 * chosen variation its price, old price, stock and attribute values are shown, else the
 * product's (its lowest price; its stock over all variations). Entries whose product is no
 * longer visible are left out but kept: they come back if the product is published again.
 */
export async function getWishlist(db: Db, userId: string, lang: LanguageCode): Promise<Wishlist> {
  const rows = await visibleEntries(db, userId, lang);
  return {
    items: rows.map((row) => ({
      itemId: row.itemId,
      productId: row.productId,
      productName: row.productName,
      picturePath: row.picturePath,
      variationId: row.variationId,
      attributes: row.attributes,
      price: row.price,
      oldPrice: row.oldPrice,
      activeQty: row.activeQty,
      inStock: row.activeQty > 0,
      hasVariations: row.hasVariations,
      addedAt: row.addedAt.toISOString(),
    })),
  };
}

interface Entry {
  productId: number;
  variationId: number | null;
}

/**
 * Checks entries against the catalogue in two queries: each product visible (404 naming the
 * field), each variation one of its product's (400 naming the field). `fieldOf(i, name)` names
 * the field of entry i as the request spelt it.
 */
async function assertEntriesValid(
  db: Db,
  entries: readonly Entry[],
  fieldOf: (index: number, name: 'productId' | 'variationId') => string,
): Promise<void> {
  const productIds = [...new Set(entries.map((e) => e.productId))];
  const variationIds = [
    ...new Set(entries.flatMap((e) => (e.variationId === null ? [] : [e.variationId]))),
  ];
  const [visibleIds, productOf] = await Promise.all([
    visibleProductIds(db, productIds),
    productsOfVariations(db, variationIds),
  ]);
  entries.forEach((entry, index) => {
    if (!visibleIds.has(entry.productId)) throw productUnavailable(fieldOf(index, 'productId'));
    if (entry.variationId !== null && productOf.get(entry.variationId) !== entry.productId) {
      throw variationNotOfProduct(fieldOf(index, 'variationId'));
    }
  });
}

/**
 * POST wish-list-items and v2/wish-list-items: adds products, all or none, in one transaction.
 * A product already in the list stays once, with its date and position; a variation given
 * replaces the one it had, none keeps it. Past MAX_WISHLIST_ITEMS stored entries, 409.
 */
export async function addWishlistItems(
  db: Db,
  userId: string,
  items: readonly AddWishlistItem[],
  fieldOf: (index: number, name: 'productId' | 'variationId') => string,
): Promise<void> {
  const entries = items.map((item) => ({
    productId: item.productId,
    variationId: item.variationId ?? null,
  }));
  // One row per product in the statement (ON CONFLICT cannot touch a row twice): a later
  // variation of the same product wins, as it would over two calls.
  const byProduct = new Map<number, number | null>();
  for (const { productId, variationId } of entries) {
    if (variationId !== null || !byProduct.has(productId)) byProduct.set(productId, variationId);
  }
  await db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    await assertEntriesValid(tx, entries, fieldOf);
    await upsertEntries(
      tx,
      userId,
      [...byProduct].map(([productId, variationId]) => ({ productId, variationId })),
    );
    // Throwing rolls the whole call back.
    if ((await countEntries(tx, userId)) > MAX_WISHLIST_ITEMS) throw wishlistFull();
  });
}

/** PUT wish-list/items/{id}: the variation the shopper now prefers, or none. */
export async function updateWishlistItem(
  db: Db,
  userId: string,
  itemId: number,
  variationId: number | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const item = await lockOwnEntry(tx, userId, itemId);
    if (!item) throw itemNotFound();
    await assertEntriesValid(tx, [{ productId: item.productId, variationId }], (_, name) => name);
    await setEntryVariation(tx, userId, itemId, variationId);
  });
}

/** DELETE wish-list/items/{id}: also an entry whose product is hidden, if its id is known. */
export async function removeWishlistItem(db: Db, userId: string, itemId: number): Promise<void> {
  if (!(await deleteOwnEntry(db, userId, itemId))) throw itemNotFound();
}

/**
 * Issue 5, a guest's wishlist joins the account it signs in to: the guest's entries the account
 * lacks are added (the account's win), newest first while there is room under
 * MAX_WISHLIST_ITEMS; the guest's list is emptied. Answers how many the account took. The
 * caller has locked the account's row, so the limit holds against a concurrent add.
 */
export async function mergeGuestWishlist(
  db: Db,
  guestId: string,
  accountId: string,
): Promise<number> {
  return moveEntries(db, guestId, accountId, MAX_WISHLIST_ITEMS);
}
