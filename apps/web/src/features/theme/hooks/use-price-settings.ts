import { DEFAULT_PRICE_SETTINGS, type PriceSettings } from '@storefront/contracts/price';
import { DEFAULT_CURRENCY_LABEL } from '@storefront/contracts/theme';
import { useThemeConfig } from '../api/get-theme-config.ts';

/** Spec 3 price settings from the theme (price_format, currency_label, currency_position). */
export function usePriceSettings(): PriceSettings {
  const { data: theme } = useThemeConfig();
  if (!theme) return DEFAULT_PRICE_SETTINGS;
  return {
    format: theme.price_format,
    currencyLabel: theme.currency_label || DEFAULT_CURRENCY_LABEL,
    currencyPosition: theme.currency_position,
  };
}
