import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockShellApi } from '../../test/api-fixtures.ts';
import { fakeJwt } from '../../test/jwt.ts';
import { renderWithApp, seededTheme } from '../../test/render.tsx';
import { Header } from './header.tsx';

const showToast = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../lib/toast.ts', () => ({
  showToast,
  isToasterRequested: () => false,
  subscribeToToasterRequest: () => () => {},
}));

function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output aria-label="url">{pathname + search}</output>;
}

const signInAs = (role: 'guest' | 'customer') => {
  localStorage.setItem('accessToken', fakeJwt({ nameid: 'u-1', role }));
  localStorage.setItem('isGuest', String(role === 'guest'));
};

describe('Header', () => {
  // The user menu's popup is a lazy chunk; load it once up front so no test pays for it.
  beforeAll(async () => {
    await import('./user-menu-popup.tsx');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    showToast.mockClear();
  });

  it('shows the logo as a home link with its alt text and size', async () => {
    mockShellApi();
    await renderWithApp(<Header />);
    const banner = screen.getByRole('banner');
    const logo = within(banner).getByRole('img', { name: 'Dukkan home' });
    expect(logo.getAttribute('src')).toBe('/brand/logo.svg');
    expect(logo.getAttribute('width')).toBe('120');
    expect(logo.getAttribute('height')).toBe('40');
    expect(within(banner).getByRole('link', { name: 'Dukkan home' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('has wishlist and cart links named with their counts', async () => {
    mockShellApi();
    await renderWithApp(<Header />);
    expect(screen.getByRole('link', { name: 'Wishlist, 0 items' }).getAttribute('href')).toBe(
      '/wishlist',
    );
    expect(screen.getByRole('link', { name: 'Cart, 0 items' }).getAttribute('href')).toBe('/cart');
  });

  it("warns 'No results' on an empty search and goes to the filter search otherwise", async () => {
    mockShellApi();
    const user = userEvent.setup();
    await renderWithApp(
      <>
        <Header />
        <CurrentUrl />
      </>,
    );
    const [box] = screen.getAllByRole('combobox', { name: 'Search products' });
    await user.type(box!, '   {Enter}');
    expect(showToast).toHaveBeenCalledWith('warning', 'No results');
    expect(screen.getByRole('status', { name: 'url' }).textContent).toBe('/');
    await user.clear(box!);
    await user.type(box!, 'red phone{Enter}');
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'url' }).textContent).toBe(
      '/search/filterSearch?keyword=red%20phone',
    );
  });

  it('lists the theme languages in a select named Language', async () => {
    mockShellApi();
    await renderWithApp(<Header />);
    const [select] = screen.getAllByRole('combobox', { name: 'Language' });
    await waitFor(() =>
      expect(within(select!).getByRole('option', { name: 'العربية' })).toBeTruthy(),
    );
    expect((select as HTMLSelectElement).value).toBe('en');
  });

  it('has no language selector when the theme lists one language', async () => {
    mockShellApi();
    await renderWithApp(<Header />, { theme: { ...seededTheme, languages: ['en'] } });
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
  });

  it('offers Register and Log in to a guest', async () => {
    mockShellApi();
    signInAs('guest');
    const user = userEvent.setup();
    await renderWithApp(<Header />);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Register' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Log out' })).toBeNull();
  });

  it('hides Register when the theme disables registration', async () => {
    mockShellApi();
    signInAs('guest');
    const user = userEvent.setup();
    await renderWithApp(<Header />, { theme: { ...seededTheme, can_register: false } });
    await user.click(screen.getByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Register' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Log in' })).toBeTruthy();
  });

  it('offers My account and Log out to a signed-in customer', async () => {
    mockShellApi();
    signInAs('customer');
    const user = userEvent.setup();
    await renderWithApp(<Header />);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'My account' }).getAttribute('href')).toBe(
      '/account/info',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Log in' })).toBeNull();
  });
});
