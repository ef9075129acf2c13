import type { ThemeSettings, ThemeSettingsInput } from '@storefront/contracts/admin-theme';

/**
 * The theme as its form holds it: every address a string ('' for none), every Arabic text a
 * string ('' for none), and back: '' is sent as null (no picture, no profile) or left out.
 */
export type ThemeFormValues = Omit<
  ThemeSettings,
  'title' | 'copy_right' | 'metadata_title' | 'metadata_description' | (typeof ADDRESSES)[number]
> &
  Record<(typeof TEXTS)[number], { en: string; ar: string }> &
  Record<(typeof ADDRESSES)[number], string>;

export const TEXTS = ['title', 'copy_right', 'metadata_title', 'metadata_description'] as const;
export const ADDRESSES = [
  'logo',
  'metadata_icon',
  'overrided_footer_image',
  'twitter_url',
  'facebook_url',
  'instagram_url',
  'youtube_url',
] as const;

export function toFormValues(settings: ThemeSettings): ThemeFormValues {
  const values = { ...settings } as unknown as ThemeFormValues;
  for (const field of TEXTS) {
    values[field] = { en: settings[field].en, ar: settings[field].ar ?? '' };
  }
  for (const field of ADDRESSES) values[field] = settings[field] ?? '';
  return values;
}

export function toSettingsBody(values: ThemeFormValues): ThemeSettingsInput {
  const body = { ...values } as unknown as ThemeSettingsInput & Record<string, unknown>;
  for (const field of TEXTS) {
    const ar = values[field].ar.trim();
    body[field] = ar ? { en: values[field].en, ar } : { en: values[field].en };
  }
  for (const field of ADDRESSES) body[field] = values[field].trim() || null;
  return body;
}
