import type { StaticPage } from '@storefront/contracts/catalogue';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch.ts';
import { renderWithApp } from '../../test/render.tsx';
import StaticPageRoute from './static-page.tsx';

const shipping: StaticPage = {
  pageId: 2,
  title: 'Shipping & returns',
  body: 'We deliver across Kuwait.\n\n## Returns\n\nReturn within 14 days. <script>alert(1)</script>',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

function renderPage(path: string) {
  return renderWithApp(
    <Routes>
      <Route path="/pages/:pageId" element={<StaticPageRoute />} />
    </Routes>,
    { path },
  );
}

describe('/pages/{pageId}', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.title = '';
  });

  it('shows the title, headings and paragraphs as text, never as HTML', async () => {
    const calls = mockFetch(() => json(shipping));
    const { container } = await renderPage('/pages/2');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shipping & returns' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Returns' })).toBeTruthy();
    expect(screen.getByText('We deliver across Kuwait.')).toBeTruthy();
    expect(screen.getByText('Return within 14 days. <script>alert(1)</script>')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('Last updated March 1, 2026')).toBeTruthy();
    expect(document.title).toBe('Shipping & returns | Dukkan');
    expect(calls[0]?.url).toBe('/api/static-pages/2');
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });

  it('shows the not-found page for a page the shop does not have', async () => {
    mockFetch(() => json({ error: { code: 'not_found', message: 'Not found' } }, 404));
    await renderPage('/pages/99');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
