import type { LanguageCode } from '@storefront/contracts';
import type { LineAttribute } from '@storefront/contracts/cart';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  attributes,
  attributeValues,
  cartItems,
  carts,
  productAttributes,
  products,
  promoCodes,
  variations,
  variationValues,
} from '../../db/schema.ts';
import { correlated, localized } from '../../db/sql.ts';
import type { LocalizedText } from '../../lib/localized-text.ts';
import { filePath, firstPicture, visibleProduct } from '../catalogue/sql.ts';
import {
  type CartHeader,
  type CartLineRow,
  type CheckoutChoices,
  EMPTY_CART_HEADER,
} from './pricing.ts';

/**
 * The cart's reads and writes: the only module that writes `carts` and `cart_items` (others ask
 * cart/service.ts). Each takes `db: Db`, which may be a transaction, so the service composes
 * them. Prices and stock are read from products and variations directly, never through the
 * catalogue's micro-cache (decision 32: nothing that takes money or stock reads through it).
 */

/** The cart row and its promo code; the defaults while the user has no cart row yet. */
export async function readCartHeader(db: Db, userId: string): Promise<CartHeader> {
  const [row] = await db
    .select({
      shippingAddressId: carts.shippingAddressId,
      billingAddressId: carts.billingAddressId,
      shippingMethodId: carts.shippingMethodId,
      paymentMethodId: carts.paymentMethodId,
      shippingAmount: carts.shippingAmount,
      promoCode: promoCodes,
    })
    .from(carts)
    .leftJoin(promoCodes, eq(promoCodes.id, carts.promoCodeId))
    .where(eq(carts.userId, userId));
  return row ?? EMPTY_CART_HEADER;
}

/**
 * The product has variations (an index probe on variations_product_idx). Aliased: the line's own
 * variation is joined as "variations" in the same query.
 */
const productHasVariations = sql<boolean>`exists (select 1 from ${variations} as product_variations where product_variations.product_id = ${products.id})`;

/**
 * A variation's values in the product's attribute order, names in the request's language; an
 * empty list for a line without a variation. Spec 3: attributes (attributeId, attributeValues).
 */
function lineAttributes(lang: LanguageCode) {
  return sql<LineAttribute[]>`case when ${cartItems.variationId} is null then '[]'::json else (
    select coalesce(json_agg(json_build_object(
        'attributeId', ${attributes.id},
        'attributeName', ${localized(attributes.name, lang)},
        'attributeValues', json_build_array(json_build_object(
          'valueId', ${attributeValues.id}, 'value', ${localized(attributeValues.value, lang)})))
        order by ${productAttributes.sortOrder} nulls last, ${attributes.id}), '[]'::json)
    from ${variationValues}
    join ${attributes} on ${attributes.id} = ${variationValues.attributeId}
    join ${attributeValues} on ${attributeValues.id} = ${variationValues.valueId}
    left join ${productAttributes} on ${productAttributes.productId} = ${cartItems.productId}
      and ${productAttributes.attributeId} = ${variationValues.attributeId}
    where ${variationValues.variationId} = ${cartItems.variationId}) end`;
}

/**
 * Every line of the user's cart, oldest first, priced and stocked now, in ONE query: the
 * product and variation by joins, the first picture by a lateral probe, the attributes by a
 * JSON subquery. A product that is no longer visible still answers its name and last price.
 */
