import type { LanguageCode } from '@storefront/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { products, stockAlerts } from '../../../db/schema.ts';
import type { LocalizedText } from '../../../lib/localized-text.ts';
import { inStock, visibleProduct } from '../sql.ts';

/** The stock alerts' rows (issue 29): asked for by shoppers, claimed once by the inventory. */

/**
 * Whether a shopper may see the product (its page exists), whatever its stock; the row is
 * locked against deletion until the transaction ends, so an alert never names a product gone.
 */
export async function lockVisibleProduct(db: Db, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), visibleProduct))
    .for('key share', { of: products });
  return row !== undefined;
}

/**
 * Records a pending alert, or finds the one already pending for this product and address: it
 * takes the language (and the account) of the latest ask, so the email speaks as the shopper
 * last did.
 */
export async function upsertPendingAlert(
  db: Db,
  alert: { productId: number; email: string; language: LanguageCode; userId: string | null },
): Promise<void> {
  await db
    .insert(stockAlerts)
    .values(alert)
    .onConflictDoUpdate({
      target: [stockAlerts.productId, stockAlerts.email],
      targetWhere: isNull(stockAlerts.notifiedAt),
      set: {
        language: alert.language,
        userId: sql`coalesce(excluded.user_id, ${stockAlerts.userId})`,
      },
    });
}

/** Of these products, those with at least one pending alert. */
export async function productsWithPendingAlerts(
  db: Db,
  productIds: readonly number[],
): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ productId: stockAlerts.productId })
    .from(stockAlerts)
    .where(and(inArray(stockAlerts.productId, [...productIds]), isNull(stockAlerts.notifiedAt)));
  return rows.map((row) => row.productId);
}

/** Of these products, those a shopper can buy now: visible, and with stock. */
export async function purchasableAmong(db: Db, productIds: readonly number[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, [...productIds]), visibleProduct, inStock));
  return rows.map((row) => row.id);
}

export interface ClaimedAlert {
  id: number;
  productId: number;
  email: string;
  language: LanguageCode;
  productName: LocalizedText;
}

/**
 * Marks the products' pending alerts notified and answers them, with the product's name. An
 * update that skips rows another transaction has claimed meanwhile (it re-reads `notified_at`
 * once that one commits), so two stock changes at once cannot both send an alert.
 */
export async function claimPendingAlerts(
  db: Db,
  productIds: readonly number[],
): Promise<ClaimedAlert[]> {
  if (productIds.length === 0) return [];
  const claimed = await db
    .update(stockAlerts)
    .set({ notifiedAt: sql`now()` })
    .where(and(inArray(stockAlerts.productId, [...productIds]), isNull(stockAlerts.notifiedAt)))
    .returning({
      id: stockAlerts.id,
      productId: stockAlerts.productId,
      email: stockAlerts.email,
      language: stockAlerts.language,
    });
  if (claimed.length === 0) return [];
  const names = new Map(
    (
      await db
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(inArray(products.id, [...new Set(claimed.map((alert) => alert.productId))]))
    ).map((row) => [row.id, row.name]),
  );
  return claimed
    .sort((a, b) => a.id - b.id)
    .map((alert) => ({ ...alert, productName: names.get(alert.productId) ?? { en: '' } }));
}
