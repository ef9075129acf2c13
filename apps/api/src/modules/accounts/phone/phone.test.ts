import { describe, expect, it } from 'vitest';
import { createGuest, useTestApp } from '../../../test/app.ts';
import {
  bearer,
  freshAddress,
  readOutbox,
  registerCustomer,
  waitForOutbox,
} from '../test-fixture.ts';

const codeIn = (body: string) => body.match(/\b(\d{6})\b/)?.[1];

describe('phone check and verification', () => {
  const t = useTestApp();
  const check = (phone: string, accessToken?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/users/phone/check?${new URLSearchParams({ PhoneNumber: phone })}`,
      headers: accessToken ? bearer(accessToken) : {},
      remoteAddress: freshAddress(),
    });
  const requestCode = (accessToken: string, phone: string, lang = 'en', name?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/phone/verify/request',
      headers: { ...bearer(accessToken), 'accept-language': lang },
      payload: { phone, ...(name ? { name } : {}) },
      remoteAddress: freshAddress(),
    });
  const confirm = (accessToken: string, phone: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/phone/verify/confirm',
      headers: bearer(accessToken),
      payload: { phone, code },
      remoteAddress: freshAddress(),
    });
  const me = async (user: { userId: string; accessToken: string }) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/users/customers/${user.userId}`,
        headers: bearer(user.accessToken),
      })
    ).json();

  it('GET users/phone/check normalises to E.164 in the shop country and tells availability', async () => {
    expect((await check('5000 3333')).json()).toEqual({
      phoneNumber: '+96550003333',
      isValid: true,
      isAvailable: true,
    });
    expect((await check('12345678')).json()).toEqual({
      phoneNumber: null,
      isValid: false,
      isAvailable: false,
    });
    const owner = await registerCustomer(t.app, { phone: '50004444' });
    expect((await check('+965 5000 4444')).json().isAvailable).toBe(false);
    // The owner's own number is available to the owner.
    expect((await check('50004444', owner.accessToken)).json().isAvailable).toBe(true);
    const malformed = await check('call me');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({ PhoneNumber: 'Enter a valid phone number.' });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/users/phone/check?PhoneNumber=',
    });
    expect(missing.statusCode).toBe(400);
  });

  it('sends a 6-digit code by SMS and a right code verifies the number', async () => {
    const customer = await registerCustomer(t.app);
    const response = await requestCode(customer.accessToken, '6000 5555', 'en', 'Fahad');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ phone: '+96560005555', expiresIn: t.config.phoneCodeTtl });
    const [sms] = await waitForOutbox(t.app, '+96560005555');
    expect(sms).toMatchObject({ channel: 'sms', subject: null });
    expect(sms!.body).toMatch(/^Your .+ verification code is \d{6}\. It expires in 10 minutes\./);
    // The caller's free text never reaches the SMS.
    expect(sms!.body).not.toContain('Fahad');
    const code = codeIn(sms!.body)!;

    expect((await confirm(customer.accessToken, '+96560005555', code)).statusCode).toBe(204);
    expect(await me(customer)).toMatchObject({ phone: '+96560005555', phoneVerified: true });
    // A code works once.
    expect((await confirm(customer.accessToken, '+96560005555', code)).statusCode).toBe(400);
  });

  it('a verified number stays verified when the profile is saved with it, not when it changes', async () => {
    const customer = await registerCustomer(t.app);
    const saveProfile = async (phone: string) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/users/customers/${customer.userId}`,
        headers: bearer(customer.accessToken),
        payload: { displayName: 'Verified Shopper', email: customer.email, phone, avatarPath: '' },
      });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    await requestCode(customer.accessToken, '60001212');
    const [sms] = await waitForOutbox(t.app, '+96560001212');
    expect((await confirm(customer.accessToken, '60001212', codeIn(sms!.body)!)).statusCode).toBe(
      204,
    );
    // The same number, written as the account page shows it: still verified.
    expect(await saveProfile('+965 6000 1212')).toMatchObject({
      phone: '+96560001212',
      phoneVerified: true,
    });
    expect((await me(customer)).phoneVerified).toBe(true);
    // Another number is not: the page offers to verify it again.
    expect(await saveProfile('6000 1313')).toMatchObject({
      phone: '+96560001313',
      phoneVerified: false,
    });
    expect(await me(customer)).toMatchObject({ phone: '+96560001313', phoneVerified: false });
    // Back to the verified one: it was verified for the number then, not for the account now.
    expect((await saveProfile('60001212')).phoneVerified).toBe(false);
  });

  it('a guest can verify too, and the SMS speaks the shopper’s language', async () => {
    const guest = await createGuest(t.app);
    await requestCode(guest.accessToken, '6000 6666', 'ar');
    const [sms] = await waitForOutbox(t.app, '+96560006666');
    expect(sms!.body).toMatch(/^رمز التحقق في .+ هو \d{6}\./);
    expect(sms!.body).toContain('10 دقائق');
    const code = codeIn(sms!.body)!;
    expect((await confirm(guest.accessToken, '60006666', code)).statusCode).toBe(204);
    expect(await me(guest)).toMatchObject({ role: 'guest', phoneVerified: true });
  });

  it('allows 5 guesses per code, then asks for a new one', async () => {
    const customer = await registerCustomer(t.app);
    await requestCode(customer.accessToken, '60007777');
    const [sms] = await waitForOutbox(t.app, '+96560007777');
    const code = codeIn(sms!.body)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const response = await confirm(customer.accessToken, '60007777', wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({
        code: 'The code is not correct or has expired.',
      });
    }
    const spent = await confirm(customer.accessToken, '60007777', code);
    expect(spent.statusCode).toBe(400);
    expect(spent.json().error.fields).toEqual({
      code: 'Too many wrong codes. Ask for a new code.',
    });
    expect((await me(customer)).phoneVerified).toBe(false);
  });

  it('allows 3 codes per number per 10 minutes (429), and only the latest code counts', async () => {
    const customer = await registerCustomer(t.app);
    for (let i = 0; i < 3; i++) {
      expect((await requestCode(customer.accessToken, '60008888')).statusCode).toBe(200);
    }
    const limited = await requestCode(customer.accessToken, '60008888');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.message).toBe('Too many attempts. Try again in 10 minutes.');

    const messages = await readOutbox(t.app, { to: '+96560008888' });
    expect(messages).toHaveLength(3);
    const [latest, older] = messages.map((m) => codeIn(m.body)!);
    if (older !== latest) {
      expect((await confirm(customer.accessToken, '60008888', older!)).statusCode).toBe(400);
    }
    expect((await confirm(customer.accessToken, '60008888', latest!)).statusCode).toBe(204);
  });

  it('answers 409 when another account took the number between the code and the confirmation', async () => {
    const guest = await createGuest(t.app);
    await requestCode(guest.accessToken, '60005050');
    const [sms] = await waitForOutbox(t.app, '+96560005050');
    await registerCustomer(t.app, { phone: '+96560005050' });
    const late = await confirm(guest.accessToken, '60005050', codeIn(sms!.body)!);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.fields).toEqual({ phone: 'Another account uses this phone number.' });
  });

  it('caps the codes one number receives from everyone, since guests are cheap to make', async () => {
    const guests = await Promise.all([1, 2, 3].map(() => createGuest(t.app)));
    for (const guest of guests.slice(0, 2)) {
      for (let i = 0; i < 3; i++) {
        expect((await requestCode(guest.accessToken, '60003030')).statusCode).toBe(200);
      }
    }
    expect((await requestCode(guests[2]!.accessToken, '60003030')).statusCode).toBe(429);
    // Another number is not affected.
    expect((await requestCode(guests[2]!.accessToken, '60004040')).statusCode).toBe(200);
  });

  it('refuses numbers that are invalid or another account’s, and callers without a token', async () => {
    const owner = await registerCustomer(t.app, { phone: '60009999' });
    const other = await registerCustomer(t.app);
    const taken = await requestCode(other.accessToken, '+96560009999');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ phone: 'Another account uses this phone number.' });
    expect((await requestCode(owner.accessToken, '60009999')).statusCode).toBe(200);

    const invalid = await requestCode(other.accessToken, '12345678');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({ phone: 'Enter a valid phone number.' });
    const badCode = await confirm(other.accessToken, '60001234', '12ab');
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().error.fields).toEqual({ code: 'Enter the 6-digit code.' });
    const noCode = await confirm(other.accessToken, '60001234', '123456');
    expect(noCode.statusCode).toBe(400);

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/phone/verify/request',
      payload: { phone: '60001234' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
