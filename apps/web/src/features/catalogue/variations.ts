import { MAX_LINE_QUANTITY } from '@storefront/contracts/cart-rules';
import type { Picture, ProductDetail, Variation } from '@storefront/contracts/catalogue';

/** The chosen value of each attribute, by attributeId. */
export type Selection = Readonly<Record<number, number>>;

/** What the buy area shows for the current choice: one variation's (or the product's) offer. */
export interface Offer {
  variationId: number | null;
  /** Unit price in fils. */
  price: number;
  oldPrice: number | null;
  activeQty: number;
  inStock: boolean;
}

export function offerOfVariation(variation: Variation): Offer {
  return {
    variationId: variation.variationId,
    price: variation.price,
    oldPrice: variation.oldPrice,
    activeQty: variation.activeQty,
    inStock: variation.activeQty > 0,
  };
}

export function offerOfProduct(product: ProductDetail): Offer {
  return {
    variationId: null,
    price: product.price,
    oldPrice: product.oldPrice,
    activeQty: product.activeQty,
    inStock: product.inStock,
  };
}

const selectionOf = (variation: Variation): Selection =>
  Object.fromEntries(variation.attributes.map((a) => [a.attributeId, a.valueId]));

/**
 * The choice a product page opens with: the values of the first variation in stock (or of the
 * first variation when none is), and for any attribute no variation names, its first value.
 */
export function initialSelection(product: ProductDetail, variationId?: number | null): Selection {
  const variation =
    product.variations.find((v) => v.variationId === variationId) ??
    product.variations.find((v) => v.activeQty > 0) ??
    product.variations[0] ??
    null;
  const fromVariation = variation ? selectionOf(variation) : {};
  const selection: Record<number, number> = {};
  for (const attribute of product.attributes) {
    const valueId = fromVariation[attribute.attributeId] ?? attribute.values[0]?.valueId;
    if (valueId !== undefined) selection[attribute.attributeId] = valueId;
  }
  return selection;
}

const matches = (variation: Variation, selection: Selection) =>
  variation.attributes.every((a) => selection[a.attributeId] === a.valueId);

/** The variation the choice names, if the product has one (the server has the last word). */
export function findVariation(product: ProductDetail, selection: Selection): Variation | undefined {
  return product.variations.find((v) => matches(v, selection));
}

/**
 * Whether choosing this value, keeping the other attributes as they are, lands on a variation
 * in stock. The picker marks the others (they stay selectable: the page then says why not).
 */
export function isValueAvailable(
  product: ProductDetail,
  selection: Selection,
  attributeId: number,
  valueId: number,
): boolean {
  const next = { ...selection, [attributeId]: valueId };
  return product.variations.some((v) => v.activeQty > 0 && matches(v, next));
}

/** The choice as get-price takes it, in the product's attribute order. */
export function chosenAttributes(product: ProductDetail, selection: Selection) {
  return product.attributes.flatMap((attribute) => {
    const valueId = selection[attribute.attributeId];
    return valueId === undefined ? [] : [{ attributeId: attribute.attributeId, valueId }];
  });
}

/**
 * The variation an address's `?variation=` names, when it is one of the product's; null before
 * a choice (or for a stale link), so the server and the browser agree on it.
 */
export function namedVariationId(product: ProductDetail, param: string | null): number | null {
  const id = Number(param);
  return product.variations.some((v) => v.variationId === id) ? id : null;
}

/**
 * What the gallery shows: the chosen variation's pictures first, then the product's own (which
 * show every variation); before a choice the product's own. A product whose pictures all show
 * variations opens on its card's picture. Each picture once.
 */
export function galleryPictures(product: ProductDetail, variationId: number | null): Picture[] {
  const chosen = product.pictures.filter(
    (p) => variationId !== null && p.variationId === variationId,
  );
  const own = product.pictures.filter((p) => p.variationId === null);
  const shown = [...chosen, ...own];
  if (shown.length === 0) return product.picture ? [product.picture] : [];
  const paths = new Set<string>();
  return shown.flatMap(({ variationId: _variation, ...picture }) => {
    if (paths.has(picture.path)) return [];
    paths.add(picture.path);
    return [picture];
  });
}

/** A quantity is between 1 and the stock, and never more than a cart line holds. */
export function maxQuantity(activeQty: number): number {
  return Math.max(1, Math.min(activeQty, MAX_LINE_QUANTITY));
}

/** The discount in whole percent, for the sale badge; null when not on sale. */
export function discountPercent(price: number, oldPrice: number | null): number | null {
  if (oldPrice === null || oldPrice <= price || oldPrice <= 0) return null;
  const percent = Math.round(((oldPrice - price) * 100) / oldPrice);
  return percent > 0 ? percent : null;
}
