import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../../test/jwt.ts';
import { renderWithApp } from '../../test/render.tsx';
import UserMenuPopup from './user-menu-popup.tsx';

const signIn = (role: 'staff' | 'customer') => {
  localStorage.setItem('accessToken', fakeJwt({ nameid: `${role}-1`, role }));
  localStorage.setItem('isGuest', 'false');
};

describe('UserMenuPopup', () => {
  it('offers a staff member "Browse as a customer", linking to /staff', async () => {
    signIn('staff');
    await renderWithApp(<UserMenuPopup />);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu).getByRole('menuitem', { name: 'Browse as a customer' }).getAttribute('href'),
    ).toBe('/staff');
  });

  it('offers a customer their account and their addresses', async () => {
    signIn('customer');
    await renderWithApp(<UserMenuPopup />);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'My account' }).getAttribute('href')).toBe(
      '/account/info',
    );
    expect(within(menu).getByRole('menuitem', { name: 'My addresses' }).getAttribute('href')).toBe(
      '/account/addresses',
    );
  });

  it('does not offer it to customers', async () => {
    signIn('customer');
    await renderWithApp(<UserMenuPopup />);
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Browse as a customer' })).toBeNull();
  });

  it('does not offer it while the staff member is already impersonating', async () => {
    signIn('staff');
    sessionStorage.setItem('impersonationToken', fakeJwt({ nameid: 'cust-3', role: 'customer' }));
    await renderWithApp(<UserMenuPopup />);
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Browse as a customer' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'My account' })).toBeTruthy();
  });

  it('keeps Log out, and offers no Register or Log in, once a customer session has ended', async () => {
    signIn('staff');
    // Spec 4: ending an impersonation marks the tab a guest beside the staff member's token.
    localStorage.setItem('isGuest', 'true');
    await renderWithApp(<UserMenuPopup />);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Browse as a customer' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Log in' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Register' })).toBeNull();
  });
});
