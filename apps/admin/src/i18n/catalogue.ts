import { ar } from './ar.ts';
import { type AdminKey, en } from './en.ts';

export type AdminLanguage = 'en' | 'ar';
export const ADMIN_LANGUAGES: readonly AdminLanguage[] = ['en', 'ar'];
export type TranslateValues = Readonly<Record<string, string | number>>;

const catalogues: Record<AdminLanguage, Record<AdminKey, string>> = { en, ar };

/** The back office's strings (never the storefront's), with `{{name}}` filled from `values`. */
export function translateAdmin(lang: AdminLanguage, key: AdminKey, values?: TranslateValues) {
  const text = catalogues[lang][key];
  if (!values) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export const isAdminLanguage = (value: unknown): value is AdminLanguage =>
  value === 'en' || value === 'ar';

export const directionOf = (lang: AdminLanguage) => (lang === 'ar' ? 'rtl' : 'ltr');
