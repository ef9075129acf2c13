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
  body:
    '<p>We deliver across Kuwait.</p><h2>Returns</h2><ul><li>Within 14 days</li></ul>' +
    '<table><tbody><tr><th>Method</th><td>Courier</td></tr></tbody></table>',
  seoTitle: 'Delivery and returns in Kuwait',
  seoDescription: '',
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

  it('shows the title and the body’s headings, paragraphs, lists and tables', async () => {
    const calls = mockFetch(() => json(shipping));
    const { container } = await renderPage('/pages/2');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shipping & returns' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Returns' })).toBeTruthy();
    expect(screen.getByText('We deliver across Kuwait.')).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('Within 14 days');
    expect(container.querySelector('.page-body th')?.textContent).toBe('Method');
    expect(screen.getByText('Last updated March 1, 2026')).toBeTruthy();
    // The page's own search title names the browser tab too.
    expect(document.title).toBe('Delivery and returns in Kuwait | Dukkan');
    expect(calls[0]?.url).toBe('/api/static-pages/2');
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });

  it('shows the not-found page for a page the shop does not have', async () => {
    mockFetch(() => json({ error: { code: 'not_found', message: 'Not found' } }, 404));
    await renderPage('/pages/99');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
