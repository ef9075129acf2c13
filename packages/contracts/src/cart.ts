import { z } from 'zod';
import { MAX_BULK_ITEMS, MAX_LINE_QUANTITY } from './cart-rules.ts';
import { idParamSchema, idSchema } from './input-rules.ts';

export {
  MAX_BULK_ITEMS,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  MAX_WISHLIST_ITEMS,
} from './cart-rules.ts';

/**
 * Spec 7 Cart and Wishlist: request and response shapes (issue 5). Every call acts on the
 * caller's own cart or wishlist (the user of the token; with an impersonation token, the
 * customer). Money is integer fils (decision 4) and always computed by the server from the
 * catalogue at the time of the call: a price in a request body is ignored (unknown keys are
 * dropped). Names come back in the request's language.
 */

const id = idParamSchema;
const bodyId = idSchema;

/** A line's quantity: a whole number from 1 to MAX_LINE_QUANTITY (messages are UI keys). */
export const quantitySchema = z
  .number('validation.quantity')
  .int('validation.quantity')
  .min(1, 'validation.quantity')
  .max(MAX_LINE_QUANTITY, 'validation.quantity');

export const itemIdParamsSchema = z.object({ id });

/** A variation's value of one attribute, as the cart and wishlist show it ("Colour: Black"). */
export const lineAttributeSchema = z.object({
  attributeId: z.number().int(),
  attributeName: z.string(),
  /** Spec 3 Cart item attributes (attributeId, attributeValues): one value per attribute. */
  attributeValues: z.array(z.object({ valueId: z.number().int(), value: z.string() })),
});
export type LineAttribute = z.infer<typeof lineAttributeSchema>;

/** Spec 3 Cart item, priced now. */
export const cartItemSchema = z.object({
  itemId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  /** Served by the API (GET /files/…); null when the product has no picture. */
  picturePath: z.string().nullable(),
  productQuantity: z.number().int(),
  /** The price of the variation (or of the product without variations), in fils, now. */
  unitPrice: z.number().int(),
  /** The price before a discount, when on sale. */
  oldUnitPrice: z.number().int().nullable(),
  /** unitPrice × productQuantity. */
  lineTotal: z.number().int(),
  variationId: z.number().int().nullable(),
  attributes: z.array(lineAttributeSchema),
  /** Spec 3 Stock: the units available now (0 when the product is no longer sold). */
  activeQty: z.number().int(),
  /** Spec 2: false shows the 'out of stock' badge (available stock below the quantity). */
  inStock: z.boolean(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The promo code on the cart and what it takes off now. */
export const appliedPromoCodeSchema = z.object({
  code: z.string(),
  discountType: z.enum(['percentage', 'fixed']),
  /** Percent for 'percentage', fils for 'fixed'. */
  discountValue: z.number().int(),
  /** The sub-total (fils) from which it applies. */
  minSubtotal: z.number().int(),
  /** False while the sub-total is below minSubtotal: the code stays, the discount is 0. */
  applicable: z.boolean(),
});
export type AppliedPromoCode = z.infer<typeof appliedPromoCodeSchema>;

/** Spec 3 Cart: GET users/{userId}/cart, and the answer of every cart change. */
export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  /** The number of units over all lines (the header's count). */
  itemCount: z.number().int(),
  subTotal: z.number().int(),
  promoCode: appliedPromoCodeSchema.nullable(),
  /** What the promo code takes off the sub-total (fils); never more than the sub-total. */
  discount: z.number().int(),
  shippingAddressId: z.number().int().nullable(),
  /** Spec 3 Order checkout state billingAddressId: the billing address chosen at checkout. */
  billingAddressId: z.number().int().nullable(),
  shippingMethodId: z.number().int().nullable(),
  paymentMethodId: z.number().int().nullable(),
  shippingAmount: z.number().int(),
  /** subTotal − discount + shippingAmount. */
  total: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartUserParamsSchema = z.object({ userId: z.string() });

/** POST cart-items: adding a line already in the cart raises its quantity. */
const cartItemInputShape = {
  productId: bodyId,
  /** Required for a product with variations; null or absent for one without. */
  variationId: bodyId.nullable().optional(),
  quantity: quantitySchema.default(1),
};
export const addCartItemSchema = z.object(cartItemInputShape);
export type AddCartItem = z.input<typeof addCartItemSchema>;

/** POST v2/cart-items: several lines at once, all or none. */
export const addCartItemsSchema = z.object({
  items: z
    .array(z.object(cartItemInputShape))
    .min(1, 'validation.bulkItems')
    .max(MAX_BULK_ITEMS, 'validation.bulkItems'),
});
export type AddCartItems = z.input<typeof addCartItemsSchema>;

/** PUT carts/items/{id}: the line's new quantity. */
export const updateCartItemSchema = z.object({ quantity: quantitySchema });
export type UpdateCartItem = z.infer<typeof updateCartItemSchema>;

/** PUT cart/promo-code?promoCode. */
export const promoCodeQuerySchema = z.object({
  promoCode: z
    .string('validation.promoCode')
    .trim()
    .min(1, 'validation.promoCode')
    .max(40, 'validation.promoCode'),
});

/** DELETE delete-cart-products?productIds=1,2 (or productIds=1&productIds=2). */
export const deleteCartProductsQuerySchema = z.object({
  productIds: z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
        .map((part) => (typeof part === 'string' ? part.trim() : part))
        .filter((part) => part !== '' && part !== undefined),
    z.array(id).min(1, 'validation.id').max(MAX_BULK_ITEMS, 'validation.bulkItems'),
  ),
});

/** A wishlist entry: the product as lists show it, and the variation chosen, if any. */
export const wishlistItemSchema = z.object({
  itemId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  picturePath: z.string().nullable(),
  variationId: z.number().int().nullable(),
  attributes: z.array(lineAttributeSchema),
  /** The variation's price, or the product's (its lowest) without one, in fils, now. */
  price: z.number().int(),
  oldPrice: z.number().int().nullable(),
  activeQty: z.number().int(),
  inStock: z.boolean(),
  /** True when the product has variations: moving it to the cart needs one chosen. */
  hasVariations: z.boolean(),
  addedAt: z.string(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** GET wish-list, and the answer of every wishlist change. Newest first. */
export const wishlistSchema = z.object({ items: z.array(wishlistItemSchema) });
export type Wishlist = z.infer<typeof wishlistSchema>;

/** POST wish-list-items: a product already in the list stays once (its variation updated). */
const wishlistItemInputShape = {
  productId: bodyId,
  variationId: bodyId.nullable().optional(),
};
export const addWishlistItemSchema = z.object(wishlistItemInputShape);
export type AddWishlistItem = z.input<typeof addWishlistItemSchema>;

/** POST v2/wish-list-items. */
export const addWishlistItemsSchema = z.object({
  items: z
    .array(z.object(wishlistItemInputShape))
    .min(1, 'validation.bulkItems')
    .max(MAX_BULK_ITEMS, 'validation.bulkItems'),
});

/** PUT wish-list/items/{id}: the variation the shopper now prefers (null for none). */
export const updateWishlistItemSchema = z.object({ variationId: bodyId.nullable() });
export type UpdateWishlistItem = z.infer<typeof updateWishlistItemSchema>;
