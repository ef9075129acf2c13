import { TENANT } from '@storefront/contracts/http';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedCall } from '../../test/fetch.ts';
import { fakeJwt } from '../../test/jwt.ts';
import { renderWithApp } from '../../test/render.tsx';
import StaffPage from './staff.tsx';

const showToast = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../lib/toast.ts', () => ({
  showToast,
  isToasterRequested: () => false,
  subscribeToToasterRequest: () => () => {},
}));

const SARA = 'c0ffee00-0000-4000-8000-000000000003';
const OMAR = 'c0ffee00-0000-4000-8000-000000000004';
const customers = [
  { userId: SARA, displayName: 'Sara Al-Sabah', email: 'sara@example.com' },
  { userId: OMAR, displayName: null, email: 'omar@example.com' },
];
const staffToken = fakeJwt({ nameid: 'staff-1', role: 'staff' });
const impersonationToken = fakeJwt({
  nameid: SARA,
  role: 'customer',
  sid: 'imp-1',
  imp: 'staff-1',
});

function mockStaffApi() {
  return mockFetch((call: RecordedCall) => {
    const url = new URL(call.url, 'http://shop.test');
    if (url.pathname === '/api/staff/customers') {
      const query = (url.searchParams.get('query') ?? '').toLowerCase();
      return json(
        customers.filter((c) => `${c.displayName} ${c.email}`.toLowerCase().includes(query)),
      );
    }
    if (url.pathname === '/api/staff/impersonations' && call.method === 'POST') {
      return json(
        { impersonationToken, expiresIn: 3600, sessionId: 'imp-1', customer: customers[0] },
        201,
      );
    }
    return json({ error: { code: 'not_found', message: call.url } }, 404);
  });
}

function HomeStub() {
  const { pathname } = useLocation();
  return <h1>Home page at {pathname}</h1>;
}

const renderStaffPage = () =>
  renderWithApp(
    <Routes>
      <Route path="/staff" element={<StaffPage />} />
      <Route path="/" element={<HomeStub />} />
    </Routes>,
    { path: '/staff' },
  );

const signIn = (role: 'staff' | 'customer') => {
  localStorage.setItem(
    'accessToken',
    role === 'staff' ? staffToken : fakeJwt({ nameid: 'c-1', role: 'customer' }),
  );
  localStorage.setItem('isGuest', 'false');
};

describe('StaffPage', () => {
  const assign = vi.fn();
  const reload = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('location', { ...window.location, assign, reload });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockReset();
    reload.mockReset();
    showToast.mockClear();
  });

  it('tells anyone but staff that the page is for staff, with a way to sign in', async () => {
    const calls = mockStaffApi();
    signIn('customer');
    await renderStaffPage();
    expect(screen.getByRole('heading', { level: 1, name: 'This page is for staff' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in as staff' }).getAttribute('href')).toBe(
      '/login?returnTo=/staff',
    );
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('lists customers with their name and email, and announces how many', async () => {
    const calls = mockStaffApi();
    signIn('staff');
    await renderStaffPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Browse as a customer' })).toBeTruthy();
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Customers found: 2'));
    const list = screen.getByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('Sara Al-Sabah');
    expect(rows[0]?.textContent).toContain('sara@example.com');
    expect(within(list).getByRole('button', { name: 'Browse as Sara Al-Sabah' })).toBeTruthy();
    // No name: the email names the customer.
    expect(within(list).getByRole('button', { name: 'Browse as omar@example.com' })).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/staff/customers?%24top=20');
    expect(calls[0]?.headers.authorization).toBe(`Bearer ${staffToken}`);
  });

  it('searches as the staff member types, once typing pauses', async () => {
    const calls = mockStaffApi();
    signIn('staff');
    const user = userEvent.setup();
    await renderStaffPage();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Customers found: 2'));
    await user.type(screen.getByRole('searchbox', { name: 'Find a customer' }), 'omar');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Customers found: 1'));
    const searches = calls.filter((c) => c.url.startsWith('/api/staff/customers'));
    // The first list, then one search for the whole word: not one per key stroke.
    expect(searches.map((c) => c.url)).toEqual([
      '/api/staff/customers?%24top=20',
      '/api/staff/customers?query=omar&%24top=20',
    ]);
    await user.clear(screen.getByRole('searchbox', { name: 'Find a customer' }));
    await user.type(screen.getByRole('searchbox', { name: 'Find a customer' }), 'nobody{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('No customer matches your search.'),
    );
  });

  it('starts browsing as a customer: token in sessionStorage, staff data dropped, home without a reload', async () => {
    const calls = mockStaffApi();
    signIn('staff');
    const user = userEvent.setup();
    const { queryClient } = await renderStaffPage();
    queryClient.setQueryData(['cart', 'detail'], { items: ['the staff member’s'] });
    await user.click(await screen.findByRole('button', { name: 'Browse as Sara Al-Sabah' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Home page at /' })).toBeTruthy();
    const start = calls.find((c) => c.url === '/api/staff/impersonations');
    expect(start).toMatchObject({ method: 'POST', body: { customerId: SARA } });
    expect(start?.headers.authorization).toBe(`Bearer ${staffToken}`);
    expect(sessionStorage.getItem('impersonationToken')).toBe(impersonationToken);
    expect(localStorage.getItem('impersonationToken')).toBeNull();
    // Spec 4: starting impersonation sets isGuest false; the staff's own token stays.
    expect(localStorage.getItem('isGuest')).toBe('false');
    expect(localStorage.getItem('accessToken')).toBe(staffToken);
    expect(queryClient.getQueryData(['cart', 'detail'])).toBeUndefined();
    // What every visitor sees alike stays: the header does not blink.
    expect(queryClient.getQueryData(['theme', 'detail', TENANT])).toBeTruthy();
    // The banner can name the customer without another call.
    expect(queryClient.getQueryData(['impersonation', 'detail', SARA])).toEqual(customers[0]);
    expect(assign).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('refuses an impersonation token that names no user (spec 8)', async () => {
    mockFetch((call) =>
      call.url.startsWith('/api/staff/customers')
        ? json(customers)
        : json(
            {
              impersonationToken: fakeJwt({ role: 'customer' }),
              expiresIn: 3600,
              sessionId: 'x',
              customer: customers[0],
            },
            201,
          ),
    );
    signIn('staff');
    const user = userEvent.setup();
    await renderStaffPage();
    await user.click(await screen.findByRole('button', { name: 'Browse as Sara Al-Sabah' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'error',
        'Invalid impersonated token. Ending impersonation.',
      ),
    );
    expect(sessionStorage.getItem('impersonationToken')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Browse as a customer' })).toBeTruthy();
  });

  it('says so when the session cannot be started', async () => {
    mockFetch((call) =>
      call.url.startsWith('/api/staff/customers')
        ? json(customers)
        : json({ error: { code: 'forbidden', message: 'no' } }, 403),
    );
    signIn('staff');
    const user = userEvent.setup();
    await renderStaffPage();
    await user.click(await screen.findByRole('button', { name: 'Browse as Sara Al-Sabah' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'error',
        'The session could not be started. Try again.',
      ),
    );
    expect(sessionStorage.getItem('impersonationToken')).toBeNull();
  });

  it('does not search while already impersonating', async () => {
    const calls = mockStaffApi();
    signIn('staff');
    sessionStorage.setItem('impersonationToken', impersonationToken);
    await renderStaffPage();
    expect(
      screen.getByText(
        'You are browsing as a customer. Finish that session before choosing another customer.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
