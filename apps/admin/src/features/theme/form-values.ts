import type { ThemeSettings, ThemeSettingsInput } from '@storefront/contracts/admin-theme';
import type { Path } from 'react-hook-form';

/** The texts kept in English and Arabic. */
export const TEXTS = ['title', 'copy_right', 'metadata_title', 'metadata_description'] as const;
/** Pictures and social profiles: an address, or none (null). */
export const ADDRESSES = [
  'logo',
  'metadata_icon',
  'overrided_footer_image',
  'twitter_url',
  'facebook_url',
  'instagram_url',
  'youtube_url',
] as const;
type Text = (typeof TEXTS)[number];
type Address = (typeof ADDRESSES)[number];

/**
 * The theme as its form holds it: every address a string ('' for none), every text an English
 * and an Arabic string ('' for no Arabic), the main menu as its select's value.
 */
export type ThemeFormValues = Omit<ThemeSettings, Text | Address | 'main_menu'> &
  Record<Text, { en: string; ar: string }> &
  Record<Address, string> & { main_menu: string };

export type ThemeField = Path<ThemeFormValues>;

export function toFormValues(settings: ThemeSettings): ThemeFormValues {
  const values = {
    ...settings,
    main_menu: String(settings.main_menu),
    footer_menus: [...settings.footer_menus],
    languages: [...settings.languages],
  } as unknown as ThemeFormValues;
  for (const field of TEXTS) {
    values[field] = { en: settings[field].en, ar: settings[field].ar ?? '' };
  }
  for (const field of ADDRESSES) values[field] = settings[field] ?? '';
  return values;
}

/** The PUT body: '' addresses as null (no picture, no profile), '' Arabic left out. */
export function toSettingsBody(values: ThemeFormValues): ThemeSettingsInput {
  const body = {
    ...values,
    color: values.color.trim(),
    main_menu: Number(values.main_menu),
  } as unknown as ThemeSettingsInput & Record<string, unknown>;
  for (const field of TEXTS) {
    const ar = values[field].ar.trim();
    body[field] = ar ? { en: values[field].en, ar } : { en: values[field].en };
  }
  for (const field of ADDRESSES) body[field] = values[field].trim() || null;
  return body;
}
