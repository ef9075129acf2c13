import type { StaticPage } from '@storefront/contracts/catalogue';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch.ts';
import { renderWithApp } from '../../test/render.tsx';
import StaticPageRoute from './static-page.tsx';

const shipping: StaticPage = {
  pageId: 2,
  address: 'shipping-returns',
  title: 'Shipping & returns',
  body:
    '<p>We deliver across Kuwait.</p><h2>Returns</h2><ul><li>Within 14 days</li></ul>' +
    '<table><tbody><tr><th>Method</th><td>Courier</td></tr></tbody></table>',
  seoTitle: 'Delivery and returns in Kuwait',
  seoDescription: '',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

function renderPage(path: string) {
  return renderWithApp(
    <>
      <Routes>
        <Route path="/pages/:pageAddress" element={<StaticPageRoute />} />
      </Routes>
      <Address />
    </>,
    { path },
  );
}

describe('/pages/{address}', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.title = '';
  });

  it('shows the title and the body’s headings, paragraphs, lists and tables', async () => {
    const calls = mockFetch(() => json(shipping));
    const { container } = await renderPage('/pages/shipping-returns');

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
    expect(calls[0]?.url).toBe('/api/static-pages/addresses/shipping-returns');
    expect(calls[0]?.headers.authorization).toBeUndefined();
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe(
      '/pages/shipping-returns',
    );
  });

  it('moves to the page’s own address when reached by its id or another address', async () => {
    const calls = mockFetch(() => json(shipping));
    await renderPage('/pages/2?utm_source=mail');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shipping & returns' }),
    ).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/static-pages/addresses/2');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' }).textContent).toBe(
        '/pages/shipping-returns?utm_source=mail',
      ),
    );
  });

  it('shows the not-found page for a page the shop does not have', async () => {
    mockFetch(() => json({ error: { code: 'not_found', message: 'Not found' } }, 404));
    await renderPage('/pages/99');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
