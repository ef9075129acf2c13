import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch.ts';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { renderWithApp } from '../../test/render.tsx';
import AccountAddressesPage from './account-addresses.tsx';

const customer = {
  userId: 'c-1',
  role: 'customer',
  displayName: 'Sara Ali',
  email: 'sara@example.com',
  phone: '+96550001234',
  phoneVerified: false,
  avatarPath: '',
};

function LoginStandIn() {
  const { pathname, search } = useLocation();
  return <p>Login page at {pathname + search}</p>;
}

function renderPage() {
  return renderWithApp(
    <Routes>
      <Route path="/account/addresses" element={<AccountAddressesPage />} />
      <Route path="/login" element={<LoginStandIn />} />
    </Routes>,
    { path: '/account/addresses' },
  );
}

/** The customer, no saved address yet, and the lookups the form reads. */
function mockApi() {
  return mockFetch((call) => {
    const path = new URL(call.url, 'http://shop').pathname;
    if (path === '/api/users/customers/c-1') return json(customer);
    if (path === '/api/customers/c-1/addresses') return json([]);
    if (path === '/api/countries/lookup') {
      return json([{ id: 1, code: 'kw', name: 'Kuwait', phoneCode: '+965' }]);
    }
    return json([]);
  });
}

describe('/account/addresses', () => {
  beforeEach(() => {
    localStorage.setItem(
      'accessToken',
      fakeJwt({ nameid: 'c-1', role: 'customer', sid: 's-1', exp: inOneHour() }),
    );
    localStorage.setItem('isGuest', 'false');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a guest to log in and back here', async () => {
    localStorage.setItem('accessToken', fakeJwt({ nameid: 'g-1', role: 'guest' }));
    localStorage.setItem('isGuest', 'true');
    const calls = mockApi();
    await renderPage();
    await screen.findByText('Login page at /login?returnTo=%2Faccount%2Faddresses');
    expect(calls).toHaveLength(0);
  });

  it("shows the address book, and a new address starts with the account's name and phone", async () => {
    mockApi();
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My addresses' })).toBeTruthy();
    expect(
      within(screen.getByRole('navigation')).getByRole('link', { name: 'My account' }),
    ).toHaveProperty('pathname', '/account/info');
    await userEvent.click(await screen.findByRole('button', { name: 'Add address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    expect((within(form).getByLabelText('Full name') as HTMLInputElement).value).toBe('Sara Ali');
    expect((within(form).getByLabelText('Phone') as HTMLInputElement).value).toBe('+96550001234');
    expect(document.title).toContain('My addresses');
  });
});
