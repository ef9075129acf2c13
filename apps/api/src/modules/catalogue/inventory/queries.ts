import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { products, stockMovements, users, variations } from '../../../db/schema.ts';
import { correlated } from '../../../db/sql.ts';

/**
 * The catalogue's stock: products' and variations' `active_qty`, and stock_movements beside every
 * change of it. Every write here is guarded so that stock never goes below 0.
 */

export type MovementRow = typeof stockMovements.$inferInsert;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Locks the rows whose stock is about to change, products then variations, each in id order:
 * every caller takes its locks in the same global order, so two orders with the same lines in
 * another order wait for each other instead of deadlocking.
 */
export async function lockStockRows(
  db: Db,
  productIds: readonly number[],
  variationIds: readonly number[],
): Promise<void> {
  const sorted = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);
  const productList = sorted(productIds);
  if (productList.length > 0) {
    await db.execute(sql`
      select id from ${products} where id in (${sql.join(
        productList.map((id) => sql`${id}::int`),
        sql`, `,
      )})
      order by id for no key update`);
  }
  const variationList = sorted(variationIds);
  if (variationList.length > 0) {
    await db.execute(sql`
      select id from ${variations} where id in (${sql.join(
        variationList.map((id) => sql`${id}::int`),
        sql`, `,
      )})
      order by id for no key update`);
  }
}

export interface StockAfter {
  /** The changed product's or variation's stock after the change. */
  quantityAfter: number;
  /** The product's stock (over its variations) after the change. */
  productQty: number;
}

/**
 * Adds `delta` units (negative: takes them) to a product without variations, or to a variation
 * of it, guarded: nothing changes, and the answer is null, when the stock would go below 0, or
 * when there is no such product or variation. A variation's product keeps its denormalised total
 * in step (never below 0).
 */
export async function changeStock(
  db: Db,
  productId: number,
  variationId: number | null,
  delta: number,
): Promise<StockAfter | null> {
  if (variationId === null) {
    const [row] = rowsOf<{ active_qty: number }>(
      await db.execute(sql`
        update ${products} set active_qty = active_qty + ${delta}::int
        where id = ${productId}::int and active_qty + ${delta}::int >= 0
          and not exists (select 1 from ${variations} where product_id = ${productId}::int)
        returning active_qty`),
    );
    return row ? { quantityAfter: row.active_qty, productQty: row.active_qty } : null;
  }
  const [variation] = rowsOf<{ active_qty: number }>(
    await db.execute(sql`
      update ${variations} set active_qty = active_qty + ${delta}::int
      where id = ${variationId}::int and product_id = ${productId}::int
        and active_qty + ${delta}::int >= 0
      returning active_qty`),
  );
  if (!variation) return null;
  const [product] = rowsOf<{ active_qty: number }>(
    await db.execute(sql`
      update ${products} set active_qty = greatest(active_qty + ${delta}::int, 0)
      where id = ${productId}::int returning active_qty`),
  );
  return { quantityAfter: variation.active_qty, productQty: product?.active_qty ?? 0 };
}

/** A product's own stock, or a variation's; undefined when there is no such thing. */
export async function stockOf(
  db: Db,
  productId: number,
  variationId: number | null,
): Promise<number | undefined> {
  if (variationId === null) {
    const [row] = await db
      .select({ qty: products.activeQty })
      .from(products)
      .where(eq(products.id, productId));
    return row?.qty;
  }
  const [row] = await db
    .select({ qty: variations.activeQty })
    .from(variations)
    .where(and(eq(variations.id, variationId), eq(variations.productId, productId)));
  return row?.qty;
}

/** Whether a product exists, and whether it has variations. */
export async function productStockShape(
  db: Db,
  productId: number,
): Promise<{ hasVariations: boolean } | undefined> {
  const [row] = await db
    .select({
      hasVariations: correlated(
        sql<boolean>`exists (select 1 from ${variations} where ${variations.productId} = ${products.id})`,
      ),
    })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

/** A new product's first counts: its variations' (by id), or its own (variationId null). */
export async function setInitialStock(
  db: Db,
  productId: number,
  entries: { variationId: number | null; quantity: number }[],
): Promise<void> {
  const own = entries.find((entry) => entry.variationId === null);
  if (own) {
    await db.update(products).set({ activeQty: own.quantity }).where(eq(products.id, productId));
  }
  const ofVariations = entries.filter((entry) => entry.variationId !== null);
  if (ofVariations.length === 0) return;
  const ids = ofVariations.map((entry) => entry.variationId!);
  const quantities = ofVariations.map((entry) => entry.quantity);
  await db.execute(sql`
    update ${variations} v set active_qty = s.quantity
    from unnest(${sql.param(ids)}::int[], ${sql.param(quantities)}::int[]) as s(id, quantity)
    where v.id = s.id and v.product_id = ${productId}::int`);
}

export async function insertMovements(db: Db, rows: MovementRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(stockMovements).values(rows);
}

/** A page of a product's movements, newest first, with the variation's SKU and who made it. */
export async function movementPage(db: Db, productId: number, limit: number, offset: number) {
  const where = eq(stockMovements.productId, productId);
  const [items, [totals]] = await Promise.all([
    db
      .select({
        id: stockMovements.id,
        at: stockMovements.at,
        variationId: stockMovements.variationId,
        variationSku: variations.sku,
        delta: stockMovements.delta,
        quantityAfter: stockMovements.quantityAfter,
        reason: stockMovements.reason,
        orderId: stockMovements.orderId,
        actorId: stockMovements.actorId,
        actorEmail: users.email,
        note: stockMovements.note,
      })
      .from(stockMovements)
      .leftJoin(variations, eq(variations.id, stockMovements.variationId))
      .leftJoin(users, eq(users.id, stockMovements.actorId))
      .where(where)
      .orderBy(desc(stockMovements.at), desc(stockMovements.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(stockMovements).where(where),
  ]);
  return { items, total: totals?.total ?? 0 };
}
