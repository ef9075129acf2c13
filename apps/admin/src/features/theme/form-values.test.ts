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
  it('holds no picture, no profile and no Arabic as empty strings, the main menu as text', () => {
    const values = toFormValues(settings);
    expect(values.metadata_icon).toBe('');
    expect(values.facebook_url).toBe('');
    expect(values.copy_right).toEqual({ en: '© Dukkan', ar: '' });
    expect(values.logo).toBe('/brand/logo.svg');
    expect(values.main_menu).toBe('53');
  });

  it('never shares its lists with the settings it was made from', () => {
    const values = toFormValues(settings);
    values.footer_menus.push(56);
    values.languages.pop();
    expect(settings.footer_menus).toEqual([54, 55]);
    expect(settings.languages).toEqual(['en', 'ar']);
  });

  it('sends empty addresses as null, leaves empty Arabic out, and round-trips the rest', () => {
    const values = toFormValues(settings);
    values.facebook_url = '  ';
    values.logo = ' /brand/new.svg ';
    values.copy_right.ar = ' ';
    values.main_menu = '54';
    const body = toSettingsBody(values);
    expect(body.facebook_url).toBeNull();
    expect(body.logo).toBe('/brand/new.svg');
    expect(body.copy_right).toEqual({ en: '© Dukkan' });
    expect(body.main_menu).toBe(54);
    expect(toSettingsBody(toFormValues(settings))).toEqual(settings);
  });
});
