import { isolateLtr } from '@storefront/contracts/list-format';
import { formatPrice, type PriceSettings } from '@storefront/contracts/price';
import { locationRows } from './locations.ts';

/**
 * How the demo shop's words state its offer (issue 16): amounts, delivery times and places are
 * written from the seeded data by these helpers, never typed into a sentence, so the static
 * pages, product descriptions and shipping methods cannot promise what checkout does not do.
 * demo-content.test.ts reads the seeded text back and checks it against the seeded rows.
 */

export type Lang = 'en' | 'ar';
/** Text in both demo languages. */
export type Both = { en: string; ar: string };

/** The demo theme's price settings (demoTheme takes them): "KD 1.500" in both languages. */
export const demoPriceSettings: PriceSettings = {
  format: 'decimals-format',
  currencyLabel: 'KD',
  currencyPosition: 'before',
};

/**
 * Days a shopper has to send an item back, from delivery. Shop policy that staff apply (the API
 * takes a return request on any delivered order), written once so every page says the same.
 */
export const RETURN_DAYS = 14;

/**
 * An amount (fils) as the shop prints it, held together by a no-break space so running text
 * never ends a line on "KD" and starts the next with "20.000" (seen at 375 px). In Arabic it is
 * also an isolated left-to-right run, so it keeps its order whatever comes next to it.
 */
export function money(fils: number, lang: Lang): string {
  const text = formatPrice(fils, demoPriceSettings).replaceAll(' ', '\u00a0');
  return lang === 'ar' ? isolateLtr(text) : text;
}

/** "A, B and C" / "أ وب وج". */
export function joinAnd(items: readonly string[], lang: Lang): string {
  // The Arabic "and" is written joined to the word it comes before.
  if (lang === 'ar') return items.join(' و');
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "A or B" / "أ أو ب". */
export function joinOr(items: readonly string[], lang: Lang): string {
  const or = lang === 'ar' ? ' أو ' : ' or ';
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')}${or}${items.at(-1)}`;
}

/**
 * When a parcel arrives: "the next business day", "in 2 to 4 business days" / "في يوم العمل
 * التالي", "خلال 2 إلى 4 أيام عمل". Digits, never words, as checkout shows them.
 */
export function deliveryTime(minDays: number, maxDays: number, lang: Lang): string {
  if (lang === 'en') {
    if (maxDays === 1) return 'the next business day';
    if (minDays === maxDays) return `in ${maxDays} business days`;
    return `in ${minDays} to ${maxDays} business days`;
  }
  if (maxDays === 1) return 'في يوم العمل التالي';
  // Counted nouns: أيام after 3 to 10 (and, with digits, after 2), يوم after 11 and more.
  const days = maxDays <= 10 ? 'أيام عمل' : 'يوم عمل';
  if (minDays === maxDays) return `خلال ${maxDays} ${days}`;
  return `خلال ${minDays} إلى ${maxDays} ${days}`;
}

const shippedCountries = locationRows.countries;

/**
 * Where a method delivers: "within Kuwait", "anywhere in the Gulf" (short) or the countries by
 * name (full). Null country codes mean every country the shop ships to.
 */
export function region(
  countryCodes: readonly string[] | null,
  lang: Lang,
  length: 'short' | 'full',
): string {
  const codes = countryCodes ?? shippedCountries.map((c) => c.code);
  const names = shippedCountries
    .filter((c) => codes.includes(c.code))
    .map((c) => (lang === 'ar' ? (c.name.ar ?? c.name.en) : c.name.en));
  if (codes.length === 1 && codes[0] === 'kw')
    return lang === 'ar' ? 'داخل الكويت' : 'within Kuwait';
  const everywhere = shippedCountries.every((c) => codes.includes(c.code));
  if (everywhere && length === 'short')
    return lang === 'ar' ? 'إلى جميع دول الخليج' : 'anywhere in the Gulf';
  return lang === 'ar' ? `إلى ${joinAnd(names, 'ar')}` : `to ${joinAnd(names, 'en')}`;
}

/** The facts of a shipping method that its words state. */
export interface ShippingFacts {
  name: Both;
  price: number;
  freeFrom: number | null;
  minSubtotal: number;
  countryCodes: string[] | null;
  minDays: number;
  maxDays: number;
}

const isFree = (method: ShippingFacts) => method.price === 0 || method.freeFrom === 0;

/**
 * What a method costs: "KD 1.500, free on orders from KD 20.000", "KD 3.500", "free on orders
 * from KD 50.000" (and the Arabic).
 */
export function shippingCost(method: ShippingFacts, lang: Lang): string {
  const en = lang === 'en';
  const minimum =
    method.minSubtotal > 0
      ? en
        ? ` on orders from ${money(method.minSubtotal, lang)}`
        : ` للطلبات من ${money(method.minSubtotal, lang)}`
      : '';
  if (isFree(method)) return `${en ? 'free' : 'مجاني'}${minimum}`;
  const threshold =
    method.freeFrom !== null
      ? en
        ? `, free on orders from ${money(method.freeFrom, lang)}`
        : `، ومجاني للطلبات من ${money(method.freeFrom, lang)}`
      : '';
  return `${money(method.price, lang)}${minimum}${threshold}`;
}

/** "Delivered in 2 to 4 business days to Kuwait, …" / "يصل خلال 2 إلى 4 أيام عمل إلى الكويت، …". */
export function shippingWhenWhere(
  method: ShippingFacts,
  lang: Lang,
  length: 'short' | 'full',
): string {
  const when = deliveryTime(method.minDays, method.maxDays, lang);
  const where = region(method.countryCodes, lang, length);
  return lang === 'ar' ? `يصل ${when} ${where}` : `Delivered ${when} ${where}`;
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A shipping method's description as checkout shows it. The card already states the price, the
 * delivery days and the free-from amount, so the description says only what it does not: where
 * the method delivers, the order it needs (if any), then `note` (what it is for, no figure).
 */
export function describeShipping(method: ShippingFacts, note: Both | null): Both {
  const describe = (lang: Lang) => {
    const parts = [`${sentence(region(method.countryCodes, lang, 'short'))}.`];
    if (method.minSubtotal > 0) {
      parts.push(
        lang === 'ar'
          ? `للطلبات من ${money(method.minSubtotal, lang)}.`
          : `On orders from ${money(method.minSubtotal, lang)}.`,
      );
    }
    if (note) parts.push(note[lang]);
    return parts.join(' ');
  };
  return { en: describe('en'), ar: describe('ar') };
}
