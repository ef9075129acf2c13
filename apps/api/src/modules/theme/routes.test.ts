import { themeConfigSchema } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';

describe('GET /api/theme-config', () => {
  const t = useTestApp();

  it('answers the seeded theme for tenant 1, web app 1, slot 1 in English by default', async () => {
    const response = await t.app.inject('/api/theme-config?tenantId=1&webAppId=1&slot=1');
    expect(response.statusCode).toBe(200);
    const theme = themeConfigSchema.parse(response.json());
    expect(theme).toMatchObject({
      title: 'Dukkan',
      color: '#57b568',
      main_menu: 53,
      languages: ['en', 'ar'],
      footer_menus: [54, 55],
      youtube_url: null,
      currency_label: 'KD',
      can_register: true,
      login_by_otp: false,
      login_by_email: true,
      default_country: 'kw',
    });
  });

  it('answers the texts in the language of the request, falling back to English', async () => {
    const ar = (
      await t.app.inject({
        url: '/api/theme-config',
        headers: { 'accept-language': 'ar-KW,ar;q=0.9' },
      })
    ).json();
    expect(ar.title).toBe('دكان');
    expect(ar.copy_right).toContain('جميع الحقوق محفوظة');
    const fr = (
      await t.app.inject({ url: '/api/theme-config', headers: { 'accept-language': 'fr' } })
    ).json();
    expect(fr.title).toBe('Dukkan');
  });

  it('drops query parameters that have no value', async () => {
    const response = await t.app.inject('/api/theme-config?tenantId=&webAppId=&slot=');
    expect(response.statusCode).toBe(200);
  });

  it('names the bad parameter with a 400', async () => {
    const response = await t.app.inject('/api/theme-config?tenantId=abc&slot=-1');
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields)).toEqual(expect.arrayContaining(['tenantId', 'slot']));
  });

  it('is a 404 for a tenant with no theme', async () => {
    const response = await t.app.inject('/api/theme-config?tenantId=2');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});
