import { type LanguageCode, TENANT } from '@storefront/contracts';
import { DEFAULT_THEME_COLOR } from '@storefront/contracts/theme-rules';
import type { Db } from '../../../db/client.ts';
import { localize } from '../../../lib/localized-text.ts';
import { findThemeConfig } from '../../theme/service.ts';
import { invoiceLogo } from '../invoice-logo.ts';
import type { DocumentBrand } from './shop-heading.ts';

/** The shop's title in `lang`, colour and logo, as the theme has them, for an order document. */
export async function documentBrand(db: Db, lang: LanguageCode): Promise<DocumentBrand> {
  const theme = await findThemeConfig(db, TENANT);
  return {
    shopTitle: theme ? localize(theme.title, lang) : 'Shop',
    color: theme?.color ?? DEFAULT_THEME_COLOR,
    logo: await invoiceLogo(db, theme?.logo),
  };
}
