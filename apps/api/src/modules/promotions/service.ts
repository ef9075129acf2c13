import type { Db } from '../../db/client.ts';

/**
 * Promo codes (issue 5): the cart finds a code, an order counts a use (guarded by the code's
 * limit), a cancellation gives the use back. This module owns promo_codes; the others ask it.
 * The back office manages the codes (./admin, issue 26).
 */
export { countPromoUse, findPromoCode, releasePromoUse } from './queries.ts';

/** How many of a customer's orders used a code (not cancelled): the orders module knows. */
export type CustomerUseCounter = (db: Db, promoCodeId: number, userId: string) => Promise<number>;

let customerUses: CustomerUseCounter | undefined;

/**
 * The orders module says how to count a customer's uses of a code when it loads (as it listens
 * to payments): the cart cannot ask it directly, since orders build on the cart.
 */
export function countCustomerUsesWith(counter: CustomerUseCounter): void {
  customerUses = counter;
}

/**
 * Why this customer may not use the code any more: their orders have used it as often as its
 * per-customer limit allows. Undefined when they may, or the code has no such limit. Asked when
 * the cart takes the code and again when an order claims it (under the user's row lock).
 */
export async function customerLimitRefusal(
  db: Db,
  code: { id: number; perCustomerLimit: number | null },
  userId: string,
): Promise<'errors.promoCodeCustomerLimit' | undefined> {
  if (code.perCustomerLimit === null) return undefined;
  if (!customerUses) throw new Error('No counter of a customer’s promo code uses was given.');
  const used = await customerUses(db, code.id, userId);
  return used >= code.perCustomerLimit ? 'errors.promoCodeCustomerLimit' : undefined;
}