export async function readCartLines(
  db: Db,
  userId: string,
  lang: LanguageCode,
): Promise<CartLineRow[]> {
  const picture = firstPicture(db, lang, cartItems.variationId);
  const rows = await db
    .select({
      itemId: cartItems.id,
      productId: cartItems.productId,
      variationId: cartItems.variationId,
      quantity: cartItems.quantity,
      productName: localized(products.name, lang),
      pictureKey: picture.storageKey,
      unitPrice: sql<number>`(case when ${cartItems.variationId} is null then ${products.price} else ${variations.price} end)`,
      oldPrice: sql<
        number | null
      >`(case when ${cartItems.variationId} is null then ${products.oldPrice} else ${variations.oldPrice} end)`,
      stock: sql<number>`(case when ${cartItems.variationId} is null then ${products.activeQty} else ${variations.activeQty} end)`,
      sellable: sql<boolean>`(${visibleProduct} and (${cartItems.variationId} is not null or not ${productHasVariations}))`,
      attributes: lineAttributes(lang),
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(variations, eq(variations.id, cartItems.variationId))
    .leftJoinLateral(picture, sql`true`)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return rows.map(({ pictureKey, ...row }) => ({
    ...row,
    picturePath: pictureKey === null ? null : filePath(pictureKey),
  }));
}

/** What adding to a cart needs to know about a product. */
export interface ProductForCart {
  id: number;
  visible: boolean;
  hasVariations: boolean;
  activeQty: number;
}

/**
 * The products named, locked FOR KEY SHARE until the transaction ends: they cannot be deleted
 * between this check and the insert that references them (stock updates are not blocked).
 */
export async function productsForCart(db: Db, ids: number[]): Promise<Map<number, ProductForCart>> {
  const rows = await db
    .select({
      id: products.id,
      visible: sql<boolean>`${visibleProduct}`,
      hasVariations: correlated(productHasVariations),
      activeQty: products.activeQty,
    })
    .from(products)
    .where(inArray(products.id, ids))
    .for('key share', { of: products });
  return new Map(rows.map((row) => [row.id, row]));
}

export interface VariationForCart {
  id: number;
  productId: number;
  activeQty: number;
}

/** The variations named, locked FOR KEY SHARE like their products. */
export async function variationsForCart(
  db: Db,
  ids: number[],
): Promise<Map<number, VariationForCart>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: variations.id,
      productId: variations.productId,
      activeQty: variations.activeQty,
    })
    .from(variations)
    .where(inArray(variations.id, ids))
    .for('key share');
  return new Map(rows.map((row) => [row.id, row]));
}

/** The key of a line: its product and variation (the unique index `cart_items_line_key`). */
export const lineKey = (productId: number, variationId: number | null) =>
  `${productId}:${variationId ?? 0}`;

/** The quantity of each line the user has, by line key. */
export async function lineQuantities(db: Db, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      productId: cartItems.productId,
      variationId: cartItems.variationId,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return new Map(rows.map((row) => [lineKey(row.productId, row.variationId), row.quantity]));
}

export interface LineToAdd {
  productId: number;
  variationId: number | null;
  quantity: number;
}

/**
 * Adds the lines in one statement: a line the cart has gets the quantity added to it. The
 * service has checked the limits under the owner's lock; the `where` is a last guard so the
 * table's 1..999 check can never turn a request into a 500: a line it skips is not returned.
 */
