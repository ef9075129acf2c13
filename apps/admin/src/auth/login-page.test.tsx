import { json, mockFetch } from '@storefront/client/testing/fetch';
import { fakeJwt, inOneHour } from '@storefront/client/testing/jwt';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test/render.tsx';
import LoginPage from './login-page.tsx';

const tokens = () => ({
  accessToken: fakeJwt({ nameid: 'u1', role: 'customer', sid: 's1', exp: inOneHour() }),
  refreshToken: 'refresh',
  expiresIn: 900,
});
const theme = { title: 'Dukkan', color: '#57b568' };

async function signIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'customer@dukkan.demo');
  await user.type(screen.getByLabelText('Password'), 'dukkan-shopper-2026');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('signing in to the back office', () => {
  it("refuses a customer's account: says so and keeps no token", async () => {
    const calls = mockFetch(({ url }) => {
      if (url.startsWith('/api/account/login')) return json(tokens());
      if (url.startsWith('/api/admin/me')) {
        return json({ error: { code: 'forbidden', message: 'errors.notStaff' } }, 403);
      }
      return json(theme);
    });
    renderAt(<LoginPage />, { path: '/login' });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This account has no access to the back office.',
    );
    expect(localStorage.getItem('admin.accessToken')).toBeNull();
    expect(localStorage.getItem('admin.refreshToken')).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/admin/me'))).toBe(true);
  });

  it('says the same when sent back from a page (reason=not-staff), in Arabic too', () => {
    mockFetch(() => json(theme));
    renderAt(<LoginPage />, { path: '/login?reason=not-staff', lang: 'ar' });
    expect(screen.getByRole('alert').textContent).toBe(
      'هذا الحساب لا يملك صلاحية الدخول إلى لوحة الإدارة.',
    );
  });

  it('keeps the tokens of a staff member and goes on', async () => {
    mockFetch(({ url }) => {
      if (url.startsWith('/api/account/login')) return json(tokens());
      if (url.startsWith('/api/admin/me')) {
        return json({
          id: 'u1',
          email: 'owner@dukkan.demo',
          displayName: 'Noor',
          roleId: 'owner',
          roleName: { en: 'Owner' },
          permissions: ['catalogue.read'],
        });
      }
      return json(theme);
    });
    renderAt(<LoginPage />, { path: '/login?next=/staff' });
    await signIn();
    await waitFor(() => expect(localStorage.getItem('admin.accessToken')).not.toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
