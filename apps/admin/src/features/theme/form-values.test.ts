import type { ThemeSettings } from '@storefront/contracts/admin-theme';
import { describe, expect, it } from 'vitest';
import { toFormValues, toSettingsBody } from './form-values.ts';

const settings: ThemeSettings = {
  title: { en: 'Dukkan', ar: 'دكان' },
  color: '#57b568',
  logo: '/brand/logo.svg',
  metadata_icon: null,
  overrided_footer_image: null,
  main_menu: 53,
  footer_menus: [54, 55],
  twitter_url: 'https://x.com/dukkan',
  facebook_url: null,
  instagram_url: null,
  youtube_url: null,
  copy_right: { en: '© Dukkan' },
  metadata_title: { en: 'Dukkan', ar: 'دكان' },
  metadata_description: { en: '' },
  enforce_checkout_terms: true,
  keep_out_of_stock_at_end: true,
  languages: ['en', 'ar'],
  price_format: 'standard-format',
  currency_label: 'KD',
  currency_position: 'before',
  login_by_otp: false,
  login_by_email: true,
  can_register: true,
  default_country: 'kw',
};

describe('the theme form’s values', () => {
  it('holds no picture and no Arabic as empty strings', () => {
    const values = toFormValues(settings);
    expect(values.metadata_icon).toBe('');
    expect(values.copy_right).toEqual({ en: '© Dukkan', ar: '' });
    expect(values.logo).toBe('/brand/logo.svg');
  });

  it('sends empty addresses as null and leaves empty Arabic out, and round-trips the rest', () => {
    const values = toFormValues(settings);
    values.facebook_url = '  ';
    values.copy_right.ar = ' ';
    const body = toSettingsBody(values);
    expect(body.facebook_url).toBeNull();
    expect(body.copy_right).toEqual({ en: '© Dukkan' });
    expect(toSettingsBody(toFormValues(settings))).toEqual(settings);
  });
});
