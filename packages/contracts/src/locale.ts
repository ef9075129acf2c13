import { z } from 'zod';

/** The languages the shop ships translations for; `en` is the default and the fallback (spec 9). */
export const languageCodes = ['en', 'ar'] as const;
export const languageCodeSchema = z.enum(languageCodes);
export type LanguageCode = z.infer<typeof languageCodeSchema>;
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar']);

export function isLanguageCode(value: string | null | undefined): value is LanguageCode {
  return (languageCodes as readonly string[]).includes(value ?? '');
}

export function directionOf(lang: string): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.has(lang) ? 'rtl' : 'ltr';
}

/**
 * Spec 4 and 9: the language asked for in the address, then the stored choice, then en; codes
 * the shop does not have are skipped. The app and the server (for the HTML) both decide so.
 */
export function chooseLanguage(
  requested: string | null | undefined,
  stored: string | null | undefined,
): LanguageCode {
  if (isLanguageCode(requested)) return requested;
  if (isLanguageCode(stored)) return stored;
  return DEFAULT_LANGUAGE;
}

/** Spec 3 Language: langId (we use the BCP-47 code) and its name in that language. */
export const languageSchema = z.object({
  langId: languageCodeSchema,
  language: z.string(),
  dir: z.enum(['ltr', 'rtl']),
});
export type Language = z.infer<typeof languageSchema>;
export const languagesLookupSchema = z.array(languageSchema);

/** Spec 9: translation area 'ui.prisma', starting version 1 or the stored version. */
export const TRANSLATION_AREA = 'ui.prisma';
export const FIRST_TRANSLATION_VERSION = 1;

export const translationSchema = z.object({
  langId: languageCodeSchema,
  key: z.string(),
  value: z.string(),
});
export type Translation = z.infer<typeof translationSchema>;

export const translationsParamsSchema = z.object({
  version: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const translationsQuerySchema = z.object({
  area: z.string().min(1).max(64),
});

/**
 * The catalogue for the request's language at the current version. `version` is the newest
 * version on the server: a client holding that version can keep its copy (the URL is immutable).
 */
export const translationsResponseSchema = z.object({
  version: z.number().int(),
  area: z.string(),
  langId: languageCodeSchema,
  translations: z.array(translationSchema),
});
export type TranslationsResponse = z.infer<typeof translationsResponseSchema>;

/** Picks a supported language out of an Accept-Language value, falling back to en. */
export function pickLanguage(header: string | undefined | null): LanguageCode {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    const base = tag.split('-')[0] ?? '';
    if (isLanguageCode(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
