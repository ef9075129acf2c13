import {
  STOCK_MOVEMENTS_PAGE_SIZE,
  type StockMovementPage,
  type StockReason,
} from '@storefront/contracts/admin-catalogue';
import { orderNumber } from '@storefront/contracts/order-rules';
import type { Db } from '../../../db/client.ts';
import { type CatalogueNews, cacheTags } from '../../../lib/catalogue-news.ts';
import { HttpError, invalidField, notFound } from '../../../lib/http-error.ts';
import { watchForReturn } from '../stock-alerts/service.ts';
import {
  changeStock,
  insertMovements,
  lockStockRows,
  type MovementRow,
  movementPage,
  productStockShape,
  type StockAfter,
  setInitialStock,
  stockOf,
} from './queries.ts';

/**
 * The catalogue's inventory (issue 25): the one writer of stock. Orders take stock (`reserve`)
 * and give it back (`release`), staff adjust it (`adjust`); each change is a guarded update that
 * never lets stock go below 0, with a stock_movements row beside it, in the caller's transaction.
 * Once that transaction has committed, the caller announces the products whose stock changed
 * (`announceStockChange`), so pages showing them (in stock or not, how many left) are redrawn.
 * A change that adds units makes a product someone awaits purchasable again: its stock alerts'
 * emails are queued in the same transaction (issue 29, stock-alerts/service.ts).
 */

/** A line of an order, as the order stored it (its product or variation may since be gone). */
export interface StockLine {
  productId: number | null;
  variationId: number | null;
  quantity: number;
}

export type ReleaseReason = Extract<
  StockReason,
  'cancellation' | 'return' | 'payment-failed' | 'expired'
>;

/**
 * Stock taken for an order: `forOrder` writes the 'order' movements naming it once it has an id
 * (in the same transaction: the order is written after its stock is taken, so an order refused
 * for stock uses up no order number).
 */
export type Reserved =
  | { ok: true; productIds: number[]; forOrder(orderId: number): Promise<void> }
  | { ok: false; shortLine: number };

const distinct = (ids: Iterable<number>) => [...new Set(ids)];

async function lockLines(tx: Db, lines: readonly StockLine[]) {
  await lockStockRows(
    tx,
    lines.flatMap((line) => (line.productId === null ? [] : [line.productId])),
    lines.flatMap((line) => (line.variationId === null ? [] : [line.variationId])),
  );
}

/**
 * Takes an order's units, line by line, after locking the rows in the global order (products,
 * then variations, by id). A line short of stock answers its index, and the caller rolls the
 * whole order back; otherwise the caller writes the order and then calls `forOrder` with its id.
 */
export async function reserve(tx: Db, lines: readonly StockLine[]): Promise<Reserved> {
  await lockLines(tx, lines);
  const movements: Omit<MovementRow, 'orderId'>[] = [];
  for (const [index, line] of lines.entries()) {
    const after =
      line.productId === null
        ? null
        : await changeStock(tx, line.productId, line.variationId, -line.quantity);
    if (!after) return { ok: false, shortLine: index };
    movements.push({
      productId: line.productId!,
      variationId: line.variationId,
      delta: -line.quantity,
      quantityAfter: after.quantityAfter,
      reason: 'order',
    });
  }
  return {
    ok: true,
    productIds: distinct(movements.map((m) => m.productId)),
    forOrder: (orderId) =>
      insertMovements(
        tx,
        movements.map((movement) => ({ ...movement, orderId })),
      ),
  };
}

/**
 * Gives an order's units back (a cancellation, an expired or failed payment, a return). A line
 * whose product or variation has been deleted since gives nothing back. Answers the products
 * whose stock changed.
 */
export async function release(
  tx: Db,
  lines: readonly StockLine[],
  { orderId, reason }: { orderId: number; reason: ReleaseReason },
): Promise<number[]> {
  await lockLines(tx, lines);
  const whenBack = await watchForReturn(
    tx,
    lines.flatMap((line) => (line.productId === null ? [] : [line.productId])),
  );
  const movements: MovementRow[] = [];
  for (const line of lines) {
    if (line.productId === null || line.quantity <= 0) continue;
    const after = await changeStock(tx, line.productId, line.variationId, line.quantity);
    if (!after) continue;
    movements.push({
      productId: line.productId,
      variationId: line.variationId,
      delta: line.quantity,
      quantityAfter: after.quantityAfter,
      reason,
      orderId,
    });
  }
  await insertMovements(tx, movements);
  await whenBack();
  return distinct(movements.map((m) => m.productId));
}

