import { CURRENCY_MINOR_DIGITS } from '@storefront/contracts/price';

/**
 * Amounts as shoppers type them ("12.5", "١٢٫٥") and as the search URL carries them, to and from
 * integer fils, with string and integer arithmetic only: money is never a float (ARCHITECTURE).
 */

/** The largest amount the API takes: a PostgreSQL integer of fils. */
export const MAX_AMOUNT = 2_147_483_647;

const easternDigits = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Arabic-Indic and Persian digits become Latin ones; the Arabic decimal separator a point. */
function normalize(text: string): string {
  return text
    .trim()
    .replace(easternDigits, (digit) => String(digit.charCodeAt(0) % 16))
    .replace('\u066B', '.');
}

/**
 * A decimal amount in the currency's major unit → integer minor units (fils), or null when the
 * text is not one: at most 3 decimals (KWD), thousands commas allowed ("1,250.5"), no sign.
 */
export function parseAmount(text: string): number | null {
  let normal = normalize(text);
  if (/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(normal)) normal = normal.replaceAll(',', '');
  const match = new RegExp(`^(\\d*)(?:\\.(\\d{0,${CURRENCY_MINOR_DIGITS}}))?$`).exec(normal);
  if (!match || (match[1] === '' && !match[2])) return null;
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  if (whole.length > 10) return null;
  const minor = `${whole}${(match[2] ?? '').padEnd(CURRENCY_MINOR_DIGITS, '0')}`;
  const value = Number.parseInt(minor, 10);
  return value <= MAX_AMOUNT ? value : null;
}

/** Integer minor units → the shortest decimal that reads back the same: 12500 → "12.5". */
export function formatAmount(minor: number): string {
  const digits = String(Math.trunc(Math.abs(minor))).padStart(CURRENCY_MINOR_DIGITS + 1, '0');
  const whole = digits.slice(0, -CURRENCY_MINOR_DIGITS);
  const fraction = digits.slice(-CURRENCY_MINOR_DIGITS).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
