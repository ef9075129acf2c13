import type { LanguageCode } from '@storefront/contracts';
import {
  type AddWishlistItem,
  type LineAttribute,
  MAX_WISHLIST_ITEMS,
  type Wishlist,
} from '@storefront/contracts/cart';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockUserRow } from '../../db/lock-user.ts';
import {
  attributes,
  attributeValues,
  productAttributes,
  products,
  variations,
  variationValues,
  wishlistItems,
} from '../../db/schema.ts';
import { HttpError, invalidField } from '../../lib/http-error.ts';
import { correlated, filePath, firstPicture, localized, visibleProduct } from '../catalogue/sql.ts';

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
  const picture = firstPicture(db, lang);
  const rows = await db
    .select({
      itemId: wishlistItems.id,
      productId: products.id,
      productName: localized(products.name, lang),
      pictureKey: picture.storageKey,
      variationId: variations.id,
      price: sql<number>`coalesce(${variations.price}, ${products.price})`,
      oldPrice: sql<
        number | null
      >`case when ${variations.id} is null then ${products.oldPrice} else ${variations.oldPrice} end`,
      activeQty: sql<number>`coalesce(${variations.activeQty}, ${products.activeQty})`,
      hasVariations: correlated(
        sql<boolean>`exists (select 1 from ${variations} v where v.product_id = ${products.id})`,
      ),
      attributes: correlated(chosenAttributes(lang)),
      addedAt: wishlistItems.createdAt,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    // The product guard is belt and braces: the API only stores a variation of the product.
    .leftJoin(
      variations,
      and(eq(variations.id, wishlistItems.variationId), eq(variations.productId, products.id)),
    )
    .leftJoinLateral(picture, sql`true`)
    .where(and(eq(wishlistItems.userId, userId), visibleProduct))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  return {
    items: rows.map((row) => ({
      itemId: row.itemId,
      productId: row.productId,
      productName: row.productName,
      picturePath: row.pictureKey === null ? null : filePath(row.pictureKey),
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

/**
 * The chosen variation's value of each attribute ("Size: M", "Colour: Blue"), localized, in the
 * order the product page shows the product's attributes; [] without a variation.
 */
function chosenAttributes(lang: LanguageCode): SQL<LineAttribute[]> {
  return sql<LineAttribute[]>`(select coalesce(json_agg(json_build_object(
      'attributeId', ${attributes.id},
      'attributeName', ${localized(attributes.name, lang)},
      'attributeValues', json_build_array(json_build_object(
        'valueId', ${attributeValues.id}, 'value', ${localized(attributeValues.value, lang)})))
      order by ${productAttributes.sortOrder} nulls last, ${attributes.id}), '[]')
    from ${variationValues}
    join ${attributes} on ${attributes.id} = ${variationValues.attributeId}
    join ${attributeValues} on ${attributeValues.id} = ${variationValues.valueId}
    left join ${productAttributes} on ${productAttributes.productId} = ${variations.productId}
      and ${productAttributes.attributeId} = ${variationValues.attributeId}
    where ${variationValues.variationId} = ${variations.id})`;
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
  const [visible, owned] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, productIds), visibleProduct)),
    variationIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: variations.id, productId: variations.productId })
          .from(variations)
          .where(inArray(variations.id, variationIds)),
  ]);
  const visibleIds = new Set(visible.map((row) => row.id));
  const productOf = new Map(owned.map((row) => [row.id, row.productId]));
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
    await tx
      .insert(wishlistItems)
      .values(
        [...byProduct].map(([productId, variationId]) => ({ userId, productId, variationId })),
      )
      .onConflictDoUpdate({
        target: [wishlistItems.userId, wishlistItems.productId],
        set: { variationId: sql`coalesce(excluded.variation_id, ${wishlistItems.variationId})` },
      });
    const [stored] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId));
    // Throwing rolls the whole call back.
    if ((stored?.count ?? 0) > MAX_WISHLIST_ITEMS) throw wishlistFull();
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
    const [item] = await tx
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.id, itemId), eq(wishlistItems.userId, userId)))
      .for('update');
    if (!item) throw itemNotFound();
    await assertEntriesValid(tx, [{ productId: item.productId, variationId }], (_, name) => name);
    await tx
      .update(wishlistItems)
      .set({ variationId })
      .where(and(eq(wishlistItems.id, itemId), eq(wishlistItems.userId, userId)));
  });
}

/** DELETE wish-list/items/{id}: also an entry whose product is hidden, if its id is known. */
export async function removeWishlistItem(db: Db, userId: string, itemId: number): Promise<void> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, itemId), eq(wishlistItems.userId, userId)))
    .returning({ id: wishlistItems.id });
  if (removed.length === 0) throw itemNotFound();
}
