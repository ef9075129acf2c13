import { z } from 'zod';
import { idParamSchema } from './input-rules.ts';
import { languageCodeSchema } from './locale.ts';
import { currencyPositions, priceFormats } from './price.ts';

export {
  DEFAULT_CURRENCY_LABEL,
  DEFAULT_MAIN_MENU_ID,
  DEFAULT_THEME_COLOR,
} from './theme-rules.ts';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #57b568');
const optionalUrl = z.string().max(2048).nullable();

/**
 * Spec 3 Theme config, as the API answers it: localised texts are already resolved to the
 * request's language. Snake-case names are the spec's own.
 */
export const themeConfigSchema = z.object({
  title: z.string(),
  main_menu: z.number().int().positive(),
  logo: z.string().nullable(),
  color: hexColor,
  languages: z.array(languageCodeSchema).min(1),
  footer_menus: z.array(z.number().int().positive()),
  overrided_footer_image: optionalUrl,
  twitter_url: optionalUrl,
  facebook_url: optionalUrl,
  instagram_url: optionalUrl,
  youtube_url: optionalUrl,
  copy_right: z.string(),
  metadata_title: z.string(),
  metadata_description: z.string(),
  metadata_icon: z.string().nullable(),
  enforce_checkout_terms: z.boolean(),
  keep_out_of_stock_at_end: z.boolean(),
  /** Spec 3 Price settings. */
  price_format: z.enum(priceFormats),
  currency_label: z.string().max(16),
  currency_position: z.enum(currencyPositions),
  /** Spec 9 Configuration. */
  login_by_otp: z.boolean(),
  login_by_email: z.boolean(),
  can_register: z.boolean(),
  default_country: z.string().length(2),
});
export type ThemeConfig = z.infer<typeof themeConfigSchema>;

export const themeConfigQuerySchema = z.object({
  tenantId: idParamSchema.default(1),
  webAppId: idParamSchema.default(1),
  slot: idParamSchema.default(1),
});
