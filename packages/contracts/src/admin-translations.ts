import { z } from 'zod';
import { translationAttentions, translationShows } from './admin-translation-rules.ts';
import { idParamSchema } from './input-rules.ts';

export {
  placeholderProblem,
  placeholdersOf,
  type TranslationAttention,
  type TranslationShow,
  translationAttentions,
  translationShows,
} from './admin-translation-rules.ts';

/**
 * The back office's translations (issue 28): every UI string of the storefront, English and
 * Arabic side by side, under /api/admin/translations (endpoints/admin/translations.ts), behind
 * content.manage. A saved string is live at once: the catalogue's version rises and every
 * instance draws its next page with it. The shop's own words are kept apart from the shipped
 * ones, so a new release never overwrites them, and "back to the shipped text" is always one
 * step away.
 */

/** The longest string a merchant may write (the longest shipped one is under 400). */
export const TRANSLATION_TEXT_MAX = 2000;
/** Strings on one page of the list. */
export const TRANSLATIONS_PAGE_SIZE = 50;
/** A key as the catalogues write them: `cart.title`, `cart.items_one`. */
export const TRANSLATION_KEY_PATTERN = /^[A-Za-z0-9_.-]{1,200}$/;

const pairSchema = z.object({ en: z.string(), ar: z.string() });

/** One UI string as the back office shows it. */
export const adminTranslationSchema = z.object({
  key: z.string(),
  /** What shoppers see now. */
  en: z.string(),
  ar: z.string(),
  /** What the software ships: what "Use the shipped text" brings back. */
  shipped: pairSchema,
  /** Whether the shop's own words replace the shipped ones, per language. */
  edited: z.object({ en: z.boolean(), ar: z.boolean() }),
  /** Why it is listed first: no Arabic, or Arabic that is the English as it stands. */
  attention: z.enum(translationAttentions).nullable(),
  /** The `{{names}}` the shop fills in, which a translation must keep. */
  placeholders: z.array(z.string()),
});
export type AdminTranslation = z.infer<typeof adminTranslationSchema>;

/** GET admin/translations: `query` matches the key or either language, in any case. */
export const adminTranslationsQuerySchema = z.object({
  query: z.string().trim().max(200, 'validation.tooLong').optional(),
  show: z.enum(translationShows).default('all'),
  page: idParamSchema.optional(),
});
export type AdminTranslationsQuery = z.input<typeof adminTranslationsQuerySchema>;

/** Strings needing attention first (no Arabic, then Arabic same as English), then by key. */
export const adminTranslationsPageSchema = z.object({
  items: z.array(adminTranslationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The catalogue's version: it rises with every saved string. */
  version: z.number().int(),
  /** Across the whole catalogue, whatever the filter. */
  counts: z.object({
    all: z.number().int(),
    attention: z.number().int(),
    edited: z.number().int(),
  }),
});
export type AdminTranslationsPage = z.infer<typeof adminTranslationsPageSchema>;

export const adminTranslationParamsSchema = z.object({
  key: z.string().regex(TRANSLATION_KEY_PATTERN, 'validation.translationKey'),
});

const textSchema = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(TRANSLATION_TEXT_MAX, 'validation.tooLong');

/**
 * PUT admin/translations/{key}: the language(s) to change. A text is the shop's own words; null
 * (or the shipped text itself) goes back to what the software ships.
 */
export const adminTranslationUpdateSchema = z
  .object({
    en: textSchema.nullable().optional(),
    ar: textSchema.nullable().optional(),
  })
  .refine((body) => body.en !== undefined || body.ar !== undefined, {
    message: 'validation.translationLanguage',
    path: ['ar'],
  });
export type AdminTranslationUpdate = z.input<typeof adminTranslationUpdateSchema>;

/** A saved string and the catalogue's version that now carries it. */
export const adminTranslationSavedSchema = z.object({
  translation: adminTranslationSchema,
  version: z.number().int(),
});
export type AdminTranslationSaved = z.infer<typeof adminTranslationSavedSchema>;
