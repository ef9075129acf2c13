import { useThemeConfig } from '../../../shared/api/get-theme-config.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';

/**
 * The phone field's hint, naming the shop's default country (spec 9, DefaultCountry: numbers
 * without a country code are read as from there) in the page's language.
 */
export function usePhoneHint(): string | undefined {
  const { t, language } = useTranslation();
  const { data: theme } = useThemeConfig();
  const code = theme?.default_country?.toUpperCase();
  if (!code) return undefined;
  let country: string | undefined;
  try {
    country = new Intl.DisplayNames([language], { type: 'region' }).of(code);
  } catch {
    return undefined;
  }
  return country ? t('account.field.phoneHint', { country }) : undefined;
}
