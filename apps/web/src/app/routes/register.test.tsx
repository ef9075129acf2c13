import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch.ts';
import { expectFieldError } from '../../test/fields.ts';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { renderWithApp, seededTheme } from '../../test/render.tsx';
import RegisterPage from './register.tsx';

const showToast = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../lib/toast.ts', () => ({ showToast }));

const guestToken = fakeJwt({ nameid: 'guest-7', role: 'guest', sid: 'g-s', exp: inOneHour() });
const customerTokens = {
  accessToken: fakeJwt({ nameid: 'guest-7', role: 'customer', sid: 'c-s', exp: inOneHour() }),
  expiresIn: 900,
  refreshToken: 'customer-refresh',
};

function renderRegister(path = '/register', theme = seededTheme) {
  return renderWithApp(
    <Routes>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/account/info" element={<p>Account page</p>} />
      <Route path="/wishlist" element={<p>Wishlist page</p>} />
    </Routes>,
    { path, theme },
  );
}

async function fillIn({ confirm = 'a long passphrase', phone = '' } = {}) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Sara Ali');
  await user.type(screen.getByLabelText('Email'), 'sara@example.com');
  if (phone) await user.type(screen.getByLabelText(/Phone number/), phone);
  await user.type(screen.getByLabelText('Password'), 'a long passphrase');
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  return user;
}

describe('/register', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    showToast.mockClear();
  });

  it("starts the email field with a guest's order email handed over by the confirmation page", async () => {
    await renderWithApp(
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
      </Routes>,
      { path: '/register', state: { email: 'guest@example.com' } },
    );
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe(
      'guest@example.com',
    );
  });

  it('upgrades the current guest (role and user headers), keeps the login and opens the account', async () => {
    localStorage.setItem('accessToken', guestToken);
    localStorage.setItem('isGuest', 'true');
    const calls = mockFetch(() => json(customerTokens, 201));
    await renderRegister();

    const user = await fillIn({ phone: '5000 1234' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await screen.findByText('Account page');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/users/customers/register',
      headers: {
        'x-role': 'guest',
        'x-user-id': 'guest-7',
        authorization: `Bearer ${guestToken}`,
      },
      body: {
        displayName: 'Sara Ali',
        email: 'sara@example.com',
        phone: '5000 1234',
        password: 'a long passphrase',
      },
    });
    expect(calls[0]?.body).not.toHaveProperty('confirmPassword');
    // A registration is kept persistently, as a customer.
    expect(localStorage.getItem('accessToken')).toBe(customerTokens.accessToken);
    expect(localStorage.getItem('isGuest')).toBe('false');
    expect(showToast).toHaveBeenCalledWith('success', 'Welcome, Sara Ali! Your account is ready.');
  });

  it('goes back to returnTo when there is one', async () => {
    localStorage.setItem('accessToken', guestToken);
    localStorage.setItem('isGuest', 'true');
    mockFetch(() => json(customerTokens, 201));
    await renderRegister('/register?returnTo=%2Fwishlist');
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('Wishlist page');
  });

  it('checks that the two passwords match while typing, before sending anything', async () => {
    const calls = mockFetch(() => json(customerTokens, 201));
    await renderRegister();
    const user = await fillIn({ confirm: 'a long passphrasf' });
    await user.tab();
    const confirm = screen.getByLabelText('Confirm password');
    await waitFor(() => expectFieldError(confirm, 'The passwords do not match.'));

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    expect(calls).toHaveLength(0);

    await user.clear(confirm);
    await user.type(confirm, 'a long passphrase');
    expect(confirm.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the password rule with its length', async () => {
    await renderRegister();
    const user = userEvent.setup();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'short');
    await user.tab();
    await waitFor(() => expectFieldError(password, 'Use at least 8 characters.'));
  });

  it('puts a taken email on the email field', async () => {
    mockFetch(() =>
      json(
        {
          error: {
            code: 'conflict',
            message: 'An account with this email already exists.',
            fields: { email: 'An account with this email already exists.' },
          },
        },
        409,
      ),
    );
    await renderRegister();
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expectFieldError(email, 'An account with this email already exists.'));
    expect(document.activeElement).toBe(email);
  });

  it('is the not-found page when the theme closes registration (spec 2)', async () => {
    const calls = mockFetch(() => json({}));
    await renderRegister('/register', { ...seededTheme, can_register: false });
    screen.getByRole('heading', { name: 'Page not found' });
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('sends a visitor who is already logged in to their account', async () => {
    localStorage.setItem('accessToken', customerTokens.accessToken);
    localStorage.setItem('isGuest', 'false');
    await renderRegister();
    await screen.findByText('Account page');
  });
});
