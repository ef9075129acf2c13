/**
 * How a phone number reads: '+96555123456' (E.164, as the API stores it) shows as
 * '+965 5512 3456'. Zod-free, so the storefront's pages can use it without the schemas
 * (decision 31); the number still needs <bdi dir="ltr"> (or isolateLtr) inside Arabic text.
 */

/**
 * Country calling codes shorter than three digits (ITU-T E.164 assignments). The codes are
 * prefix-free, so every number that starts with none of these has a three-digit code.
 */
const ONE_DIGIT_CODES = new Set(['1', '7']);
const TWO_DIGIT_CODES = new Set(
  (
    '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 ' +
    '60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'
  ).split(' '),
);

/**
 * Group sizes of a national number by its length: Gulf numbers of 8 digits read in two fours
 * (Kuwait, Qatar, Bahrain, Oman), 9 digits as '50 123 4567' (Saudi Arabia, the Emirates).
 */
const GROUPS: Readonly<Record<number, readonly number[]>> = {
  6: [3, 3],
  7: [3, 4],
  8: [4, 4],
  9: [2, 3, 4],
  10: [3, 3, 4],
  11: [3, 4, 4],
  12: [4, 4, 4],
};

/** The length of the country calling code at the start of `digits`. */
function callingCodeLength(digits: string): number {
  if (ONE_DIGIT_CODES.has(digits.slice(0, 1))) return 1;
  if (TWO_DIGIT_CODES.has(digits.slice(0, 2))) return 2;
  return 3;
}

/**
 * An E.164 number in groups: '+965 5512 3456', '+966 50 123 4567', '+1 415 555 2671'. Anything
 * that is not E.164 (a number as a shopper typed it) comes back as it was.
 */
export function groupPhone(phone: string): string {
  if (!/^\+\d{7,15}$/.test(phone)) return phone;
  const digits = phone.slice(1);
  const codeLength = callingCodeLength(digits);
  const national = digits.slice(codeLength);
  const sizes = GROUPS[national.length];
  if (!sizes) return `+${digits.slice(0, codeLength)} ${national}`;
  const groups: string[] = [];
  let at = 0;
  for (const size of sizes) {
    groups.push(national.slice(at, at + size));
    at += size;
  }
  return `+${digits.slice(0, codeLength)} ${groups.join(' ')}`;
}
