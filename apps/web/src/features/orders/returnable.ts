import type { OrderItem, OrderReturn } from '@storefront/contracts/orders';

/**
 * How many units of each line may still be asked back: bought minus what earlier requests asked
 * for, a refused request giving its units back (as the API counts them, POST orders/{id}/returns).
 */
export function returnableQuantities(
  items: readonly OrderItem[],
  returns: readonly OrderReturn[],
): Map<number, number> {
  const asked = new Map<number, number>();
  for (const line of returns.filter((r) => r.status !== 'refused').flatMap((r) => r.lines)) {
    asked.set(line.itemId, (asked.get(line.itemId) ?? 0) + line.quantity);
  }
  return new Map(
    items.map((item) => [item.itemId, Math.max(0, item.quantity - (asked.get(item.itemId) ?? 0))]),
  );
}
