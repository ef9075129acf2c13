import { type LanguageCode, TENANT } from '@storefront/contracts';
import type { CountryCode } from 'libphonenumber-js';
import type { Db } from '../../db/client.ts';
import { localize } from '../../lib/localized-text.ts';
import { phoneCountry } from '../../lib/phone.ts';
import { findThemeConfig } from '../theme/service.ts';

export interface ShopSettings {
  /** Spec 9 CanRegister (on when no theme is configured). */
  canRegister: boolean;
  /** Spec 9 DefaultCountry: how phone numbers without + are read. */
  country: CountryCode;
  /** The shop's name in a language, for emails and SMS. */
  name(lang: LanguageCode): string;
}

/** The account rules the theme configuration holds (decision 5). */
export async function readShopSettings(db: Db): Promise<ShopSettings> {
  const theme = await findThemeConfig(db, TENANT);
  return {
    canRegister: theme?.can_register ?? true,
    country: phoneCountry(theme?.default_country),
    name: (lang) => (theme ? localize(theme.title, lang) : 'Shop'),
  };
}
