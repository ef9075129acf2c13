import { z } from 'zod';

/** The languages the shop ships translations for; `en` is the default and the fallback (spec 9). */
export const languageCodes = ['en', 'ar'] as const;
export const languageCodeSchema = z.enum(languageCodes);
export type LanguageCode = z.infer<typeof languageCodeSchema>;
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar']);

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
    if ((languageCodes as readonly string[]).includes(base)) return base as LanguageCode;
  }
  return DEFAULT_LANGUAGE;
}
