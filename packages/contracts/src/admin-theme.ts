import { z } from 'zod';
import {
  localizedInputSchema,
  localizedTextSchema,
  optionalLocalizedInputSchema,
} from './admin-catalogue.ts';
import { idParamSchema } from './input-rules.ts';
import { languageCodes } from './locale.ts';
import { currencyPositions, priceFormats } from './price.ts';

/**
 * The back office's theme (issue 28), under /api/admin/theme (endpoints/admin/theme.ts), behind
 * content.manage. The owner edits a draft, sees it in a preview of the real storefront, and
 * publishes it; every published version is kept, and any can be published again (restored).
 */

export const THEME_TEXT_LIMITS = {
  title: 60,
  copyright: 200,
  metaTitle: 120,
  metaDescription: 320,
};
/** How long a preview address (of a theme, a page or the home page) opens its draft. */
export const PREVIEW_SECONDS = 3600;
/** Versions listed, newest first. */
export const THEME_VERSIONS_LISTED = 50;

const colorSchema = z
  .string('validation.colorHex')
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'validation.colorHex')
  .transform((value) => value.toLowerCase());

/** A picture: a path on this shop (`/brand/logo.svg`, an upload) or an https address. */
const pictureSchema = z
  .string('validation.pictureAddress')
  .trim()
  .max(2048, 'validation.tooLong')
  .regex(/^(\/[^/\s]\S*|https:\/\/\S+)$/, 'validation.pictureAddress')
  .nullable();

/** A social profile: an https address, or null for none. */
const profileSchema = z
  .string('validation.profileAddress')
  .trim()
  .max(2048, 'validation.tooLong')
  .regex(/^https:\/\/[^\s/]+\.[^\s]+$/, 'validation.profileAddress')
  .nullable();

const menuIdSchema = z.number('validation.menu').int('validation.menu').positive('validation.menu');

/** The theme as the owner edits it: the storefront's every setting, texts in both languages. */
export const themeSettingsSchema = z.object({
  title: localizedInputSchema(THEME_TEXT_LIMITS.title),
  color: colorSchema,
  logo: pictureSchema,
  metadata_icon: pictureSchema,
  overrided_footer_image: pictureSchema,
  main_menu: menuIdSchema,
  footer_menus: z.array(menuIdSchema).max(4, 'validation.footerMenus'),
  twitter_url: profileSchema,
  facebook_url: profileSchema,
  instagram_url: profileSchema,
  youtube_url: profileSchema,
  copy_right: optionalLocalizedInputSchema(THEME_TEXT_LIMITS.copyright),
  metadata_title: localizedInputSchema(THEME_TEXT_LIMITS.metaTitle),
  metadata_description: optionalLocalizedInputSchema(THEME_TEXT_LIMITS.metaDescription),
  enforce_checkout_terms: z.boolean('validation.required'),
  keep_out_of_stock_at_end: z.boolean('validation.required'),
  /** The languages shoppers may choose; English always. */
  languages: z
    // A schema of its own (not locale.ts's): the back office's first load has locale.ts, and
    // a schema used from a module there would bring zod into that first load.
    .array(z.enum(languageCodes), 'validation.languages')
    .min(1, 'validation.languages')
    .refine((codes) => codes.includes('en'), 'validation.languages')
    .transform((codes) => [...new Set(codes)]),
  price_format: z.enum(priceFormats),
  currency_label: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(16, 'validation.tooLong'),
  currency_position: z.enum(currencyPositions),
  login_by_otp: z.boolean('validation.required'),
  login_by_email: z.boolean('validation.required'),
  can_register: z.boolean('validation.required'),
  default_country: z
    .string('validation.required')
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, 'validation.country'),
});
export type ThemeSettingsInput = z.input<typeof themeSettingsSchema>;
export type ThemeSettingsData = z.output<typeof themeSettingsSchema>;

/** The theme as the back office reads it (texts as English | Arabic pairs). */
export const themeSettingsOutSchema = themeSettingsSchema.extend({
  title: localizedTextSchema,
  copy_right: localizedTextSchema,
  metadata_title: localizedTextSchema,
  metadata_description: localizedTextSchema,
  color: z.string(),
  languages: z.array(z.enum(languageCodes)),
  currency_label: z.string(),
  default_country: z.string(),
});
export type ThemeSettings = z.infer<typeof themeSettingsOutSchema>;

export const themeVersionSchema = z.object({
  id: z.number().int(),
  publishedAt: z.string(),
  /** The staff member's name; null for the theme the shop started with. */
  publishedBy: z.string().nullable(),
  /** The version shoppers see now. */
  live: z.boolean(),
  /** The version it was restored from, if it was. */
  restoredFrom: z.number().int().nullable(),
  color: z.string(),
});
export type ThemeVersion = z.infer<typeof themeVersionSchema>;

/** GET admin/theme: what shoppers see, the draft if there is one, and the versions published. */
export const adminThemeSchema = z.object({
  live: themeSettingsOutSchema,
  draft: themeSettingsOutSchema.nullable(),
  draftSavedAt: z.string().nullable(),
  /** A version set to go live at `publishAt` (UTC), by the job queue. */
  scheduled: z
    .object({
      id: z.number().int(),
      publishAt: z.string(),
      color: z.string(),
      scheduledBy: z.string().nullable(),
    })
    .nullable(),
  versions: z.array(themeVersionSchema),
  /** The shop's menus, for the main menu and the footer's. */
  menus: z.array(z.object({ id: z.number().int(), name: localizedTextSchema })),
});
export type AdminTheme = z.infer<typeof adminThemeSchema>;

/** POST admin/theme/preview: an address of the storefront drawn with the draft, for a while. */
export const themePreviewSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
});
export type ThemePreview = z.infer<typeof themePreviewSchema>;

export const themeVersionParamsSchema = z.object({ id: idParamSchema });

/** How far ahead a change may be scheduled. */
export const THEME_SCHEDULE_MAX_DAYS = 366;

/** POST admin/theme/schedule: the draft goes live at this moment (an ISO date-time with its offset). */
export const themeScheduleSchema = z.object({
  publishAt: z.iso.datetime({ offset: true, error: 'validation.scheduleAt' }),
});
export type ThemeSchedule = z.input<typeof themeScheduleSchema>;

/** POST admin/theme/preview: the draft (default) or the scheduled version. */
export const themePreviewQuerySchema = z.object({
  of: z.enum(['draft', 'scheduled']).default('draft'),
});
