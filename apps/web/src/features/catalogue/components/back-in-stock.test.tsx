import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInGuest } from '../../../test/cart-fixtures.ts';
import { json, mockFetch } from '../../../test/fetch.ts';
import { fakeJwt, inOneHour } from '../../../test/jwt.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { BackInStock } from './back-in-stock.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const field = () => screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
const button = () => screen.getByRole('button', { name: "Tell me when it's back" });

describe('BackInStock', () => {
  it('asks for an email and says where the email will go, focused so it is read out', async () => {
    signInGuest();
    const calls = mockFetch(() => json({ productId: 7, email: 'lina@example.com' }, 201));
    await renderWithApp(<BackInStock productId={7} />);
    expect(screen.getByRole('heading', { name: "Want it when it's back?" })).toBeTruthy();
    expect(field().value).toBe('');
    expect(field().getAttribute('autocomplete')).toBe('email');
    await userEvent.type(field(), 'Lina@Example.com');
    await userEvent.click(button());
    const done = await screen.findByRole('status');
    expect(done.textContent).toBe("We'll email lina@example.com when it's back.");
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { email: 'Lina@Example.com' } });
    expect(calls[0]?.url).toContain('/api/products/7/stock-alerts');
  });

  it("shows the API's message for the email on the field, and focuses it", async () => {
    signInGuest();
    mockFetch(() =>
      json(
        {
          error: {
            code: 'validation_failed',
            message: 'Enter a valid email address.',
            fields: { email: 'Enter a valid email address.' },
          },
        },
        400,
      ),
    );
    await renderWithApp(<BackInStock productId={7} />);
    await userEvent.type(field(), 'lina@');
    await userEvent.click(button());
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so on the form when asked too often', async () => {
    signInGuest();
    mockFetch(() => json({ error: { code: 'rate_limited', message: 'Too many attempts.' } }, 429));
    await renderWithApp(<BackInStock productId={7} />);
    await userEvent.type(field(), 'lina@example.com');
    await userEvent.click(button());
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts.');
  });

  it("starts with a signed-in customer's own email", async () => {
    localStorage.setItem(
      'accessToken',
      fakeJwt({ nameid: 'c-1', role: 'customer', exp: inOneHour() }),
    );
    localStorage.setItem('isGuest', 'false');
    const calls = mockFetch((call) =>
      call.url.includes('/users/customers/c-1')
        ? json({ userId: 'c-1', email: 'sara@example.com', displayName: 'Sara' })
        : json({ productId: 7, email: 'sara@example.com' }, 201),
    );
    await renderWithApp(<BackInStock productId={7} />);
    await waitFor(() => expect(field().value).toBe('sara@example.com'));
    await userEvent.click(button());
    await screen.findByRole('status');
    expect(calls.at(-1)?.body).toEqual({ email: 'sara@example.com' });
  });
});
