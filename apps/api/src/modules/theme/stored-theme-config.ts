import { themeConfigSchema } from '@storefront/contracts';
import { z } from 'zod';

const localizedText = z.object({ en: z.string() }).catchall(z.string());

/**
 * The theme as stored: the contract's shape, with the texts a shopper reads kept in every
 * language so the API answers them in the request's language.
 */
export const storedThemeConfigSchema = themeConfigSchema.extend({
  title: localizedText,
  copy_right: localizedText,
  metadata_title: localizedText,
  metadata_description: localizedText,
});
export type StoredThemeConfig = z.infer<typeof storedThemeConfigSchema>;
