import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMobileMenuDialog } from '../../features/menus/index.ts';
import { mockShellApi } from '../../test/api-fixtures.ts';
import { fakeJwt } from '../../test/jwt.ts';
import { renderWithApp } from '../../test/render.tsx';
import { MainMenu } from './main-menu.tsx';

describe('MainMenu', () => {
  // The slide-in panel is a lazy chunk; load it once up front so no test pays for it.
  beforeAll(async () => {
    await loadMobileMenuDialog();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('links the items and hides those not allowed for guests', async () => {
    mockShellApi();
    localStorage.setItem('accessToken', fakeJwt({ nameid: 'g', role: 'guest' }));
    localStorage.setItem('isGuest', 'true');
    await renderWithApp(<MainMenu variant="desktop" />);
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('link', { name: 'Offers' }).getAttribute('href')).toBe(
      '/search/filterSearch?keyword=&onSale=true',
    );
    expect(within(nav).queryByRole('link', { name: 'My orders' })).toBeNull();
  });

  it('shows guest-hidden items to a signed-in customer', async () => {
    mockShellApi();
    localStorage.setItem('accessToken', fakeJwt({ nameid: 'c', role: 'customer' }));
    localStorage.setItem('isGuest', 'false');
    await renderWithApp(<MainMenu variant="desktop" />);
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'My orders' })).toBeTruthy();
  });

  it('opens external new-tab items safely and says so', async () => {
    mockShellApi();
    await renderWithApp(<MainMenu variant="desktop" />);
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const help = within(nav).getByRole('link', {
      name: 'Help centre (opens in a new tab)',
    });
    expect(help.getAttribute('href')).toBe('https://example.com/help');
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('opens a drop-down from its button and closes it with Escape, focus back on the button', async () => {
    mockShellApi();
    const user = userEvent.setup();
    await renderWithApp(<MainMenu variant="desktop" />);
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const toggle = within(nav).getByRole('button', { name: 'Shop submenu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).queryByRole('link', { name: 'Electronics' })).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const electronics = within(nav).getByRole('link', { name: 'Electronics' });
    expect(electronics.getAttribute('href')).toBe('/search/filterSearch?categoryId=1');

    await user.keyboard('{Tab}');
    expect(document.activeElement).toBe(electronics);
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes the drop-down when focus leaves it', async () => {
    mockShellApi();
    const user = userEvent.setup();
    await renderWithApp(<MainMenu variant="desktop" />);
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const toggle = within(nav).getByRole('button', { name: 'Shop submenu' });
    await user.click(toggle);
    await user.tab(); // Electronics
    await user.tab(); // Fashion
    await user.tab(); // Offers, outside the drop-down
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
  });

  it('below 1024 px, opens the slide-in panel named Main menu and closes it', async () => {
    mockShellApi();
    const user = userEvent.setup();
    await renderWithApp(<MainMenu variant="mobile" />);
    const open = screen.getByRole('button', { name: 'Open menu' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Main menu' });
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'Offers' })).toBeTruthy());
    expect(within(dialog).queryByRole('link', { name: 'Electronics' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Shop submenu' }));
    expect(within(dialog).getByRole('link', { name: 'Electronics' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
