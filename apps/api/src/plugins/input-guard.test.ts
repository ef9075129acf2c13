import { describe, expect, it } from 'vitest';
import { authHeader, createGuest, useTestApp } from '../test/app.ts';

/**
 * Issue 12: a U+0000 in any text that reached PostgreSQL was a 500 ("invalid byte sequence").
 * One rule refuses control characters in every request part, naming the field, before a handler
 * runs; these are the places the outside fuzz found, the fuzz test covers every operation.
 */
describe('control characters in input', () => {
  const t = useTestApp();
  const contactUs = (payload: object, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/stores/self/contact-us',
      payload,
      headers: { 'accept-language': lang },
      remoteAddress: '10.9.0.1',
    });
  const message = {
    name: 'Mona',
    email: 'mona@example.com',
    subject: 'Delivery',
    message: 'When will my order arrive in Salmiya?',
  };

  it('a body field: 400 naming it, in the shopper’s language, and nothing stored', async () => {
    const en = await contactUs({ ...message, name: 'Mo\u0000na' });
    expect(en.statusCode).toBe(400);
    expect(en.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { name: 'Remove the control characters (such as NUL) from this text.' },
    });
    const ar = await contactUs({ ...message, subject: 'x\u0001' }, 'ar');
    expect(ar.json().error.fields.subject).toBe('أزل رموز التحكم (مثل NUL) من هذا النص.');
    // Line breaks and tabs are text, not control: the same message with them is stored.
    expect((await contactUs({ ...message, message: 'Line one\r\n\tline two' })).statusCode).toBe(
      201,
    );
  });

  it('a query or path parameter, with or without a token', async () => {
    const query = await t.app.inject({
      url: '/api/locale/self/translations/versions/1?area=web%00',
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().error.fields).toHaveProperty('area');

    const guest = await createGuest(t.app);
    const promo = await t.app.inject({
      method: 'PUT',
      url: '/api/cart/promo-code?promoCode=SAVE%005',
      headers: authHeader(guest.accessToken),
    });
    expect(promo.statusCode).toBe(400);
    expect(promo.json().error.fields).toHaveProperty('promoCode');

    const path = await t.app.inject({ url: '/api/static-pages/%00' });
    expect(path.statusCode).toBe(400);
  });

  it('a path the router cannot read is a 4xx in the error format, without echoing it', async () => {
    const surrogate = await t.app.inject({ url: '/api/menus/a%ED%A0%80' });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json()).toEqual({
      error: { code: 'bad_request', message: 'This address is not valid.' },
    });
    const long = await t.app.inject({
      url: `/api/static-pages/${'9'.repeat(1000)}`,
      headers: { 'accept-language': 'ar' },
    });
    expect(long.statusCode).toBe(414);
    expect(long.json().error.message).toBe('جزء من هذا العنوان طويل جدًا.');
  });

  it('a protected route still answers 401 first to a caller without a token', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/cart/promo-code?promoCode=SAVE%005',
    });
    expect(response.statusCode).toBe(401);
  });
});
