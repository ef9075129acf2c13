import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch.ts';
import { renderWithApp } from '../../test/render.tsx';
import ForgotPasswordPage from './forgot-password.tsx';

const confirmation = (email: string) =>
  `If an account exists for \u2068${email}\u2069, we have sent it a link to reset the password. The link is valid for one hour.`;

async function ask(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send the link' }));
  return user;
}

describe('/forgot-password', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for a link and says the same thing whether or not the email has an account', async () => {
    const calls = mockFetch(() => new Response(null, { status: 202 }));
    await renderWithApp(<ForgotPasswordPage />, { path: '/forgot-password' });

    const user = await ask('someone@example.com');
    const message = await screen.findByText(confirmation('someone@example.com'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/account/forgot-password',
      body: { email: 'someone@example.com' },
    });
    // The confirmation takes focus, so it is read out.
    expect(document.activeElement?.contains(message)).toBe(true);
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe(
      '/login',
    );

    // Another address: the form again, then the same wording.
    await user.click(screen.getByRole('button', { name: 'Try another email address' }));
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('someone@example.com');
    await user.clear(email);
    await ask('nobody@example.com');
    await screen.findByText(confirmation('nobody@example.com'));
  });

  it('shows a rate limit on the form and keeps it', async () => {
    mockFetch(() =>
      json(
        { error: { code: 'rate_limited', message: 'Too many attempts. Try again in 5 minutes.' } },
        429,
      ),
    );
    await renderWithApp(<ForgotPasswordPage />, { path: '/forgot-password' });
    await ask('someone@example.com');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Too many attempts. Try again in 5 minutes.',
      ),
    );
    expect(screen.queryByText(/If an account exists/)).toBeNull();
  });
});
