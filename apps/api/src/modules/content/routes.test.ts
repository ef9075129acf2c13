import { staticPageSchema } from '@storefront/contracts/catalogue';
import { desc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema.ts';
import { authHeader, createGuest, useTestApp } from '../../test/app.ts';
import { F, insertFixtureCatalogue } from '../catalogue/test-fixture.ts';

describe('static pages and contact-us', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await insertFixtureCatalogue(t.database.db);
  });

  it('GET static-pages/{id} answers the page in the request language', async () => {
    const response = await t.app.inject(`/api/static-pages/${F.page.about}`);
    expect(response.statusCode).toBe(200);
    expect(staticPageSchema.parse(response.json())).toEqual({
      pageId: F.page.about,
      address: 'about-zephyr',
      title: 'About Zephyr',
      body: '<h2>Who we are</h2><p>A test shop.</p>',
      seoTitle: '',
      seoDescription: '',
      updatedAt: '2025-06-01T10:00:00.000Z',
    });
    const ar = await t.app.inject({
      url: `/api/static-pages/${F.page.about}`,
      headers: { 'accept-language': 'ar' },
    });
    expect(ar.json()).toMatchObject({
      address: 'عن-زفير',
      title: 'عن زفير',
      body: '<h2>من نحن</h2><p>متجر تجريبي.</p>',
    });
    expect((await t.app.inject('/api/static-pages/2000000000')).statusCode).toBe(404);
    expect((await t.app.inject('/api/static-pages/about')).statusCode).toBe(400);
  });

  it('GET static-pages/addresses/{address} finds a page by any of its addresses or its id', async () => {
    const at = (address: string, lang = 'en') =>
      t.app.inject({
        url: `/api/static-pages/addresses/${encodeURIComponent(address)}`,
        headers: { 'accept-language': lang },
      });
    for (const address of ['about-zephyr', 'About-Zephyr', 'عن-زفير', String(F.page.about)]) {
      const answer = await at(address);
      expect(answer.statusCode, address).toBe(200);
      // The page's own address in the request's language, where the storefront moves to.
      expect(answer.json()).toMatchObject({ pageId: F.page.about, address: 'about-zephyr' });
      expect(answer.headers['surrogate-key']).toBe(`page:${F.page.about}`);
    }
    expect((await at('about-zephyr', 'ar')).json()).toMatchObject({ address: 'عن-زفير' });
    const unknown = await at('no-such-page');
    expect(unknown.statusCode).toBe(404);
    // Forgotten when a page takes this address.
    expect(unknown.headers['surrogate-key']).toBe('pages');
    expect((await at('x'.repeat(81))).statusCode).toBe(400);
  });

  const message = {
    name: 'Mona',
    email: 'Mona@Example.com',
    subject: 'Delivery',
    message: 'When will my order arrive in Salmiya?',
  };
  const send = (
    payload: object,
    headers: Record<string, string> = {},
    remoteAddress = '10.0.0.1',
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/stores/self/contact-us',
      payload,
      headers,
      remoteAddress,
    });

  it('POST stores/self/contact-us stores the message with the sender and address', async () => {
    const guest = await createGuest(t.app);
    const response = await send(message, authHeader(guest.accessToken), '10.0.0.2');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ received: true });
    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.id))
      .limit(1);
    expect(stored).toMatchObject({
      name: 'Mona',
      email: 'mona@example.com',
      phone: null,
      subject: 'Delivery',
      message: 'When will my order arrive in Salmiya?',
      userId: guest.userId,
      clientAddress: '10.0.0.2',
    });
    const anonymous = await send({ ...message, phone: '+96550000000' }, {}, '10.0.0.2');
    expect(anonymous.statusCode).toBe(201);
  });

  it('refuses an invalid message field by field, in the request language', async () => {
    const response = await send(
      { name: ' ', email: 'not-an-email', message: 'short' },
      {
        'accept-language': 'en',
      },
      '10.0.0.3',
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['email', 'message', 'name']);
  });

  it('allows 5 messages per address per 10 minutes', async () => {
    for (let i = 0; i < 5; i++) expect((await send(message, {}, '10.0.0.9')).statusCode).toBe(201);
    const limited = await send(message, {}, '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    // Another address is not affected.
    expect((await send(message, {}, '10.0.0.10')).statusCode).toBe(201);
  });
});
