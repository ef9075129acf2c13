import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch.ts';
import { descriptionOf, expectFieldError, expectFieldValid } from '../../test/fields.ts';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { renderWithApp, seededTheme } from '../../test/render.tsx';
import LoginPage from './login.tsx';

const customerTokens = {
  accessToken: fakeJwt({ nameid: 'c-1', role: 'customer', sid: 's-1', exp: inOneHour() }),
  expiresIn: 900,
  refreshToken: 'customer-refresh',
};

/** Counts renders of the account page: a login with returnTo must go straight there. */
const accountPageRenders = vi.fn();
function AccountStandIn() {
  accountPageRenders();
  return <p>Account page</p>;
}

function renderLogin(path = '/login', theme = seededTheme) {
  return renderWithApp(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/" element={<p>Home page</p>} />
      <Route path="/cart" element={<p>Cart page</p>} />
      <Route path="/account/info" element={<AccountStandIn />} />
    </Routes>,
    { path, theme },
  );
}

async function fillIn(email: string, password: string, rememberMe = false) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  if (rememberMe) await user.click(screen.getByLabelText('Remember me'));
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('/login', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    accountPageRenders.mockClear();
  });

  it('with "remember me" keeps the session in localStorage and goes to returnTo (spec 4)', async () => {
    localStorage.setItem('accessToken', fakeJwt({ nameid: 'g-1', role: 'guest' }));
    localStorage.setItem('isGuest', 'true');
    const calls = mockFetch(() => json(customerTokens));
    const { queryClient } = await renderLogin('/login?returnTo=%2Fcart');
    queryClient.setQueryData(['cart', 'detail'], { items: ['the guest cart'] });

    await fillIn('  Shopper@Example.com ', 'correct horse', true);

    await screen.findByText('Cart page');
    expect(accountPageRenders).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/account/login',
      body: { email: 'Shopper@Example.com', password: 'correct horse' },
    });
    expect(localStorage.getItem('accessToken')).toBe(customerTokens.accessToken);
    expect(localStorage.getItem('refreshToken')).toBe('customer-refresh');
    expect(localStorage.getItem('isGuest')).toBe('false');
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    // The previous user's data is gone; what every visitor shares is kept.
    expect(queryClient.getQueryData(['cart', 'detail'])).toBeUndefined();
    expect(
      queryClient.getQueryData(['theme', 'detail', { tenantId: 1, webAppId: 1, slot: 1 }]),
    ).toBeDefined();
  });

  it('without "remember me" keeps the session in sessionStorage only, and goes home', async () => {
    localStorage.setItem('accessToken', fakeJwt({ nameid: 'g-1', role: 'guest' }));
    localStorage.setItem('isGuest', 'true');
    mockFetch(() => json(customerTokens));
    await renderLogin();

    await fillIn('shopper@example.com', 'correct horse');

    await screen.findByText('Home page');
    expect(sessionStorage.getItem('accessToken')).toBe(customerTokens.accessToken);
    expect(sessionStorage.getItem('isGuest')).toBe('false');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('ignores a returnTo that leads to another site', async () => {
    mockFetch(() => json(customerTokens));
    await renderLogin('/login?returnTo=%2F%2Fevil.example%2Fcart');
    await fillIn('shopper@example.com', 'correct horse');
    await screen.findByText('Home page');
  });

  it('shows a refused login on the form, once, without retrying or refreshing', async () => {
    const calls = mockFetch(() =>
      json(
        { error: { code: 'unauthorized', message: 'The email or password is not correct.' } },
        401,
      ),
    );
    await renderLogin();
    await fillIn('shopper@example.com', 'wrong password');

    await screen.findByText('The email or password is not correct.');
    expect(screen.getByRole('alert').textContent).toBe('The email or password is not correct.');
    expectFieldValid(screen.getByLabelText('Email'));
    expectFieldValid(screen.getByLabelText('Password'));
    expect(calls).toHaveLength(1);
    screen.getByRole('button', { name: 'Log in' });
  });

  it('shows the rate limit message and an offline network on the form', async () => {
    let answer: () => Response | Promise<Response> = () =>
      json(
        { error: { code: 'rate_limited', message: 'Too many attempts. Try again in 2 minutes.' } },
        429,
      );
    mockFetch(() => answer());
    await renderLogin();
    const user = await fillIn('shopper@example.com', 'secret');
    await screen.findByText('Too many attempts. Try again in 2 minutes.');

    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText(/The shop cannot be reached/);
  });

  it('puts field errors from the server on their fields', async () => {
    mockFetch(() =>
      json(
        {
          error: {
            code: 'validation_failed',
            message: 'Invalid request. email: Enter a valid email address.',
            fields: { email: 'Enter a valid email address.' },
          },
        },
        400,
      ),
    );
    await renderLogin();
    await fillIn('shopper@example.com', 'secret');

    const email = screen.getByLabelText('Email');
    await waitFor(() => expectFieldError(email, 'Enter a valid email address.'));
    expect(document.activeElement).toBe(email);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('validates before sending and focuses the first invalid field', async () => {
    const calls = mockFetch(() => json(customerTokens));
    await renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expectFieldError(email, 'This field is required.');
    expectFieldError(screen.getByLabelText('Password'), 'This field is required.');
    expect(calls).toHaveLength(0);

    // While typing, the message follows the value.
    await user.type(email, 'not-an-email');
    expect(descriptionOf(email)).toBe('Enter a valid email address.');
    await user.type(email, '@example.com');
    expectFieldValid(email);
  });

  it('links to the forgotten password page, and to registration only when it is open', async () => {
    await renderLogin();
    const forgot = screen.getByRole('link', { name: 'Forgot your password?' });
    expect(forgot.getAttribute('href')).toBe('/forgot-password');
    const register = screen.getByRole('link', { name: 'Create an account' });
    expect(register.getAttribute('href')).toBe('/register');
  });

  it('has no registration link when registration is closed', async () => {
    await renderLogin('/login', { ...seededTheme, can_register: false });
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
  });

  it('sends a visitor who is already logged in to their account', async () => {
    localStorage.setItem('accessToken', customerTokens.accessToken);
    localStorage.setItem('isGuest', 'false');
    await renderLogin();
    await screen.findByText('Account page');
  });

  it('cannot be submitted twice while the first attempt is on its way', async () => {
    let release: (response: Response) => void = () => {};
    const calls = mockFetch(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    await renderLogin();
    const user = await fillIn('shopper@example.com', 'correct horse');
    const pending = await screen.findByRole('button', { name: 'Logging in…' });
    expect(pending.getAttribute('aria-disabled')).toBe('true');
    await user.click(pending);
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    expect(calls).toHaveLength(1);
    release(json(customerTokens));
    await screen.findByText('Home page');
  });
});
