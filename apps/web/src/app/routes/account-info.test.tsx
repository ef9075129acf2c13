import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedCall } from '../../test/fetch.ts';
import { expectFieldError } from '../../test/fields.ts';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { renderWithApp } from '../../test/render.tsx';
import AccountInfoPage from './account-info.tsx';

const showToast = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../lib/toast.ts', () => ({ showToast }));
const logout = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../features/sessions/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../features/sessions/index.ts')>()),
  logout,
  isLoggingOut: () => false,
}));

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

function renderAccount() {
  return renderWithApp(
    <Routes>
      <Route path="/account/info" element={<AccountInfoPage />} />
      <Route path="/login" element={<LoginStandIn />} />
    </Routes>,
    { path: '/account/info' },
  );
}

type Handler = (call: RecordedCall) => Response | Promise<Response> | undefined;

/** GET answers the customer; other calls go to `handler`. */
const api = (handler: Handler = () => undefined) =>
  mockFetch(
    (call) =>
      handler(call) ??
      (call.method === 'GET' ? json(customer) : new Response(null, { status: 204 })),
  );

describe('/account/info', () => {
  beforeEach(() => {
    localStorage.setItem(
      'accessToken',
      fakeJwt({ nameid: 'c-1', role: 'customer', sid: 's-1', exp: inOneHour() }),
    );
    localStorage.setItem('isGuest', 'false');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    showToast.mockClear();
    logout.mockClear();
  });

  it('sends a guest to log in and back here', async () => {
    localStorage.setItem('accessToken', fakeJwt({ nameid: 'g-1', role: 'guest' }));
    localStorage.setItem('isGuest', 'true');
    const calls = api();
    await renderAccount();
    await screen.findByText('Login page at /login?returnTo=%2Faccount%2Finfo');
    expect(calls).toHaveLength(0);
  });

  it("loads the customer's details into the profile form", async () => {
    const calls = api();
    await renderAccount();
    screen.getByRole('status');
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    expect(name.value).toBe('Sara Ali');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('sara@example.com');
    // The saved number in groups, and whether it is verified.
    expect((screen.getByLabelText(/Phone number/) as HTMLInputElement).value).toBe(
      '+965 5000 1234',
    );
    screen.getByText('Not verified');
    screen.getByRole('button', { name: 'Verify' });
    screen.getByText('Hello, Sara Ali');
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/users/customers/c-1' });
  });

  it('shows a verified phone as verified, and asks to save a changed number before verifying it', async () => {
    api((call) => (call.method === 'GET' ? json({ ...customer, phoneVerified: true }) : undefined));
    await renderAccount();
    const user = userEvent.setup();
    const phone = await screen.findByLabelText(/Phone number/);
    screen.getByText('Verified');
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    await user.clear(phone);
    await user.type(phone, '6000 1111');
    screen.getByText('Save the new number, then verify it.');
    expect(screen.queryByText('Verified')).toBeNull();
    // Back to the saved number: its state again.
    await user.clear(phone);
    await user.type(phone, '+965 5000 1234');
    screen.getByText('Verified');
  });

  it('links to the orders and the address book', async () => {
    api();
    await renderAccount();
    await screen.findByLabelText('Name');
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe(
      '/account/orders',
    );
    expect(screen.getByRole('link', { name: 'My addresses' }).getAttribute('href')).toBe(
      '/account/addresses',
    );
  });

  it('saves the profile with an empty avatarPath (spec 7) and says so', async () => {
    const calls = api((call) =>
      call.method === 'PUT' ? json({ ...customer, displayName: 'Sara A.' }) : undefined,
    );
    await renderAccount();
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Sara A.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('success', 'Your details have been saved.'),
    );
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/users/customers/c-1',
      body: {
        displayName: 'Sara A.',
        email: 'sara@example.com',
        phone: '+965 5000 1234',
        avatarPath: '',
      },
    });
    await screen.findByText('Hello, Sara A.');
  });

  it('puts server field errors on the profile fields', async () => {
    api((call) =>
      call.method === 'PUT'
        ? json(
            {
              error: {
                code: 'conflict',
                message: 'Another account uses this phone number.',
                fields: { phone: 'Another account uses this phone number.' },
              },
            },
            409,
          )
        : undefined,
    );
    await renderAccount();
    await screen.findByLabelText('Name');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save changes' }));
    const phone = screen.getByLabelText(/Phone number/);
    await waitFor(() => expectFieldError(phone, 'Another account uses this phone number.'));
    expect(showToast).not.toHaveBeenCalled();
  });

  it('changes the password, says so and clears the form', async () => {
    const calls = api();
    await renderAccount();
    const user = userEvent.setup();
    const current = (await screen.findByLabelText('Current password')) as HTMLInputElement;
    await user.type(current, 'old secret');
    await user.type(screen.getByLabelText('New password'), 'a new passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'a new passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('success', 'Your password has been changed.'),
    );
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/users/c-1/change-customer-password',
      body: { oldPassword: 'old secret', newPassword: 'a new passphrase' },
    });
    expect(current.value).toBe('');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
  });

  it('shows a wrong current password on its field', async () => {
    api((call) =>
      call.method === 'PUT'
        ? json(
            {
              error: {
                code: 'validation_failed',
                message: 'The current password is not correct.',
                fields: { oldPassword: 'The current password is not correct.' },
              },
            },
            400,
          )
        : undefined,
    );
    await renderAccount();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'wrong');
    await user.type(screen.getByLabelText('New password'), 'a new passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'a new passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expectFieldError(
        screen.getByLabelText('Current password'),
        'The current password is not correct.',
      ),
    );
  });

  it('shows a failed load with a way to try again', async () => {
    let up = false;
    api((call) =>
      call.method === 'GET' && !up
        ? json({ error: { code: 'internal', message: 'Something went wrong.' } }, 500)
        : undefined,
    );
    await renderAccount();
    // The default query client retries a 5xx; the test client does not.
    await screen.findByText('Your account details could not be loaded.');
    up = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByLabelText('Name');
  });

  it('logs out from the page', async () => {
    api();
    await renderAccount();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(logout).toHaveBeenCalledTimes(1);
    const pending = screen.getByRole('button', { name: 'Logging out…' });
    await user.click(pending);
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
