import { readableShadeOnWhite } from '@storefront/contracts/theme-colors';
import { afterEach, describe, expect, it } from 'vitest';
import { seededTheme } from '../../test/render.tsx';
import { applyTheme } from './apply-theme.ts';

const cssVar = (name: string) => document.documentElement.style.getPropertyValue(name);

describe('applyTheme', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('style');
    document.head.innerHTML = '';
    document.title = '';
  });

  it('sets the colour palette as CSS variables on <html> when the page came without it', async () => {
    await applyTheme({ ...seededTheme, color: '#1e6fd9' });
    expect(cssVar('--color-primary')).toBe('#1e6fd9');
    expect(cssVar('--color-secondary')).toBe('#1859ae');
    expect(cssVar('--color-primary-strong')).toBe(readableShadeOnWhite('#1e6fd9'));
    expect(cssVar('--color-on-primary')).toMatch(/^#(000000|ffffff)$/);
  });

  it('falls back to the default colour when the theme colour is not #rrggbb', async () => {
    await applyTheme({ ...seededTheme, color: 'green' });
    expect(cssVar('--color-primary')).toBe('#57b568');
  });

  it('leaves the colours to the palette the server wrote into the page', async () => {
    const style = document.createElement('style');
    style.id = 'theme-palette';
    document.head.append(style);
    await applyTheme({ ...seededTheme, color: '#1e6fd9' });
    expect(cssVar('--color-primary')).toBe('');
  });

  it('writes the title, description, icon and theme colour into <head>, once each', () => {
    applyTheme(seededTheme);
    applyTheme({ ...seededTheme, metadata_title: 'Second' });
    expect(document.title).toBe('Second');
    const description = document.head.querySelectorAll('meta[name="description"]');
    expect(description).toHaveLength(1);
    expect(description[0]?.getAttribute('content')).toBe(seededTheme.metadata_description);
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      '/brand/icon.svg',
    );
    expect(document.head.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      '#57b568',
    );
  });
});
