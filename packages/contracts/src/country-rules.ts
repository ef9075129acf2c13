/**
 * The shop's default country, in a module without zod (decision 31): the cart's free-delivery
 * line quotes shipping there before the shopper has chosen an address, without bringing the
 * address schemas along. addresses.ts re-exports both.
 */

/** Spec 9 DefaultCountry: Kuwait, id 1, code 'kw' (reference data, stable ids). */
export const KUWAIT_COUNTRY_ID = 1;
export const DEFAULT_COUNTRY_CODE = 'kw';
