import type { LanguageCode } from '@storefront/contracts';
import type { LineAttribute } from '@storefront/contracts/cart';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  attributes,
  attributeValues,
  productAttributes,
  products,
  variations,
  variationValues,
  wishlistItems,
} from '../../db/schema.ts';
import { correlated, localized } from '../../db/sql.ts';
import { filePath, firstPicture, visibleProduct } from '../catalogue/sql.ts';

/**
 * The wishlist's reads and writes. Each takes `db: Db`, which may be a transaction. Prices and
 * stock are read from the catalogue's tables as they are now, never through its micro-cache
 * (decision 32).
 */

/**
 * The user's entries whose product is visible, newest first, in ONE query: with a chosen
 * variation its price, old price, stock and attribute values, else the product's.
 */
export async function visibleEntries(db: Db, userId: string, lang: LanguageCode) {
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
  return rows.map(({ pictureKey, ...row }) => ({
    ...row,
    picturePath: pictureKey === null ? null : filePath(pictureKey),
  }));
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

/** Of the products named, those a shopper may see. */
export async function visibleProductIds(db: Db, productIds: number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, productIds), visibleProduct));
  return new Set(rows.map((row) => row.id));
}

/** The product of each variation named. */
export async function productsOfVariations(
  db: Db,
  variationIds: number[],
): Promise<Map<number, number>> {
  if (variationIds.length === 0) return new Map();
  const rows = await db
    .select({ id: variations.id, productId: variations.productId })
    .from(variations)
    .where(inArray(variations.id, variationIds));
  return new Map(rows.map((row) => [row.id, row.productId]));
}

/**
 * Adds entries in one statement: a product already in the list stays once, with its date and
 * position; a variation given replaces the one it had, none keeps it.
 */
export async function upsertEntries(
  db: Db,
  userId: string,
  entries: readonly { productId: number; variationId: number | null }[],
): Promise<void> {
  await db
    .insert(wishlistItems)
    .values(entries.map(({ productId, variationId }) => ({ userId, productId, variationId })))
    .onConflictDoUpdate({
      target: [wishlistItems.userId, wishlistItems.productId],
      set: { variationId: sql`coalesce(excluded.variation_id, ${wishlistItems.variationId})` },
    });
}

export async function countEntries(db: Db, userId: string): Promise<number> {
  const [stored] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId));
  return stored?.count ?? 0;
}

/** One of the user's entries, locked until the transaction ends; undefined when not theirs. */
export async function lockOwnEntry(db: Db, userId: string, itemId: number) {
  const [item] = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.id, itemId), eq(wishlistItems.userId, userId)))
    .for('update');
  return item;
}

export async function setEntryVariation(
  db: Db,
  userId: string,
  itemId: number,
  variationId: number | null,
): Promise<void> {
  await db
    .update(wishlistItems)
    .set({ variationId })
    .where(and(eq(wishlistItems.id, itemId), eq(wishlistItems.userId, userId)));
}

/** Removes one of the user's entries; false when they have no such entry. */
export async function deleteOwnEntry(db: Db, userId: string, itemId: number): Promise<boolean> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, itemId), eq(wishlistItems.userId, userId)))
    .returning({ id: wishlistItems.id });
  return removed.length > 0;
}

/**
 * Moves one user's entries to another: those whose product the target lacks are added, newest
 * first while there is room under `limit`; the rest are dropped with the source's list. A
 * `delete … returning` feeds the insert, so two moves racing move the entries once. Answers
 * how many the target took.
 */
export async function moveEntries(
  db: Db,
  fromUserId: string,
  toUserId: string,
  limit: number,
): Promise<number> {
  const added = await db.execute(sql`
    with moved as (
      delete from wishlist_items where user_id = ${fromUserId}::uuid
      returning product_id, variation_id, created_at
    )
    insert into wishlist_items (user_id, product_id, variation_id, created_at)
    select ${toUserId}::uuid, product_id, variation_id, created_at
    from moved
    where product_id not in (select product_id from wishlist_items where user_id = ${toUserId}::uuid)
    order by created_at desc
    limit greatest(0, ${limit}::int - (select count(*) from wishlist_items where user_id = ${toUserId}::uuid))
    on conflict (user_id, product_id) do nothing
    returning id`);
  return (added as unknown as { rows: unknown[] }).rows.length;
}
