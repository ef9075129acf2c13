import { translationsResponseSchema } from '@storefront/contracts';
import { ar } from '@storefront/contracts/i18n/ar';
import { en } from '@storefront/contracts/i18n/en';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translations } from '../../db/schema.ts';
import { syncReferenceData } from '../../db/seed/reference-data.ts';
import { useTestApp } from '../../test/app.ts';

const url = (version: number | string, area = 'ui.prisma') =>
  `/api/locale/self/translations/versions/${version}?area=${area}`;

describe('locale', () => {
  const t = useTestApp();

  it('GET /api/locale/languages/lookup lists English then Arabic, each in itself', async () => {
    const response = await t.app.inject('/api/locale/languages/lookup');
    expect(response.json()).toEqual([
      { langId: 'en', language: 'English', dir: 'ltr' },
      { langId: 'ar', language: 'العربية', dir: 'rtl' },
    ]);
  });

  it('answers the whole UI catalogue of the request language', async () => {
    const english = translationsResponseSchema.parse((await t.app.inject(url(1))).json());
    expect(english.langId).toBe('en');
    expect(Object.fromEntries(english.translations.map((row) => [row.key, row.value]))).toEqual(en);

    const response = await t.app.inject({ url: url(1), headers: { 'accept-language': 'ar' } });
    const arabic = translationsResponseSchema.parse(response.json());
    expect(arabic.langId).toBe('ar');
    expect(Object.fromEntries(arabic.translations.map((row) => [row.key, row.value]))).toEqual(ar);
  });

  it('lets an unchanged catalogue come back as 304', async () => {
    const first = await t.app.inject(url(1));
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ url: url(1), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const otherLanguage = await t.app.inject({
      url: url(1),
      headers: { 'if-none-match': etag, 'accept-language': 'ar' },
    });
    expect(otherLanguage.statusCode).toBe(200);
  });

  it('raises the version when the stored catalogue differs from the shipped one, and only then', async () => {
    const before = (await t.app.inject(url(1))).json().version as number;
    expect((await syncReferenceData(t.database.db)).changed).toBe(0);
    await t.database.db
      .update(translations)
      .set({ value: 'stale' })
      .where(and(eq(translations.langId, 'en'), eq(translations.key, 'footer.backToTop')));
    const synced = await syncReferenceData(t.database.db);
    expect(synced).toEqual({ version: before + 1, changed: 1 });
    const after = (await t.app.inject(url(before))).json();
    expect(after.version).toBe(before + 1);
    expect(
      after.translations.find((row: { key: string }) => row.key === 'footer.backToTop').value,
    ).toBe('Back to top');
  });

  it('is a 404 for an unknown area and a 400 for a bad version or missing area', async () => {
    expect((await t.app.inject(url(1, 'nope'))).statusCode).toBe(404);
    for (const bad of ['0', '-2', 'x', '1e99']) {
      const response = await t.app.inject(url(bad));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('version');
    }
    const noArea = await t.app.inject('/api/locale/self/translations/versions/1?area=');
    expect(noArea.statusCode).toBe(400);
    expect(noArea.json().error.fields).toHaveProperty('area');
  });
});
