import { TENANT } from '@storefront/contracts';
import type { Db } from '../../db/client.ts';
import { findThemeConfig } from '../theme/service.ts';
import { forgetProductCounts } from './queries.ts';

/** Low stock, for the back office's dashboard (the orders module composes it). */
export { lowStock } from './admin/service.ts';
/** The home page's preview: whether a page's token opens the draft layout (app.ts). */
export { opensHomeDraft } from './home/home-preview.ts';
/** Stock, for the modules that take and give it back (orders): the catalogue's inventory. */
export {
  announceStockChange,
  type ReleaseReason,
  type Reserved,
  release,
  reserve,
  type StockLine,
} from './inventory/service.ts';

/**
 * Spec 7 catalogue (issue 3), read-only for shoppers. Its parts each have a folder of the one
 * module shape (routes.ts → service.ts → queries.ts): products/ (with the search routes),
 * search/, categories/, data-lists/. Shared by them: queries.ts (product summaries and their
 * counts), sql.ts (SQL pieces, which the cart, wishlist, orders and others' queries use too)
 * and this file (the theme settings lists follow).
 */

/**
 * Spec 3 theme config keep_out_of_stock_at_end, read from the theme at most every few seconds
 * per database. Lists need it in JavaScript, not inside their SQL: an ORDER BY that depends on
 * it cannot follow an index, and browsing 100,000 products must (docs/api.md, Performance).
 */
const TTL_MS = 2_000;
const cache = new WeakMap<Db, { at: number; value: Promise<boolean> }>();

export function keepOutOfStockAtEnd(db: Db): Promise<boolean> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = findThemeConfig(db, TENANT).then(
    (config) => config?.keep_out_of_stock_at_end ?? false,
  );
  cache.set(db, { at: Date.now(), value });
  // A failed read is not kept: the next request tries again.
  value.catch(() => cache.delete(db));
  return value;
}

/** Forget the cached setting (after the theme changes; tests). */
export function forgetCatalogueSettings(db: Db): void {
  cache.delete(db);
}

/** Forget what is kept of the catalogue beside the answers: counts and the setting above. */
export function forgetCatalogueCounts(db: Db): void {
  forgetProductCounts(db);
  forgetCatalogueSettings(db);
}
