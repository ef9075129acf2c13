import { z } from 'zod';
import { INT4_MAX, idParamSchema } from './input-rules.ts';

/**
 * Spec 7 Payments and shipping (issue 6): the shipping methods offered for a destination, each
 * priced for the caller's cart (fils, decision 4), and the cart's shipping choices.
 */

const id = idParamSchema;

/** GET shipping-methods?countryId=… (or addressId) and GET shipping-methods/{id}. */
export const shippingMethodSchema = z.object({
  shippingMethodId: z.number().int(),
  code: z.string(),
  /** In the request language. */
  name: z.string(),
  description: z.string(),
  /** What it costs this cart now (fils): 0 once the sub-total reaches the free threshold. */
  price: z.number().int(),
  /** What it costs without the free threshold (fils). */
  regularPrice: z.number().int(),
  isFree: z.boolean(),
  /** From this sub-total (fils) it costs nothing; null: never free. */
  freeFrom: z.number().int().nullable(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  /**
   * The shop's default method (issue 26: data the merchant sets): the checkout chooses it for the
   * shopper, and the product page dates its delivery by it. Exactly one method is the default.
   */
  isDefault: z.boolean(),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;
/** GET shipping-methods. */
export const shippingMethodsSchema = z.array(shippingMethodSchema);

/** GET shipping-methods: by country, or by one of the caller's addresses (its country). */
export const shippingMethodsQuerySchema = z
  .object({ countryId: id.optional(), addressId: id.optional() })
  .refine((q) => q.countryId !== undefined || q.addressId !== undefined, {
    message: 'validation.id',
    path: ['countryId'],
  });
export type ShippingMethodsQuery = z.input<typeof shippingMethodsQuerySchema>;

export const shippingMethodParamsSchema = z.object({ id });

/** PUT carts/shipping-address?shippingAddressId. */
export const cartShippingAddressQuerySchema = z.object({ shippingAddressId: id });
/** PUT carts/billing-address?billingAddressId (our addition for spec 3 billingAddressId). */
export const cartBillingAddressQuerySchema = z.object({ billingAddressId: id });
/** PUT carts/shipping-method?shippingMethodId, body { shippingAmount } (what the client saw). */
export const cartShippingMethodQuerySchema = z.object({ shippingMethodId: id });
export const cartShippingMethodBodySchema = z.object({
  shippingAmount: z
    .number('addresses.validation.shippingAmount')
    .int('addresses.validation.shippingAmount')
    .min(0, 'addresses.validation.shippingAmount')
    .max(INT4_MAX, 'addresses.validation.shippingAmount'),
});
export type CartShippingMethodBody = z.infer<typeof cartShippingMethodBodySchema>;