/**
 * A product made in the caller's transaction gets its first stock: each variation's (or the
 * product's own) count set, with an 'initial' movement each, in two statements. Nothing can
 * have been waiting for a product that did not exist, so no stock alert is looked at.
 */
export async function stockNewProduct(
  tx: Db,
  productId: number,
  entries: { variationId: number | null; quantity: number }[],
  actorId: string,
): Promise<void> {
  const stocked = entries.filter((entry) => entry.quantity > 0);
  if (stocked.length === 0) return;
  await setInitialStock(tx, productId, stocked);
  await insertMovements(
    tx,
    stocked.map((entry) => ({
      productId,
      variationId: entry.variationId,
      delta: entry.quantity,
      quantityAfter: entry.quantity,
      reason: 'initial' as const,
      actorId,
      note: null,
    })),
  );
}

export interface Adjustment {
  productId: number;
  /** Required for a product with variations; null for one without. */
  variationId: number | null;
  delta: number;
  reason: Extract<StockReason, 'initial' | 'received' | 'correction' | 'damaged' | 'import'>;
  /** The staff member who made it. */
  actorId: string | null;
  note?: string | null | undefined;
}

/**
 * A staff adjustment (or a new product's or variation's initial stock), in the caller's
 * transaction. 404 for an unknown product, or a variation that is not the product's
 * (`variationId`); 400 naming `variationId` when a product with variations is adjusted without
 * one, or one without variations with one; 409 naming `delta` when the stock would go below 0.
 */
export async function adjust(tx: Db, adjustment: Adjustment): Promise<StockAfter> {
  const { productId, variationId, delta } = adjustment;
  const shape = await productStockShape(tx, productId);
  if (!shape) throw notFound(`Product ${productId} does not exist.`);
  if (shape.hasVariations && variationId === null) {
    throw invalidField('variationId', 'errors.chooseVariation');
  }
  if (!shape.hasVariations && variationId !== null) {
    throw new HttpError(404, 'not_found', 'errors.variationUnknown', {
      variationId: 'errors.variationUnknown',
    });
  }
  await lockStockRows(tx, [productId], variationId === null ? [] : [variationId]);
  const whenBack = delta > 0 ? await watchForReturn(tx, [productId]) : undefined;
  const after = await changeStock(tx, productId, variationId, delta);
  if (!after) {
    const current = await stockOf(tx, productId, variationId);
    if (current === undefined) {
      throw new HttpError(404, 'not_found', 'errors.variationUnknown', {
        variationId: 'errors.variationUnknown',
      });
    }
    throw new HttpError(
      409,
      'conflict',
      'errors.stockBelowZero',
      { delta: 'errors.stockBelowZero' },
      { values: { count: current } },
    );
  }
  await insertMovements(tx, [
    {
      productId,
      variationId,
      delta,
      quantityAfter: after.quantityAfter,
      reason: adjustment.reason,
      actorId: adjustment.actorId,
      note: adjustment.note ?? null,
    },
  ]);
  await whenBack?.();
  return after;
}

/** GET admin/products/{id}/stock-movements: newest first, with the order's number. */
export async function listStockMovements(
  db: Db,
  productId: number,
  page: number,
): Promise<StockMovementPage> {
  const { items, total } = await movementPage(
    db,
    productId,
    STOCK_MOVEMENTS_PAGE_SIZE,
    (page - 1) * STOCK_MOVEMENTS_PAGE_SIZE,
  );
  return {
    items: items.map((row) => ({
      ...row,
      at: row.at.toISOString(),
      orderNumber: row.orderId === null ? null : orderNumber(row.orderId),
    })),
    total,
    page,
    pageSize: STOCK_MOVEMENTS_PAGE_SIZE,
  };
}

/**
 * Which word of changes each database's writers announce through: the catalogue's routes tell it
 * when the app is built (catalogue/routes.ts), so services that change stock in a transaction of
 * their own (orders, payments, the expiry job) can announce once it has committed, without
 * carrying the app along. No app for a database (a script): nothing to announce to.
 */
const newsByDb = new WeakMap<Db, CatalogueNews>();

export function announceStockChangesThrough(db: Db, news: CatalogueNews): void {
  newsByDb.set(db, news);
}

/** After the commit: the products whose stock changed are forgotten on every instance. */
export async function announceStockChange(db: Db, productIds: Iterable<number>): Promise<void> {
  const news = newsByDb.get(db);
  const tags = distinct(productIds).map(cacheTags.product);
  if (news && tags.length > 0) await news.announce(tags);
}
