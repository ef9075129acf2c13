import { PAGE_SEO_TITLE_MAX, type PageContent } from '@storefront/contracts/admin-pages';
import { describe, expect, it } from 'vitest';
import { linkAddress, pictureAddress } from './addresses.ts';
import {
  emptyPage,
  languageOf,
  PAGE_FIELDS,
  pageProblems,
  plainText,
  toFormValues,
  toPageBody,
} from './form-values.ts';

const content: PageContent = {
  title: { en: 'Returns', ar: 'الإرجاع' },
  body: { en: '<h2>Within 14 days</h2><p>Bring it back.</p>' },
  seoTitle: { en: '' },
  seoDescription: { en: 'How to return an order', ar: '' },
  address: { en: 'returns', ar: 'الإرجاع' },
};

describe('a page’s form values', () => {
  it('hold every text in both languages, and send an empty Arabic as none', () => {
    const values = toFormValues(content);
    expect(values.body).toEqual({ en: content.body.en, ar: '' });
    values.title.en = '  Returns and refunds ';
    values.body.ar = '<p>أعده.</p>';
    expect(toPageBody(values)).toEqual({
      title: { en: 'Returns and refunds', ar: 'الإرجاع' },
      body: { en: content.body.en, ar: '<p>أعده.</p>' },
      seoTitle: { en: '' },
      seoDescription: { en: 'How to return an order' },
      address: { en: 'returns', ar: 'الإرجاع' },
    });
  });

  it('check an address as the API does: letters of any script, digits, hyphens between', () => {
    const values = emptyPage();
    values.title.en = 'Eid';
    for (const good of ['eid-hours', 'Eid-Hours', 'مواعيد-العيد', 'eid-2026']) {
      values.address.en = good;
      expect(pageProblems(values), good).toEqual({});
    }
    for (const bad of ['eid hours', '2026', 'eid--hours', '-eid', 'eid/hours', 'عيد!']) {
      values.address.ar = bad;
      expect(pageProblems(values), bad).toEqual({ 'address.ar': { kind: 'address' } });
    }
  });

  it('find what the API would refuse: no English title, a text over its limit', () => {
    const values = emptyPage();
    expect(pageProblems(values)).toEqual({ 'title.en': { kind: 'required' } });
    values.title.en = 'About us';
    values.seoTitle.ar = 'ع'.repeat(PAGE_SEO_TITLE_MAX + 1);
    expect(pageProblems(values)).toEqual({
      'seoTitle.ar': { kind: 'tooLong', max: PAGE_SEO_TITLE_MAX, count: PAGE_SEO_TITLE_MAX + 1 },
    });
    expect(PAGE_FIELDS.slice(0, 2)).toEqual(['title.en', 'body.en']);
    expect(languageOf('seoTitle.ar')).toBe('ar');
    expect(languageOf('body.en')).toBe('en');
  });

  it('read a body as words, blocks apart', () => {
    expect(plainText('<h2>Hours</h2><p>Open <b>daily</b>.</p><ul><li>9–5</li></ul>')).toBe(
      'Hours Open daily. 9–5',
    );
    expect(plainText('')).toBe('');
  });
});

describe('the addresses a page’s body keeps', () => {
  it('links to this shop, the web, mail and phones; a bare domain or email is completed', () => {
    expect(linkAddress(' /pages/2 ')).toBe('/pages/2');
    expect(linkAddress('https://dukkan.com/eid')).toBe('https://dukkan.com/eid');
    expect(linkAddress('http://example.com')).toBe('http://example.com');
    expect(linkAddress('mailto:help@dukkan.com')).toBe('mailto:help@dukkan.com');
    expect(linkAddress('tel:+96522000000')).toBe('tel:+96522000000');
    expect(linkAddress('dukkan.com/returns')).toBe('https://dukkan.com/returns');
    expect(linkAddress('help@dukkan.com')).toBe('mailto:help@dukkan.com');
    for (const refused of ['', 'javascript:alert(1)', '//evil.example', 'returns', 'ftp://x.y']) {
      expect(linkAddress(refused), refused).toBeNull();
    }
  });

  it('shows pictures on https or this shop’s own', () => {
    expect(pictureAddress('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(pictureAddress('/files/pages/eid.webp')).toBe('/files/pages/eid.webp');
    for (const refused of ['http://cdn.example.com/a.jpg', 'data:image/png;base64,AA', '//x.y/a']) {
      expect(pictureAddress(refused), refused).toBeNull();
    }
  });
});