export async function upsertLines(
  db: Db,
  userId: string,
  lines: readonly LineToAdd[],
  maxQuantity: number,
): Promise<number> {
  const values = sql.join(
    lines.map(
      (line) =>
        sql`(${userId}::uuid, ${line.productId}::int, ${line.variationId}::int, ${line.quantity}::int)`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    insert into ${cartItems} (user_id, product_id, variation_id, quantity)
    values ${values}
    on conflict (user_id, product_id, coalesce(variation_id, 0)) do update
      set quantity = ${cartItems.quantity} + excluded.quantity, updated_at = now()
      where ${cartItems.quantity} + excluded.quantity <= ${maxQuantity}::int
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/** One of the user's lines with what raising its quantity needs; undefined when not theirs. */
export async function findOwnLine(db: Db, userId: string, itemId: number) {
  const [row] = await db
    .select({
      quantity: cartItems.quantity,
      stock: sql<number>`(case when ${cartItems.variationId} is null then ${products.activeQty} else ${variations.activeQty} end)`,
      sellable: sql<boolean>`(${visibleProduct} and (${cartItems.variationId} is not null or not ${productHasVariations}))`,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(variations, eq(variations.id, cartItems.variationId))
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
  return row;
}

export async function setLineQuantity(
  db: Db,
  userId: string,
  itemId: number,
  quantity: number,
): Promise<void> {
  await db
    .update(cartItems)
    .set({ quantity, updatedAt: sql`now()` })
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
}

/** Removes one of the user's lines; false when they have no such line. */
export async function deleteOwnLine(db: Db, userId: string, itemId: number): Promise<boolean> {
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return deleted.length > 0;
}

export async function deleteLinesOfProducts(
  db: Db,
  userId: string,
  productIds: number[],
): Promise<void> {
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
}

export async function deleteAllLines(db: Db, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}

/** Puts a promo code on the cart (or takes it off with null), creating the cart row if needed. */
export async function setCartPromoCode(
  db: Db,
  userId: string,
  promoCodeId: number | null,
): Promise<void> {
  if (promoCodeId === null) {
    await db
      .update(carts)
      .set({ promoCodeId: null, updatedAt: sql`now()` })
      .where(and(eq(carts.userId, userId), isNotNull(carts.promoCodeId)));
    return;
  }
  await db
    .insert(carts)
    .values({ userId, promoCodeId })
    .onConflictDoUpdate({ target: carts.userId, set: { promoCodeId, updatedAt: sql`now()` } });
}

/** Sets checkout choices on the cart, creating the cart row if needed; the others are kept. */
export async function upsertCheckoutChoices(
  db: Db,
  userId: string,
  values: Partial<CheckoutChoices>,
): Promise<void> {
  await db
    .insert(carts)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: carts.userId, set: { ...values, updatedAt: sql`now()` } });
}

/** The cart row back to no promo code and no checkout choices (its lines are deleted apart). */
export async function resetCartRow(db: Db, userId: string): Promise<void> {
  await db
    .update(carts)
    .set({
      promoCodeId: null,
      shippingAddressId: null,
      billingAddressId: null,
      shippingMethodId: null,
      paymentMethodId: null,
      shippingAmount: 0,
      updatedAt: sql`now()`,
    })
    .where(eq(carts.userId, userId));
}

/**
 * Moves every line of one user's cart into another's: the same product and variation add up
 * (capped at `maxQuantity`), a line only the first had moves as it is, keeping its date. A
 * `delete … returning` feeds the insert, so two moves racing move the lines once. Answers how
 * many lines the target took.
 */
export async function moveLines(
  db: Db,
  fromUserId: string,
  toUserId: string,
  maxQuantity: number,
): Promise<number> {
  const moved = await db.execute(sql`
    with moved as (
      delete from cart_items where user_id = ${fromUserId}::uuid
      returning product_id, variation_id, quantity, created_at
    )
    insert into cart_items (user_id, product_id, variation_id, quantity, created_at, updated_at)
    select ${toUserId}::uuid, product_id, variation_id, least(quantity, ${maxQuantity}::int), created_at, now()
    from moved
    on conflict (user_id, product_id, coalesce(variation_id, 0)) do update
      set quantity = least(cart_items.quantity + excluded.quantity, ${maxQuantity}::int),
          updated_at = now()
    returning id`);
  return rowsOf(moved).length;
}

/** Deletes the user's cart row; answers the promo code it held (null: none, or no row). */
export async function deleteCartRow(db: Db, userId: string): Promise<number | null> {
  const deleted = await db.execute(sql`
    delete from carts where user_id = ${userId}::uuid returning promo_code_id`);
  return rowsOf<{ promo_code_id: number | null }>(deleted)[0]?.promo_code_id ?? null;
}

/** Puts a promo code on the user's cart only when it has none, creating the row if needed. */
export async function offerPromoCode(db: Db, userId: string, promoCodeId: number): Promise<void> {
  await db.execute(sql`
    insert into carts (user_id, promo_code_id) values (${userId}::uuid, ${promoCodeId}::int)
    on conflict (user_id) do update
      set promo_code_id = coalesce(carts.promo_code_id, excluded.promo_code_id),
          updated_at = now()`);
}

/** `execute` answers the driver's result: node-postgres and PGlite both hold `rows`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A line's attribute as an order stores it: names in every language. */
export interface AttributeSnapshot {
  attributeId: number;
  attributeName: LocalizedText;
  valueId: number;
  value: LocalizedText;
}

/** What an order line copies from the catalogue: the sku and the names in every language. */
export interface LineSnapshot {
  itemId: number;
  sku: string;
  productName: LocalizedText;
  attributes: AttributeSnapshot[];
}

/** The snapshots of the user's cart lines, by cart line id. */
export async function lineSnapshots(db: Db, userId: string): Promise<Map<number, LineSnapshot>> {
  const rows = await db
    .select({
      itemId: cartItems.id,
      sku: sql<string>`coalesce(${variations.sku}, ${products.sku})`,
      productName: products.name,
      attributes: sql<
        AttributeSnapshot[]
      >`case when ${cartItems.variationId} is null then '[]'::json else (
        select coalesce(json_agg(json_build_object(
            'attributeId', ${attributes.id}, 'attributeName', ${attributes.name},
            'valueId', ${attributeValues.id}, 'value', ${attributeValues.value})
            order by ${productAttributes.sortOrder} nulls last, ${attributes.id}), '[]'::json)
        from ${variationValues}
        join ${attributes} on ${attributes.id} = ${variationValues.attributeId}
        join ${attributeValues} on ${attributeValues.id} = ${variationValues.valueId}
        left join ${productAttributes} on ${productAttributes.productId} = ${cartItems.productId}
          and ${productAttributes.attributeId} = ${variationValues.attributeId}
        where ${variationValues.variationId} = ${cartItems.variationId}) end`,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(variations, eq(variations.id, cartItems.variationId))
    .where(eq(cartItems.userId, userId));
  return new Map(rows.map((row) => [row.itemId, row]));
}
