import type { ShippingMethod } from '@storefront/contracts/shipping';

/** The method a cart can get for free by spending more, and from what sub-total (fils). */
export interface FreeDeliveryOffer {
  /** The method's name in the page's language ("Standard delivery"). */
  methodName: string;
  threshold: number;
}

/**
 * The free-delivery offer of the cart's line (issue 29), from the shipping methods offered for
 * the cart's destination: the methods that cost something under a free-from threshold, and of
 * those the cheapest (standard delivery before express; the lower threshold on a tie). A method
 * that is always free has nothing to reach. Null: no method has a threshold, the line is hidden.
 */
export function freeDeliveryOffer(methods: readonly ShippingMethod[]): FreeDeliveryOffer | null {
  let best: ShippingMethod | undefined;
  for (const method of methods) {
    if (method.freeFrom === null || method.freeFrom <= 0 || method.regularPrice <= 0) continue;
    const cheaper =
      best === undefined ||
      method.regularPrice < best.regularPrice ||
      (method.regularPrice === best.regularPrice && method.freeFrom < (best.freeFrom ?? 0));
    if (cheaper) best = method;
  }
  return best?.freeFrom ? { methodName: best.name, threshold: best.freeFrom } : null;
}

export interface FreeDeliveryProgress {
  /** What is still to add (fils); 0 once reached. */
  remaining: number;
  reached: boolean;
  /** How far along, 0 to 100, in whole percent: 100 only once reached. */
  percent: number;
}

/**
 * Where a cart of `subTotal` (fils) stands against the threshold, as the API prices shipping:
 * free from the threshold itself (apps/api shipping priceFor). Integers only (CONVENTIONS 8).
 */
export function freeDeliveryProgress(subTotal: number, threshold: number): FreeDeliveryProgress {
  if (subTotal >= threshold) return { remaining: 0, reached: true, percent: 100 };
  const spent = Math.max(0, subTotal);
  return {
    remaining: threshold - spent,
    reached: false,
    percent: Math.min(99, Math.floor((spent * 100) / threshold)),
  };
}
