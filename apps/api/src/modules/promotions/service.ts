/**
 * Promo codes (issue 5): the cart finds a code, an order counts a use (guarded by the code's
 * limit), a cancellation gives the use back. This module owns promo_codes; the others ask it.
 */
export { countPromoUse, findPromoCode, releasePromoUse } from './queries.ts';
