import type { CartItem } from '@storefront/contracts/cart';
import type { TranslationState } from '../../shared/hooks/use-translation.ts';

/** The errors' keys of lines short of stock: `stock.<itemId>`. */
export const STOCK_ERROR_PREFIX = 'stock.';

/**
 * Decision 33: checkout refuses a line short of stock, so such a line is a stepper error (spec
 * 4: no move while there are errors, and no order). Each says which line and what fixes it; the
 * review shows the fix beside the line.
 */
export function stockErrors(
  items: readonly CartItem[],
  t: TranslationState['t'],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const item of items) {
    if (item.inStock) continue;
    errors[`${STOCK_ERROR_PREFIX}${item.itemId}`] =
      item.activeQty > 0
        ? t('checkout.stock.short', { name: item.productName, count: item.activeQty })
        : t('checkout.stock.soldOut', { name: item.productName });
  }
  return errors;
}

/** The messages of the stock errors among `errors`, in the cart's order. */
export function stockMessages(errors: Readonly<Record<string, string>>): string[] {
  return Object.entries(errors)
    .filter(([key]) => key.startsWith(STOCK_ERROR_PREFIX))
    .map(([, message]) => message);
}
