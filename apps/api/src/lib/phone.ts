import {
  type CountryCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';

/** Spec 9: DefaultCountry kw. */
export const FALLBACK_COUNTRY: CountryCode = 'KW';

/** The theme's `default_country` ('kw') as libphonenumber's code, or Kuwait when it is unknown. */
export function phoneCountry(code: string | undefined): CountryCode {
  const upper = code?.toUpperCase();
  return upper && isSupportedCountry(upper) ? upper : FALLBACK_COUNTRY;
}

/**
 * A phone number as typed → E.164 ('+96550001234'), read in the shop's country unless it starts
 * with +; null when it is not a valid number (full metadata: the number's range must exist).
 */
export function normalisePhone(input: string, country: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(input, country);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * The digits of a search that looks like a phone number as staff type it ('55123456',
 * '+965 5512 3456', '0096555123456'), without an international '00', to match anywhere in a
 * stored E.164 number; '' for a search that is not one, or too short to mean one number.
 */
export function phoneSearchDigits(query: string): string {
  if (!/^[+\d\s().-]+$/.test(query)) return '';
  const digits = query.replace(/\D/g, '').replace(/^00/, '');
  // Fewer digits would match half the shop.
  return digits.length >= 4 ? digits : '';
}
