import { directionOf } from '@storefront/contracts/locale';
import { afterEach, describe, expect, it } from 'vitest';
import { detectLanguage, resolveLanguage } from './detect-language.ts';

describe('resolveLanguage', () => {
  it('defaults to en', () => {
    expect(resolveLanguage('', null)).toEqual({ lang: 'en', store: false, cleanedSearch: null });
  });

  it('uses the stored language', () => {
    expect(resolveLanguage('', 'ar').lang).toBe('ar');
  });

  it('lets ?lang= win over the stored language, asks to store it and strips it from the URL', () => {
    expect(resolveLanguage('?keyword=tv&lang=ar', 'en')).toEqual({
      lang: 'ar',
      store: true,
      cleanedSearch: '?keyword=tv',
    });
    expect(resolveLanguage('?lang=ar', null).cleanedSearch).toBe('');
  });

  it('ignores unknown languages but still strips the parameter', () => {
    expect(resolveLanguage('?lang=xx', 'ar')).toEqual({
      lang: 'ar',
      store: false,
      cleanedSearch: '',
    });
    expect(resolveLanguage('', 'klingon').lang).toBe('en');
  });

  it('knows Arabic is right-to-left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});

describe('detectLanguage', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('stores ?lang=ar, removes it from the address and mirrors the document', () => {
    window.history.replaceState(null, '', '/search/filterSearch?keyword=tv&lang=ar#top');
    expect(detectLanguage()).toBe('ar');
    expect(localStorage.getItem('lang')).toBe('ar');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/search/filterSearch?keyword=tv#top',
    );
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('keeps the stored language on later visits', () => {
    localStorage.setItem('lang', 'ar');
    expect(detectLanguage()).toBe('ar');
    localStorage.setItem('lang', 'en');
    expect(detectLanguage()).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
