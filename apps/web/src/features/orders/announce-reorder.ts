import { joinList } from '@storefront/contracts/list-format';
import type { ReorderResult } from '@storefront/contracts/orders';
import { showToast } from '../../lib/toast.ts';
import type { useTranslation } from '../../shared/hooks/use-translation.ts';

/** One toast saying what went back in the cart and what did not. */
export function announceReorder(
  result: ReorderResult,
  { t, language }: Pick<ReturnType<typeof useTranslation>, 't' | 'language'>,
): void {
  const units = result.added.reduce((sum, line) => sum + line.quantity, 0);
  const notAdded = result.unavailable
    .filter((u) => u.reason !== 'reduced')
    .map((u) => u.productName);
  const reduced = result.unavailable
    .filter((u) => u.reason === 'reduced')
    .map((u) => u.productName);
  const parts = [
    units > 0 ? t('orders.reorder.added', { count: units }) : t('orders.reorder.nothingAdded'),
    notAdded.length > 0
      ? t('orders.reorder.notAdded', { names: joinList(notAdded, language) })
      : '',
    reduced.length > 0 ? t('orders.reorder.reduced', { names: joinList(reduced, language) }) : '',
  ].filter(Boolean);
  void showToast(
    units > 0 && parts.length === 1 ? 'success' : units > 0 ? 'warning' : 'error',
    parts.join(' '),
  );
}
