import { ar } from './ar.ts';
import { type AdminKey, en, type ShellKey } from './en.ts';

export type AdminLanguage = 'en' | 'ar';
export const ADMIN_LANGUAGES: readonly AdminLanguage[] = ['en', 'ar'];
export type TranslateValues = Readonly<Record<string, string | number>>;

const catalogues: Record<AdminLanguage, Record<ShellKey, string>> = { en, ar };
/** A section's own strings, added when its code loads (imports.ts): not in the first load. */
const sections: Record<AdminLanguage, Record<string, string>> = { en: {}, ar: {} };

/** Adds a section's strings (each language with the same keys, as i18n.test.ts checks). */
export function addSectionStrings(
  strings: Record<AdminLanguage, Readonly<Record<string, string>>>,
) {
  for (const lang of ADMIN_LANGUAGES) Object.assign(sections[lang], strings[lang]);
}

/** The back office's strings (never the storefront's), with `{{name}}` filled from `values`. */
export function translateAdmin(lang: AdminLanguage, key: AdminKey, values?: TranslateValues) {
  const text =
    (catalogues[lang] as Record<string, string | undefined>)[key] ?? sections[lang][key] ?? key;
  if (!values) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export const isAdminLanguage = (value: unknown): value is AdminLanguage =>
  value === 'en' || value === 'ar';

export const directionOf = (lang: AdminLanguage) => (lang === 'ar' ? 'rtl' : 'ltr');
