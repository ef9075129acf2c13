import { describe, expect, it } from 'vitest';
import { createGuest, useTestApp } from '../../../test/app.ts';
import { bearer, registerCustomer, uniqueEmail } from '../test-fixture.ts';

describe('GET and PUT /api/users/customers/{userId}', () => {
  const t = useTestApp();
  const get = (userId: string, accessToken: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/users/customers/${userId}`,
      headers: bearer(accessToken),
    });
  const put = (userId: string, accessToken: string, payload: object, lang = 'en') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/customers/${userId}`,
      headers: { ...bearer(accessToken), 'accept-language': lang },
      payload,
    });

  it("answers the caller's own record; a guest's is empty", async () => {
    const customer = await registerCustomer(t.app, { displayName: 'Huda' });
    const response = await get(customer.userId, customer.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userId: customer.userId,
      role: 'customer',
      displayName: 'Huda',
      email: customer.email,
      phone: null,
      phoneVerified: false,
      avatarPath: '',
    });
    const guest = await createGuest(t.app);
    expect((await get(guest.userId, guest.accessToken)).json()).toMatchObject({
      role: 'guest',
      email: null,
    });
    // Someone else's id is refused by the platform's {userId} check.
    expect((await get(guest.userId, customer.accessToken)).statusCode).toBe(403);
    expect((await get(customer.userId, 'not-a-token')).statusCode).toBe(401);
  });

  it('updates name, email and phone as the storefront sends them (with an empty avatarPath)', async () => {
    const customer = await registerCustomer(t.app);
    const email = uniqueEmail('Renamed');
    const response = await put(customer.userId, customer.accessToken, {
      displayName: 'Renamed Shopper',
      email,
      phone: '+965 6000 1111',
      avatarPath: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      displayName: 'Renamed Shopper',
      email: email.toLowerCase(),
      phone: '+96560001111',
      phoneVerified: false,
    });
    expect((await get(customer.userId, customer.accessToken)).json().email).toBe(
      email.toLowerCase(),
    );
    // Without phone the number stays; an empty one removes it.
    const kept = await put(customer.userId, customer.accessToken, { displayName: 'A', email });
    expect(kept.json().phone).toBe('+96560001111');
    const removed = await put(customer.userId, customer.accessToken, {
      displayName: 'A',
      email,
      phone: '',
    });
    expect(removed.json().phone).toBeNull();
  });

  it('answers 409 naming the field another account holds, and 400 for bad input', async () => {
    const a = await registerCustomer(t.app, { phone: '60002222' });
    const b = await registerCustomer(t.app);
    const taken = await put(b.userId, b.accessToken, {
      displayName: 'B',
      email: a.email,
      phone: '+96560002222',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({
      email: 'An account with this email already exists.',
      phone: 'Another account uses this phone number.',
    });
    const inArabic = await put(b.userId, b.accessToken, { displayName: 'B', email: a.email }, 'ar');
    expect(inArabic.json().error.fields).toEqual({ email: 'يوجد حساب بهذا البريد الإلكتروني.' });

    const malformed = await put(b.userId, b.accessToken, {
      displayName: 'x'.repeat(101),
      email: 'not-an-email',
      phone: 'abc',
    });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().error.fields).sort()).toEqual([
      'displayName',
      'email',
      'phone',
    ]);
    const invalidNumber = await put(b.userId, b.accessToken, {
      displayName: 'B',
      email: b.email,
      phone: '12345678',
    });
    expect(invalidNumber.statusCode).toBe(400);
    expect(invalidNumber.json().error.fields).toEqual({ phone: 'Enter a valid phone number.' });
  });

  it('refuses guests with 403: they register first', async () => {
    const guest = await createGuest(t.app);
    const response = await put(guest.userId, guest.accessToken, {
      displayName: 'Guest',
      email: uniqueEmail(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Register or log in first.');
  });
});
