import { type PriceSettings, priceSettingsOf } from '@storefront/contracts/price';
import { useThemeConfig } from '../api/get-theme-config.ts';

/** Spec 3 price settings from the theme (price_format, currency_label, currency_position). */
export function usePriceSettings(): PriceSettings {
  return priceSettingsOf(useThemeConfig().data);
}
