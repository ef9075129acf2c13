/**
 * Spec 3 Price settings and spec 9 decimals: one formatter for every price the shop shows.
 * Money is integer minor units (fils: KWD has 3), never floats (ARCHITECTURE).
 */
export const priceFormats = ['standard-format', 'decimals-format', 'no-decimal-format'] as const;
export type PriceFormat = (typeof priceFormats)[number];
export const currencyPositions = ['before', 'after', 'none'] as const;
export type CurrencyPosition = (typeof currencyPositions)[number];

/** Digits after the point in the shop currency's minor unit (KWD: 1 dinar = 1000 fils). */
export const CURRENCY_MINOR_DIGITS = 3;

export const PRICE_DECIMALS: Record<PriceFormat, number> = {
  'standard-format': 2,
  'decimals-format': 3,
  'no-decimal-format': 0,
};

export interface PriceSettings {
  format: PriceFormat;
  currencyLabel: string;
  currencyPosition: CurrencyPosition;
}

export const DEFAULT_PRICE_SETTINGS: PriceSettings = {
  format: 'standard-format',
  currencyLabel: 'KD',
  currencyPosition: 'before',
};

/** The theme's price fields (spec 3 theme config), as the storefront and the API read them. */
export interface ThemePriceFields {
  price_format: PriceFormat;
  currency_label: string;
  currency_position: CurrencyPosition;
}

/** The shop's price settings from its theme; the defaults when there is none yet. */
export function priceSettingsOf(theme: ThemePriceFields | null | undefined): PriceSettings {
  if (!theme) return DEFAULT_PRICE_SETTINGS;
  return {
    format: theme.price_format,
    currencyLabel: theme.currency_label || DEFAULT_PRICE_SETTINGS.currencyLabel,
    currencyPosition: theme.currency_position,
  };
}

/** U+2212, the typographic minus: the width of a digit, unlike the hyphen. */
export const MINUS = '\u2212';

/**
 * Formats an amount in minor units. Null or undefined shows nothing; zero shows zero.
 * Rounds half away from zero in integer arithmetic, groups thousands with commas and uses
 * Latin digits in every language (as Gulf shops do), so en and ar show the same figure.
 */
export function formatPrice(
  minorUnits: number | null | undefined,
  settings: PriceSettings = DEFAULT_PRICE_SETTINGS,
): string {
  if (minorUnits === null || minorUnits === undefined || !Number.isFinite(minorUnits)) return '';
  const decimals = PRICE_DECIMALS[settings.format];
  const scaled = roundToDecimals(Math.trunc(minorUnits), decimals);
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const number = `${grouped}${decimals > 0 ? `.${fraction}` : ''}`;
  const label = settings.currencyLabel.trim();
  // One sign for every negative amount (a discount, a refund): the minus sign leads, before the
  // label too, so the cart, the order page, the emails and the invoice all read "−KD 18.915".
  const sign = negative ? MINUS : '';
  if (settings.currencyPosition === 'none' || label === '') return `${sign}${number}`;
  return settings.currencyPosition === 'before'
    ? `${sign}${label} ${number}`
    : `${sign}${number} ${label}`;
}

/** Minor units → an integer count of 10^-decimals units, rounded half away from zero. */
function roundToDecimals(minorUnits: number, decimals: number): bigint {
  const value = BigInt(minorUnits);
  const drop = CURRENCY_MINOR_DIGITS - decimals;
  if (drop <= 0) return value * 10n ** BigInt(-drop);
  const divisor = 10n ** BigInt(drop);
  const half = divisor / 2n;
  const magnitude = value < 0n ? -value : value;
  const rounded = (magnitude + half) / divisor;
  return value < 0n ? -rounded : rounded;
}
