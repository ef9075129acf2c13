import type { TranslationKey } from './en.ts';

export type TranslationMap = Readonly<Record<string, string>>;
export type TranslationValues = Readonly<Record<string, string | number>>;

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(lang: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

/**
 * One UI string: with a numeric `count`, the plural form `key_<category>` (CLDR categories, so
 * Arabic can say zero, one, two, few, many and other) is preferred over the plain key; then every
 * {{name}} is filled. A key missing from the catalogue shows itself, so a gap is seen, not blank.
 * The storefront renders with it and the API words its error messages with it (decision 14).
 */
export function translate(
  catalogue: TranslationMap,
  lang: string,
  key: TranslationKey,
  values?: TranslationValues,
): string {
  const count = values?.count;
  const plural =
    typeof count === 'number' ? catalogue[`${key}_${pluralCategory(lang, count)}`] : undefined;
  const text = plural ?? catalogue[key] ?? key;
  if (!values) return text;
  return text.replace(placeholder, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
