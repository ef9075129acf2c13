import { z } from 'zod';
import { KUWAIT_COUNTRY_ID } from './country-rules.ts';
import { INT4_MAX, idParamSchema, idSchema } from './input-rules.ts';

/**
 * Spec 7 Addresses and lookups (issue 6): request and response shapes. Validation messages are
 * UI keys (decision 21; i18n/addresses.en.ts and validation.en.ts): the form shows them through
 * its translator and the API answers them in the request's language.
 *
 * The API is the judge of what the client can only check lightly: the phone is normalised to
 * E.164 for the address's country, a state and an area are required when the country has them,
 * a guest's address needs an email, and the country, state and area must belong together.
 */

const id = idParamSchema;

export { DEFAULT_COUNTRY_CODE, KUWAIT_COUNTRY_ID } from './country-rules.ts';

/** A user keeps at most this many addresses (409 beyond). */
export const MAX_ADDRESSES = 20;
export const ADDRESS_NOTE_MAX_LENGTH = 500;
export const ADDRESS_NAME_MIN_LENGTH = 2;
export const ADDRESS_NAME_MAX_LENGTH = 100;

/** GET countries/lookup, states/lookup?countryId, areas/lookup?stateId: names in the request language. */
export const lookupItemSchema = z.object({
  id: z.number().int(),
  /** Countries only: ISO 3166-1 alpha-2, lower case ('kw'). */
  code: z.string().optional(),
  name: z.string(),
});
export type LookupItem = z.infer<typeof lookupItemSchema>;

export const countryLookupSchema = lookupItemSchema.extend({
  code: z.string(),
  /** The international dialling code, '+965'. */
  phoneCode: z.string(),
});
export type CountryLookup = z.infer<typeof countryLookupSchema>;
/** GET countries/lookup. */
export const countryLookupsSchema = z.array(countryLookupSchema);
/** GET states/lookup and areas/lookup. */
export const lookupItemsSchema = z.array(lookupItemSchema);
export type StateLookup = LookupItem;
export type AreaLookup = LookupItem;

export const statesLookupQuerySchema = z.object({ countryId: id });
export const areasLookupQuerySchema = z.object({ stateId: id });

export const addressTypeSchema = z.enum(['Home', 'Work', 'Other']);
export type AddressType = z.infer<typeof addressTypeSchema>;

/** Spec 3 Address, as GET customers/{userId}/addresses answers it. */
export const addressSchema = z.object({
  addressId: z.number().int(),
  addressType: addressTypeSchema,
  fullName: z.string(),
  /** E.164. */
  phone: z.string(),
  email: z.string().nullable(),
  countryId: z.number().int(),
  countryCode: z.string(),
  countryName: z.string(),
  stateId: z.number().int().nullable(),
  stateName: z.string().nullable(),
  areaId: z.number().int().nullable(),
  areaName: z.string().nullable(),
  block: z.string(),
  street: z.string(),
  avenue: z.string(),
  building: z.string(),
  floor: z.string(),
  apartment: z.string(),
  note: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;
/** GET customers/{userId}/addresses. */
export const addressesSchema = z.array(addressSchema);

const shortText = z.string().trim().max(100, 'validation.tooLong').default('');
const optionalId = idSchema.nullable().optional();

/**
 * POST customers/{userId}/address and PUT customers/{userId}/address/{id}. The storefront sends
 * addressType 'Home' (spec 3). Block, street and building are required for Kuwait.
 */
export const addressShape = {
  addressType: addressTypeSchema.default('Home'),
  fullName: z
    .string('addresses.validation.fullName')
    .trim()
    .min(ADDRESS_NAME_MIN_LENGTH, 'addresses.validation.fullName')
    .max(ADDRESS_NAME_MAX_LENGTH, 'addresses.validation.fullName'),
  /** As typed; the API normalises it to E.164 for the address's country. */
  phone: z
    .string('validation.phone')
    .trim()
    .max(24, 'validation.phone')
    .regex(/^\+?[0-9][0-9 ()-]{5,22}$/, 'validation.phone'),
  /** Optional for a customer; required for a guest (the API decides). Empty means none. */
  email: z
    .union([
      z.literal(''),
      z.string().trim().max(254, 'validation.tooLong').pipe(z.email('validation.email')),
    ])
    .nullable()
    .optional(),
  countryId: z
    .number('addresses.validation.country')
    .int('addresses.validation.country')
    .positive('addresses.validation.country')
    .max(INT4_MAX, 'addresses.validation.country'),
  /** Required when the country has states (the API decides). */
  stateId: optionalId,
  /** Required when the state has areas (the API decides). */
  areaId: optionalId,
  block: shortText,
  street: shortText,
  avenue: shortText,
  building: shortText,
  floor: shortText,
  apartment: shortText,
  note: z.string().trim().max(ADDRESS_NOTE_MAX_LENGTH, 'addresses.validation.note').default(''),
  isDefault: z.boolean().default(false),
};

/** Block, street and building are required for a Kuwaiti address. */
export const KUWAIT_REQUIRED_FIELDS = ['block', 'street', 'building'] as const;

export const addressInputSchema = z.object(addressShape).superRefine((value, ctx) => {
  if (value.countryId !== KUWAIT_COUNTRY_ID) return;
  for (const field of KUWAIT_REQUIRED_FIELDS) {
    if (!value[field]) {
      ctx.addIssue({ code: 'custom', path: [field], message: `addresses.validation.${field}` });
    }
  }
});
export type AddressInput = z.input<typeof addressInputSchema>;
export type AddressInputParsed = z.output<typeof addressInputSchema>;

export const addressParamsSchema = z.object({ userId: z.string(), id });
export const addressUserParamsSchema = z.object({ userId: z.string() });
