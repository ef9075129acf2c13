import { z } from 'zod';
import {
  filsSchema,
  localizedInputSchema,
  localizedTextSchema,
  optionalLocalizedInputSchema,
} from './admin-catalogue.ts';
import { idSchema } from './input-rules.ts';
import { paymentProviderCodes, paymentProviderKinds } from './payments.ts';

/**
 * The back office's settings (issue 26): shipping methods and payment providers, under
 * /api/admin (endpoints/admin/shipping.ts, endpoints/admin/payments.ts), all behind
 * settings.manage. Money is integer fils (the admin shows and reads KD with 3 decimals); texts a
 * shopper sees are English | Arabic pairs, as the catalogue's are.
 */

export const SHIPPING_TEXT_LIMITS = { name: 100, description: 500 } as const;
/** Delivery days run from 0 (same day) to this. */
export const MAX_DELIVERY_DAYS = 365;
/** A method's code: what the API and reports call it, fixed once the method is created. */
export const SHIPPING_CODE_PATTERN = /^[a-z0-9_-]{2,32}$/;
/** At most this many methods or providers in a shop (a reorder lists them all). */
export const MAX_SETTINGS_ROWS = 100;
/** Areas one method may list (Kuwait has about 130). */
export const MAX_SHIPPING_AREAS = 500;

// ---------------------------------------------------------------------------------------------
// Shipping methods

/** GET admin/shipping-methods (every method, in the checkout's order) and each write's answer. */
export const adminShippingMethodSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: localizedTextSchema,
  description: localizedTextSchema,
  /** Fils. */
  price: z.number().int(),
  /** From this sub-total (fils) it costs nothing; null: never free. */
  freeFrom: z.number().int().nullable(),
  /** Offered only from this sub-total (fils). */
  minSubtotal: z.number().int(),
  /** Country codes ('kw') it delivers to; null: every country the shop ships to. */
  countryCodes: z.array(z.string()).nullable(),
  /** The areas (areas/lookup ids) it delivers to; null: every area of its countries. */
  areaIds: z.array(z.number().int()).nullable(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  active: z.boolean(),
  /** The one the checkout chooses for the shopper and the product page dates delivery by. */
  isDefault: z.boolean(),
  sortOrder: z.number().int(),
});
export type AdminShippingMethod = z.infer<typeof adminShippingMethodSchema>;
export const adminShippingMethodsSchema = z.array(adminShippingMethodSchema);

const daysSchema = z
  .number('validation.deliveryDays')
  .int('validation.deliveryDays')
  .min(0, 'validation.deliveryDays')
  .max(MAX_DELIVERY_DAYS, 'validation.deliveryDays');

const countryCodeSchema = z
  .string('validation.shippingCountries')
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/, 'validation.shippingCountries');

/** What a method is, as the form edits it (the code is set once, at creation). */
const methodFields = {
  name: localizedInputSchema(SHIPPING_TEXT_LIMITS.name),
  description: optionalLocalizedInputSchema(SHIPPING_TEXT_LIMITS.description).default({ en: '' }),
  price: filsSchema,
  freeFrom: filsSchema.nullable().default(null),
  minSubtotal: filsSchema.default(0),
  minDays: daysSchema,
  maxDays: daysSchema,
  countryCodes: z
    .array(countryCodeSchema, 'validation.shippingCountries')
    .min(1, 'validation.shippingCountries')
    .max(MAX_SETTINGS_ROWS, 'validation.shippingCountries')
    .nullable()
    .default(null),
  areaIds: z
    .array(idSchema, 'validation.shippingAreas')
    .min(1, 'validation.shippingAreas')
    .max(MAX_SHIPPING_AREAS, 'validation.shippingAreas')
    .nullable()
    .default(null),
  active: z.boolean('validation.shippingActive').default(true),
};

/** The longest delivery time is at least the shortest: refused on maxDays. */
function daysInOrder(input: { minDays: number; maxDays: number }, ctx: z.RefinementCtx) {
  if (input.minDays > input.maxDays) {
    ctx.addIssue({ code: 'custom', path: ['maxDays'], message: 'validation.deliveryDaysOrder' });
  }
}

/**
 * PUT admin/shipping-methods/{id}: the whole method but its code. Amounts in fils, 0 or more;
 * days 0–365 with minDays ≤ maxDays; countryCodes and areaIds null for all, else at least one
 * (unknown ones are a 400 naming the field, as is an area outside the method's countries).
 */
export const adminShippingMethodUpdateSchema = z.object(methodFields).superRefine(daysInOrder);
export type AdminShippingMethodUpdate = z.input<typeof adminShippingMethodUpdateSchema>;
export type AdminShippingMethodUpdateData = z.output<typeof adminShippingMethodUpdateSchema>;

/** POST admin/shipping-methods: the same with its code (2–32 of a–z, 0–9, - and _). */
export const adminShippingMethodCreateSchema = z
  .object({
    code: z
      .string('validation.shippingCode')
      .trim()
      .toLowerCase()
      .regex(SHIPPING_CODE_PATTERN, 'validation.shippingCode'),
    ...methodFields,
  })
  .superRefine(daysInOrder);
export type AdminShippingMethodCreate = z.input<typeof adminShippingMethodCreateSchema>;
export type AdminShippingMethodCreateData = z.output<typeof adminShippingMethodCreateSchema>;

// ---------------------------------------------------------------------------------------------
// The checkout's order, for both

/**
 * PUT admin/shipping-methods/order and PUT admin/payment-providers/order: every id once, in the
 * order the checkout lists them (400 naming ids otherwise).
 */
export const settingsOrderSchema = z.object({
  ids: z
    .array(idSchema, 'validation.settingsOrder')
    .min(1, 'validation.settingsOrder')
    .max(MAX_SETTINGS_ROWS, 'validation.settingsOrder'),
});
export type SettingsOrder = z.input<typeof settingsOrderSchema>;

/** Whether a new order names each of the rows exactly once (the API's check of `ids`). */
export function listsEveryIdOnce(ids: readonly number[], rows: readonly { id: number }[]) {
  if (ids.length !== rows.length || new Set(ids).size !== ids.length) return false;
  return rows.every((row) => ids.includes(row.id));
}

// ---------------------------------------------------------------------------------------------
// Payment providers

/** GET admin/payment-providers: every provider, on or off, in the checkout's order. */
export const adminPaymentProviderSchema = z.object({
  id: z.number().int(),
  code: z.enum(paymentProviderCodes),
  name: localizedTextSchema,
  description: localizedTextSchema,
  kind: z.enum(paymentProviderKinds),
  active: z.boolean(),
  sortOrder: z.number().int(),
});
export type AdminPaymentProvider = z.infer<typeof adminPaymentProviderSchema>;
export const adminPaymentProvidersSchema = z.array(adminPaymentProviderSchema);
