import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seededMenus } from '../../test/api-fixtures.ts';
import { json, mockFetch } from '../../test/fetch.ts';
import { fakeJwt } from '../../test/jwt.ts';
import { renderWithApp } from '../../test/render.tsx';
import { RootLayout } from './root-layout.tsx';

const showToast = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../lib/toast.ts', () => ({
  showToast,
  isToasterRequested: () => false,
  subscribeToToasterRequest: () => () => {},
}));

const CUSTOMER = 'c0ffee00-0000-4000-8000-000000000003';

/** The shell's calls, and the impersonated customer. */
function mockApi() {
  return mockFetch((call) => {
    const path = call.url.split('?')[0] ?? '';
    const items = /^\/api\/menus\/(\d+)\/items\/visible$/.exec(path);
    if (items) return json(seededMenus[Number(items[1])]?.items ?? []);
    const menu = /^\/api\/menus\/(\d+)$/.exec(path);
    if (menu) return json({ menuId: Number(menu[1]), name: seededMenus[Number(menu[1])]?.name });
    if (path === '/api/locale/languages/lookup') return json([]);
    if (path === `/api/users/customers/${CUSTOMER}`) {
      return json({
        userId: CUSTOMER,
        role: 'customer',
        displayName: 'Sara Al-Sabah',
        email: 'sara@example.com',
        phone: null,
        phoneVerified: false,
        avatarPath: '',
      });
    }
    return json({ error: { code: 'not_found', message: path } }, 404);
  });
}

const renderLayout = () =>
  renderWithApp(
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<h1>Home page</h1>} />
      </Route>
    </Routes>,
  );

describe('RootLayout', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    showToast.mockClear();
  });

  it('shows the impersonation banner above the header while impersonating (spec 2)', async () => {
    mockApi();
    localStorage.setItem('accessToken', fakeJwt({ nameid: 'staff-1', role: 'staff' }));
    sessionStorage.setItem('impersonationToken', fakeJwt({ nameid: CUSTOMER, sid: 'imp-1' }));
    await renderLayout();
    // The banner's code is a lazy chunk: on a busy machine its first import takes a while.
    const banner = await screen.findByRole(
      'region',
      { name: 'Customer impersonation' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(banner.textContent).toContain('impersonated as Sara Al-Sabah'));
    const header = screen.getByRole('banner');
    // Banner first, in the same sticky block as the header.
    expect(banner.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(banner.parentElement).toBe(header.parentElement);
  });

  it('has no banner otherwise', async () => {
    mockApi();
    localStorage.setItem('accessToken', fakeJwt({ nameid: 'staff-1', role: 'staff' }));
    await renderLayout();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Customer impersonation' })).toBeNull();
  });

  it('shows a toast carried across the reload once (spec 4: session finished)', async () => {
    mockApi();
    localStorage.setItem('accessToken', fakeJwt({ nameid: 'staff-1', role: 'staff' }));
    sessionStorage.setItem(
      'pendingToast',
      JSON.stringify({ kind: 'success', key: 'impersonation.finished' }),
    );
    await renderLayout();
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('success', 'session finished', undefined),
    );
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('pendingToast')).toBeNull();
  });
});
