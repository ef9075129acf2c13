import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../lib/toast.ts';
import { json, mockFetch, type RecordedCall } from '../../../test/fetch.ts';
import { fakeJwt, inOneHour } from '../../../test/jwt.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { PhoneVerification } from './phone-verification.tsx';

vi.mock('../../../lib/toast.ts', () => ({
  showToast: vi.fn(async () => {}),
  isToasterRequested: () => false,
  subscribeToToasterRequest: () => () => {},
}));

const PHONE = '+96555123456';
const refusal = (status: number, message: string, fields?: Record<string, string>) =>
  json(
    {
      error: { code: status === 429 ? 'too_many_requests' : 'validation_failed', message, fields },
    },
    status,
  );

/** The phone API: each request or confirmation answers the next of `answers` for its path. */
function mockPhoneApi(answers: { request?: Response[]; confirm?: Response[] }) {
  return mockFetch((call: RecordedCall) => {
    const list = call.url.endsWith('/phone/verify/request') ? answers.request : answers.confirm;
    return list?.shift() ?? new Response(null, { status: 204 });
  });
}

describe('PhoneVerification', () => {
  beforeEach(() => {
    localStorage.setItem(
      'accessToken',
      fakeJwt({ nameid: 'c-1', role: 'customer', exp: inOneHour() }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows a verified number as verified, with nothing to do', async () => {
    await renderWithApp(<PhoneVerification phone={PHONE} verified />);
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
  });

  it('sends a code, asks for it with a countdown to resend, and shows the API’s refusals on the field', async () => {
    const user = userEvent.setup();
    const calls = mockPhoneApi({
      request: [json({ phone: PHONE, expiresIn: 600 })],
      confirm: [refusal(400, 'Invalid', { code: 'The code is not correct or has expired.' })],
    });
    await renderWithApp(<PhoneVerification phone={PHONE} verified={false} />);
    expect(screen.getByText('Not verified')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const code = await screen.findByLabelText('Verification code');
    expect(calls[0]).toMatchObject({ method: 'POST', body: { phone: PHONE } });
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('maxlength')).toBe('6');
    // The number in groups, kept left to right.
    expect(screen.getByText('+965 5512 3456').tagName).toBe('BDI');
    const resend = screen.getByRole('button', { name: /^Resend in/ });
    expect(resend.textContent).toBe('Resend in \u20681:00\u2069');
    expect((resend as HTMLButtonElement).disabled).toBe(true);

    // Too short: said before asking the API.
    await user.type(code, '12a3');
    expect((code as HTMLInputElement).value).toBe('123');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter the 6-digit code.')).toBeTruthy();
    expect(calls).toHaveLength(1);

    await user.type(code, '456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The code is not correct or has expired.')).toBeTruthy();
    expect(calls[1]).toMatchObject({ body: { phone: PHONE, code: '123456' } });
    expect(code.getAttribute('aria-invalid')).toBe('true');
  });

  it('says so when too many codes were asked for', async () => {
    const user = userEvent.setup();
    mockPhoneApi({ request: [refusal(429, 'Too many attempts. Try again in 10 minutes.')] });
    await renderWithApp(<PhoneVerification phone={PHONE} verified={false} />);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Try again in 10 minutes.',
    );
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  });

  it('a right code verifies the number', async () => {
    const user = userEvent.setup();
    mockPhoneApi({ request: [json({ phone: PHONE, expiresIn: 600 })] });
    await renderWithApp(<PhoneVerification phone={PHONE} verified={false} />);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.type(await screen.findByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('success', 'Your phone number is verified.'),
    );
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  });
});
