import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type AdminPage,
  adminPageSchema,
  adminPagesSchema,
  PAGE_PREVIEW_PARAM,
} from '@storefront/contracts/admin-pages';
import { staticPageSchema } from '@storefront/contracts/catalogue';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, outboxMessages } from '../../../db/schema.ts';
import { errorOf, ok } from '../../../test/answers.ts';
import { authHeader, createUser, signIn, useTestApp } from '../../../test/app.ts';
import { publishDuePages } from './service.ts';

/**
 * Issue 28: static pages written in the back office: saved as drafts, cleaned of anything that
 * could run, published, unpublished and scheduled, each audited and announced by the page's tag;
 * and the contact form's messages emailed to the recipients the owner names.
 */
describe('the back office static pages (issue 28)', () => {
  // A stand-in storefront: a page's head (its title) is what the server draws of it here.
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  const t = useTestApp({ env: { WEB_DIST: webDist } });
  const db = () => t.database.db;
  const password = 'a-long-staff-password-1';
  const tokens = { owner: '', catalogue: '' };
  const announced: string[][] = [];

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    as: keyof typeof tokens = 'owner',
  ) =>
    t.app.inject({
      method,
      url: `/api/admin/${url}`,
      headers: authHeader(tokens[as]),
      ...(payload && { payload }),
    });
  const pageOf = (response: Parameters<typeof ok>[0], status = 200): AdminPage =>
    adminPageSchema.parse(ok(response, status));
  /** What a shopper gets at the page's address, in a language. */
  const shopper = (id: number, lang: 'en' | 'ar' = 'en') =>
    t.app.inject({ url: `/api/static-pages/${id}`, headers: { 'accept-language': lang } });

  const content = {
    title: { en: 'Ramadan hours', ar: 'مواعيد رمضان' },
    body: {
      en:
        '<h2 onclick="steal()">Opening hours</h2><script>alert(1)</script>' +
        '<p>From 8 pm. <a href="javascript:alert(2)">Call us</a>' +
        '<img src="https://cdn.example/x.png" onerror="alert(3)" alt="Lantern"></p>',
      ar: '<h2>ساعات العمل</h2><p>من الساعة 8 مساءً.</p>',
    },
    seoTitle: { en: 'Ramadan opening hours', ar: '' },
    seoDescription: { en: 'When the shop is open in Ramadan.' },
  };

  beforeAll(async () => {
    for (const role of ['owner', 'catalogue'] as const) {
      const email = `${role}@pages.test`;
      await createUser(db(), { email, password, role: 'staff', staffRoleId: role });
      tokens[role] = (await signIn(t.app, email, password)).accessToken;
    }
    t.app.catalogueNews.onChange((tags) => {
      if (tags !== 'everything') announced.push([...tags]);
    });
  });

  it('adds a page off the shop, cleaned of scripts, handlers and javascript: links', async () => {
    const created = pageOf(await call('POST', 'pages', content), 201);
    expect(created).toMatchObject({
      published: false,
      hasDraft: true,
      // Its address made from its titles, in each language.
      path: '/pages/ramadan-hours',
      live: { address: { en: 'ramadan-hours', ar: 'مواعيد-رمضان' } },
    });
    expect(created.live.body.en).toBe(
      '<h2>Opening hours</h2><p>From 8 pm. <a>Call us</a>' +
        '<img src="https://cdn.example/x.png" alt="Lantern" /></p>',
    );
    expect(created.live.seoTitle).toEqual({ en: 'Ramadan opening hours' });
    const hidden = await shopper(created.id);
    errorOf(hidden, 404);
    // The "not found" names the page too: a page drawn with it is forgotten when it is published.
    expect(hidden.headers['surrogate-key']).toBe(`page:${created.id}`);

    const published = pageOf(await call('POST', `pages/${created.id}/publish`));
    expect(published).toMatchObject({ published: true, hasDraft: false });
    expect(announced.at(-1)).toEqual([`page:${created.id}`]);
    const served = await shopper(created.id);
    expect(served.headers['surrogate-key']).toBe(`page:${created.id}`);
    const english = staticPageSchema.parse(ok(served));
    expect(english.body).not.toMatch(/script|onerror|onclick|javascript/i);
    expect(english).toMatchObject({
      title: 'Ramadan hours',
      seoTitle: 'Ramadan opening hours',
      seoDescription: 'When the shop is open in Ramadan.',
    });
    const arabic = staticPageSchema.parse(ok(await shopper(created.id, 'ar')));
    expect(arabic).toMatchObject({ title: 'مواعيد رمضان', seoTitle: 'Ramadan opening hours' });
    expect(arabic.body).toBe('<h2>ساعات العمل</h2><p>من الساعة 8 مساءً.</p>');

    const [audit] = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.entity, 'page'), eq(adminAudit.action, 'publish')))
      .orderBy(desc(adminAudit.id))
      .limit(1);
    expect(audit?.entityId).toBe(String(created.id));
    expect(audit?.before).toMatchObject({ published: false });
  });

  it('gives a page an address per language; an earlier one still leads to it', async () => {
    const at = (address: string, lang: 'en' | 'ar' = 'en') =>
      t.app.inject({
        url: `/api/static-pages/addresses/${encodeURIComponent(address)}`,
        headers: { 'accept-language': lang },
      });
    const eid = pageOf(
      await call('POST', 'pages', {
        ...content,
        title: { en: 'Eid hours', ar: 'مواعيد العيد' },
        address: { en: 'Eid-Hours', ar: 'ساعات-العيد' },
      }),
      201,
    );
    expect(eid.live.address).toEqual({ en: 'eid-hours', ar: 'ساعات-العيد' });
    // Made from a title another page's address already has: the first free one.
    const again = pageOf(
      await call('POST', 'pages', { ...content, title: { en: 'Eid hours' } }),
      201,
    );
    expect(again.live.address).toEqual({ en: 'eid-hours-2' });

    // An address names one page, in every language; a bad one is refused by field.
    for (const address of [{ en: 'eid-hours' }, { en: 'other', ar: 'ساعات-العيد' }]) {
      const taken = errorOf(
        await call('PUT', `pages/${again.id}/draft`, { ...content, address }),
        409,
      );
      expect(Object.keys(taken.fields ?? {})).toEqual([address.ar ? 'address.ar' : 'address.en']);
    }
    for (const en of ['two words', '123', 'a--b', '-a', 'x'.repeat(81), 'a/b']) {
      const bad = errorOf(
        await call('PUT', `pages/${again.id}/draft`, { ...content, address: { en } }),
        400,
      );
      expect(Object.keys(bad.fields ?? {}), en).toEqual(['address.en']);
    }

    await call('POST', `pages/${eid.id}/publish`);
    expect(ok(await at('ساعات-العيد', 'ar'))).toMatchObject({ pageId: eid.id });
    // A new address: the old one still leads to the page, whose own address is the new one.
    pageOf(
      await call('PUT', `pages/${eid.id}/draft`, {
        ...content,
        title: { en: 'Eid hours' },
        address: { en: 'eid-opening-hours', ar: 'ساعات-العيد' },
      }),
    );
    // Until it is published, shoppers' address stays.
    expect(ok(await at('eid-hours'))).toMatchObject({ address: 'eid-hours' });
    await call('POST', `pages/${eid.id}/publish`);
    expect(announced.at(-1)).toEqual([`page:${eid.id}`, 'pages', 'menus']);
    expect(ok(await at('eid-hours'))).toMatchObject({
      pageId: eid.id,
      address: 'eid-opening-hours',
    });
    // The earlier address is free for another page, which then takes it over.
    const taken = pageOf(
      await call('PUT', `pages/${again.id}/draft`, { ...content, address: { en: 'eid-hours' } }),
    );
    expect(taken.draft.address).toEqual({ en: 'eid-hours' });
    await call('POST', `pages/${again.id}/publish`);
    expect(ok(await at('eid-hours'))).toMatchObject({ pageId: again.id });

    // Menus link a page by its id or any address: shoppers get its own, in their language.
    const menuItems = (lang: 'en' | 'ar') =>
      t.app.inject({ url: '/api/menus/53/items/visible', headers: { 'accept-language': lang } });
    const routesIn = async (lang: 'en' | 'ar') =>
      (ok(await menuItems(lang)) as { route: string }[]).map((item) => item.route);
    expect(await routesIn('en')).toContain('/pages/about-us');
    expect(await routesIn('ar')).toContain(`/pages/${encodeURIComponent('من-نحن')}`);
    expect((await routesIn('en')).filter((route) => /^\/pages\/\d/.test(route))).toEqual([]);
  });

  it('previews a page’s draft on the shop with a token, for the owner’s eyes only', async () => {
    const hidden = pageOf(
      await call('POST', 'pages', {
        ...content,
        title: { en: 'National day', ar: 'اليوم الوطني' },
      }),
      201,
    );
    expect(errorOf(await call('POST', `pages/${hidden.id}/preview`, undefined, 'catalogue'), 403));
    errorOf(await call('POST', 'pages/999999/preview'), 404);
    const { token, expiresAt } = ok(await call('POST', `pages/${hidden.id}/preview`), 201) as {
      token: string;
      expiresAt: string;
    };
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(59 * 60_000);

    // The storefront draws the hidden page with the token, never kept, never indexed.
    const address = `/pages/${hidden.id}`;
    for (const lang of ['en', 'ar'] as const) {
      const drawn = await t.app.inject(`${address}?lang=${lang}&${PAGE_PREVIEW_PARAM}=${token}`);
      expect(drawn.statusCode).toBe(200);
      expect(drawn.body).toContain(lang === 'en' ? 'National day' : 'اليوم الوطني');
      expect(drawn.headers['cache-control']).toBe('no-store');
      expect(drawn.headers['x-robots-tag']).toBe('noindex');
    }
    // Without it, forged, or for another page, it is not on the shop, and nothing was kept.
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const url of [
      address,
      `${address}?${PAGE_PREVIEW_PARAM}=${forged}`,
      `/pages/1?${PAGE_PREVIEW_PARAM}=${token}`,
    ]) {
      const page = await t.app.inject(url);
      // Page 1 with another page's token: the live page, at its own address.
      expect(page.statusCode, url).toBe(url.startsWith('/pages/1?') ? 302 : 404);
    }
    // The API answers the draft to a call carrying the token only.
    const api = (headers: Record<string, string>) =>
      t.app.inject({ url: `/api/static-pages/addresses/${hidden.id}`, headers });
    expect((await api({})).statusCode).toBe(404);
    const draft = await api({ 'x-shop-preview': token });
    expect(ok(draft)).toMatchObject({ pageId: hidden.id, title: 'National day' });
    expect(draft.headers['cache-control']).toBe('no-store');

    // A published page: the preview shows the draft, shoppers the live words.
    pageOf(await call('POST', `pages/${hidden.id}/publish`));
    pageOf(
      await call('PUT', `pages/${hidden.id}/draft`, {
        ...content,
        title: { en: 'National day 2026' },
      }),
    );
    const preview = await t.app.inject(`${address}?${PAGE_PREVIEW_PARAM}=${token}`);
    expect(preview.body).toContain('National day 2026');
    const live = await t.app.inject({ url: '/pages/national-day' });
    expect(live.statusCode).toBe(200);
    expect(live.body).not.toContain('National day 2026');
  });

  it('keeps a draft from shoppers until it is published, and can discard it', async () => {
    const about = pageOf(await call('GET', 'pages/1'));
    expect(about.published).toBe(true);
    const liveTitle = about.live.title.en;
    const drafted = pageOf(
      await call('PUT', 'pages/1/draft', { ...content, title: { en: 'About Dukkan' } }),
    );
    expect(drafted).toMatchObject({ hasDraft: true, draft: { title: { en: 'About Dukkan' } } });
    expect(drafted.live.title.en).toBe(liveTitle);
    expect(staticPageSchema.parse(ok(await shopper(1))).title).toBe(liveTitle);

    const list = adminPagesSchema.parse(ok(await call('GET', 'pages')));
    expect(list.find((page) => page.id === 1)).toMatchObject({
      hasDraft: true,
      title: { en: 'About Dukkan' },
    });

    const discarded = pageOf(await call('DELETE', 'pages/1/draft'));
    expect(discarded).toMatchObject({ hasDraft: false, draft: { title: { en: liveTitle } } });
  });

  it('unpublishes a page: its address answers 404 and the sitemap leaves it out', async () => {
    pageOf(await call('POST', 'pages/3/unpublish'));
    expect(announced.at(-1)).toEqual(['page:3']);
    errorOf(await shopper(3), 404);
    expect((await t.app.inject('/sitemaps/pages.xml')).body).not.toContain('/pages/3<');
    pageOf(await call('POST', 'pages/3/publish'));
    ok(await shopper(3));
  });

  it('publishes a scheduled draft when its moment comes, in the name of who scheduled it', async () => {
    const page = pageOf(await call('POST', 'pages', { title: { en: 'Eid offers' } }), 201);
    const soon = new Date(Date.now() + 60_000).toISOString();
    const scheduled = pageOf(await call('POST', `pages/${page.id}/schedule`, { publishAt: soon }));
    expect(scheduled.publishAt).toBe(soon);
    expect(scheduled.scheduledBy).toBeTruthy();
    errorOf(await call('POST', `pages/${page.id}/schedule`, { publishAt: soon }), 409);

    expect(await publishDuePages(db(), t.app.catalogueNews)).toBe(0);
    errorOf(await shopper(page.id), 404);
    expect(await publishDuePages(db(), t.app.catalogueNews, new Date(Date.now() + 61_000))).toBe(1);
    expect(announced.at(-1)).toEqual([`page:${page.id}`]);
    expect(staticPageSchema.parse(ok(await shopper(page.id))).title).toBe('Eid offers');
    expect(pageOf(await call('GET', `pages/${page.id}`))).toMatchObject({
      published: true,
      publishAt: null,
    });

    // Nothing to schedule on a published page without a draft; a cancel needs a schedule.
    errorOf(await call('POST', `pages/${page.id}/schedule`, { publishAt: soon }), 409);
    errorOf(await call('DELETE', `pages/${page.id}/schedule`), 404);
    pageOf(await call('PUT', `pages/${page.id}/draft`, { title: { en: 'Eid offers 2' } }));
    pageOf(await call('POST', `pages/${page.id}/schedule`, { publishAt: soon }));
    expect(pageOf(await call('DELETE', `pages/${page.id}/schedule`)).publishAt).toBeNull();
  });

  it('refuses bad input by field, other roles, and unknown pages', async () => {
    const bad = errorOf(await call('POST', 'pages', { title: { en: ' ' } }), 400);
    expect(Object.keys(bad.fields ?? {})).toContain('title.en');
    errorOf(
      await call('POST', 'pages', { title: { en: 'x' }, body: { en: 'x'.repeat(100_001) } }),
      400,
    );
    const past = errorOf(
      await call('POST', 'pages/1/schedule', { publishAt: '2020-01-01T00:00:00Z' }),
      400,
    );
    expect(Object.keys(past.fields ?? {})).toEqual(['publishAt']);
    errorOf(await call('GET', 'pages/999999'), 404);
    errorOf(await call('POST', 'pages/999999/publish'), 404);
    errorOf(await call('GET', 'pages', undefined, 'catalogue'), 403);
    errorOf(await call('PUT', 'contact-recipients', { emails: [] }, 'catalogue'), 403);
  });

  it('emails each contact form message to the recipients the owner names', async () => {
    const bad = errorOf(
      await call('PUT', 'contact-recipients', { emails: ['help@shop.test', 'nope'] }),
      400,
    );
    expect(Object.keys(bad.fields ?? {})).toEqual(['emails.1']);
    const saved = ok(
      await call('PUT', 'contact-recipients', {
        emails: ['Help@Shop.test', 'owner@shop.test', 'help@shop.test'],
      }),
    );
    expect(saved).toEqual({ emails: ['help@shop.test', 'owner@shop.test'] });

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/stores/self/contact-us',
      payload: { name: 'Mona', email: 'mona@example.com', message: 'Is the shop open in Eid?' },
      remoteAddress: '10.9.0.1',
    });
    expect(sent.statusCode).toBe(201);
    const emails = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, 'Contact form: Mona'));
    expect(emails.map((email) => email.recipient).sort()).toEqual([
      'help@shop.test',
      'owner@shop.test',
    ]);
    expect(emails[0]?.body).toContain('Is the shop open in Eid?');
    expect(emails[0]?.body).toContain('mona@example.com');
  });
});
