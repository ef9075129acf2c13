import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch.ts';
import { expectFieldError } from '../../test/fields.ts';
import { renderWithApp } from '../../test/render.tsx';
import ResetPasswordPage from './reset-password.tsx';

const showToast = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../lib/toast.ts', () => ({ showToast }));

const token = 'a'.repeat(43);
const linkPath = `/reset-password?email=sara%40example.com&token=${token}`;

function renderReset(path: string) {
  return renderWithApp(
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/login" element={<p>Login page</p>} />
    </Routes>,
    { path },
  );
}

describe('/reset-password', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    showToast.mockClear();
  });

  it('says a link without its token cannot be used, without asking the server', async () => {
    const calls = mockFetch(() => json({}));
    await renderReset('/reset-password?email=sara%40example.com');
    screen.getByRole('heading', { name: 'This link cannot be used' });
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(calls).toHaveLength(0);
  });

  it('says so when the server refuses the link (expired or used)', async () => {
    const calls = mockFetch(() =>
      json(
        {
          error: {
            code: 'bad_request',
            message: 'This reset link is not valid or has expired. Ask for a new one.',
          },
        },
        400,
      ),
    );
    await renderReset(linkPath);
    await screen.findByRole('heading', { name: 'This link cannot be used' });
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: `/api/account/reset-password?email=sara%40example.com&token=${token}`,
    });
  });

  it('sets the new password, confirms it and sends the shopper to log in', async () => {
    const calls = mockFetch((call) =>
      call.method === 'GET' ? json({ valid: true }) : new Response(null, { status: 204 }),
    );
    await renderReset(linkPath);
    await screen.findByLabelText('New password');
    screen.getByText('For your account \u2068sara@example.com\u2069.');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'a fresh passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'a fresh passphrase');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    await screen.findByText('Login page');
    expect(calls[1]).toMatchObject({
      method: 'PUT',
      url: '/api/account/reset-password',
      body: { email: 'sara@example.com', token, newPassword: 'a fresh passphrase' },
    });
    expect(showToast).toHaveBeenCalledWith(
      'success',
      'Your password has been changed. Log in with your new password.',
    );
  });

  it('puts a refused password on its field', async () => {
    mockFetch((call) =>
      call.method === 'GET'
        ? json({ valid: true })
        : json(
            {
              error: {
                code: 'validation_failed',
                message: 'Invalid request.',
                fields: {
                  newPassword: 'This password is too common. Choose one that is harder to guess.',
                },
              },
            },
            400,
          ),
    );
    await renderReset(linkPath);
    await screen.findByLabelText('New password');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'password123');
    await user.type(screen.getByLabelText('Confirm new password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() =>
      expectFieldError(
        screen.getByLabelText('New password'),
        'This password is too common. Choose one that is harder to guess.',
      ),
    );
  });

  it('offers to try again when the server cannot be reached', async () => {
    let online = false;
    mockFetch(() =>
      online ? json({ valid: true }) : Promise.reject(new TypeError('Failed to fetch')),
    );
    await renderReset(linkPath);
    await screen.findByText(/The shop cannot be reached/);
    online = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByLabelText('New password');
  });
});
