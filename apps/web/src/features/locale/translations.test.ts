import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTranslationState } from '../../shared/hooks/use-translation.ts';
import { json, mockFetch } from '../../test/fetch.ts';
import { catalogueCacheKey, readCachedCatalogue } from './api/get-translations.ts';
import { initTranslations } from './translations.ts';

const t = (key: 'header.cart' | 'notFound.title') => getTranslationState().t(key);

const catalogue = (version: number, value: string) => ({
  version,
  area: 'ui.prisma',
  langId: 'ar',
  translations: [{ langId: 'ar', key: 'header.cart', value }],
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('initTranslations', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('waits for the catalogue when nothing is cached, from version 1, and caches it', async () => {
    localStorage.setItem('lang', 'ar');
    const calls = mockFetch(() => json(catalogue(3, 'سلة')));
    await initTranslations('ar');
    expect(calls[0]?.url).toBe('/api/locale/self/translations/versions/1?area=ui.prisma');
    expect(calls[0]?.headers['accept-language']).toBe('ar');
    expect(t('header.cart')).toBe('سلة');
    expect(readCachedCatalogue('ar')).toEqual({
      version: 3,
      translations: { 'header.cart': 'سلة' },
    });
  });

  it('uses the cached catalogue at once and refreshes it in the background from its version', async () => {
    localStorage.setItem(
      catalogueCacheKey('ar'),
      JSON.stringify({ version: 3, translations: { 'header.cart': 'قديم' } }),
    );
    let answer: (response: Response) => void = () => {};
    const calls = mockFetch(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    await initTranslations('ar');
    expect(t('header.cart')).toBe('قديم');
    expect(calls[0]?.url).toBe('/api/locale/self/translations/versions/3?area=ui.prisma');

    answer(json(catalogue(4, 'جديد')));
    await vi.waitFor(() => expect(t('header.cart')).toBe('جديد'));
    expect(readCachedCatalogue('ar')?.version).toBe(4);
  });

  it('keeps the cache when the server has no newer version', async () => {
    const cached = { version: 5, translations: { 'header.cart': 'سلة' } };
    localStorage.setItem(catalogueCacheKey('ar'), JSON.stringify(cached));
    mockFetch(() => json(catalogue(5, 'سلة')));
    await initTranslations('ar');
    await settle();
    expect(readCachedCatalogue('ar')).toEqual(cached);
  });

  const drawnWith = (lang: 'ar' | 'en', version: number) => {
    const boot = document.createElement('script');
    boot.type = 'application/json';
    boot.id = 'boot-data';
    boot.textContent = JSON.stringify({ lang, theme: null, translationsVersion: version });
    document.head.append(boot);
    return boot;
  };

  it('uses a stored copy of the version the page was drawn with, without a request', async () => {
    localStorage.setItem(
      catalogueCacheKey('ar'),
      JSON.stringify({ version: 7, translations: { 'header.cart': 'من الصفحة' } }),
    );
    const calls = mockFetch(() => json(catalogue(9, 'غير')));
    const boot = drawnWith('ar', 7);
    try {
      await initTranslations('ar');
      await settle();
      expect(t('header.cart')).toBe('من الصفحة');
      expect(calls).toHaveLength(0);
    } finally {
      boot.remove();
    }
  });

  it('waits for the catalogue when the stored copy is not the version the page was drawn with', async () => {
    localStorage.setItem(
      catalogueCacheKey('ar'),
      JSON.stringify({ version: 6, translations: { 'header.cart': 'قديم' } }),
    );
    const calls = mockFetch(() => json(catalogue(7, 'سلة')));
    const boot = drawnWith('ar', 7);
    try {
      await initTranslations('ar');
      expect(t('header.cart')).toBe('سلة');
      expect(calls.map((call) => call.url)).toEqual([
        '/api/locale/self/translations/versions/6?area=ui.prisma',
      ]);
      expect(readCachedCatalogue('ar')?.version).toBe(7);

      // A page in another language than the one shown says nothing about it: fetched as usual.
      await initTranslations('en');
      expect(calls).toHaveLength(2);
    } finally {
      boot.remove();
    }
  });

  it('falls back to the bundled English strings when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await initTranslations('en');
    expect(t('notFound.title')).toBe('Page not found');
  });
});
