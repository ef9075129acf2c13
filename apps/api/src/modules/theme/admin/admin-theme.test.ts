import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type AdminTheme,
  adminThemeSchema,
  type ThemeSettings,
} from '@storefront/contracts/admin-theme';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../../db/schema.ts';
import { paletteStyle } from '../../../plugins/static-site.ts';
import { errorOf, ok } from '../../../test/answers.ts';
import { authHeader, createUser, signIn, useTestApp } from '../../../test/app.ts';
import { createPreview, publishDueTheme } from './service.ts';

/**
 * Issue 28: the theme through the back office: a draft seen only in the preview, published to
 * every shopper's next page, every version kept and restorable, each step audited.
 */
describe('the back office theme (issue 28)', () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
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
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
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
  const themeOf = (response: Parameters<typeof ok>[0]): AdminTheme =>
    adminThemeSchema.parse(ok(response));
  const settings = (theme: AdminTheme, changes: Partial<ThemeSettings>): ThemeSettings => ({
    ...theme.live,
    ...changes,
  });
  const shopPage = (query = '') => t.app.inject(`/${query}`);
  const GREEN = '#57b568';
  const BLUE = '#1e6fd9';

  beforeAll(async () => {
    for (const role of ['owner', 'catalogue'] as const) {
      const email = `${role}@theme.test`;
      await createUser(db(), { email, password, role: 'staff', staffRoleId: role });
      tokens[role] = (await signIn(t.app, email, password)).accessToken;
    }
    t.app.catalogueNews.onChange((tags) => {
      if (tags !== 'everything') announced.push([...tags]);
    });
  });

  it('shows the live theme and the menus to choose from; only the owner may', async () => {
    const theme = themeOf(await call('GET', 'theme'));
    expect(theme.live).toMatchObject({
      color: GREEN,
      title: { en: 'Dukkan', ar: 'دكان' },
      main_menu: 53,
    });
    expect(theme.draft).toBeNull();
    expect(theme.versions).toEqual([]);
    expect(theme.menus.map((menu) => menu.id)).toEqual(expect.arrayContaining([53, 54, 55]));
    for (const [method, url] of [
      ['GET', 'theme'],
      ['PUT', 'theme/draft'],
      ['POST', 'theme/publish'],
      ['POST', 'theme/preview'],
    ] as const) {
      errorOf(await call(method, url, method === 'PUT' ? theme.live : undefined, 'catalogue'), 403);
    }
  });

  it('keeps a draft out of the shop, and shows it in the preview only', async () => {
    const theme = themeOf(await call('GET', 'theme'));
    const saved = themeOf(await call('PUT', 'theme/draft', settings(theme, { color: '#1E6FD9' })));
    expect(saved.draft?.color).toBe(BLUE);
    expect(saved.live.color).toBe(GREEN);

    const preview = ok(await call('POST', 'theme/preview'), 201);
    const previewed = await shopPage(`?themePreview=${preview.token}`);
    expect(previewed.statusCode).toBe(200);
    expect(previewed.body).toContain(paletteStyle(BLUE));
    expect(previewed.headers['cache-control']).toBe('no-store');
    expect(previewed.headers['x-robots-tag']).toBe('noindex');

    expect((await shopPage()).body).toContain(paletteStyle(GREEN));
    const forged = `${preview.token.slice(0, -4)}AAAA`;
    expect((await shopPage(`?themePreview=${forged}`)).body).toContain(paletteStyle(GREEN));
    const expired = await createPreview(db(), t.config.jwtSecret, Date.now() - 2 * 3600_000);
    expect((await shopPage(`?themePreview=${expired.token}`)).body).toContain(paletteStyle(GREEN));
  });

  it('publishes the draft to every shopper’s next page, keeping the first theme as a version', async () => {
    announced.length = 0;
    const published = themeOf(await call('POST', 'theme/publish'));
    expect(announced).toEqual([['theme']]);
    expect(published.draft).toBeNull();
    expect(published.live.color).toBe(BLUE);
    expect(published.versions.map((v) => [v.color, v.live])).toEqual([
      [BLUE, true],
      [GREEN, false],
    ]);
    expect(published.versions[0]?.publishedBy).toBeTruthy();
    expect(published.versions[1]?.publishedBy).toBeNull();
    expect((await shopPage()).body).toContain(paletteStyle(BLUE));
    expect(ok(await t.app.inject('/api/theme-config')).color).toBe(BLUE);
    errorOf(await call('POST', 'theme/publish'), 409);
  });

  it('restores an earlier version as a new one, and records every step', async () => {
    const before = themeOf(await call('GET', 'theme'));
    const first = before.versions.at(-1)!;
    const restored = themeOf(await call('POST', `theme/versions/${first.id}/restore`));
    expect(restored.live.color).toBe(GREEN);
    expect(restored.versions[0]).toMatchObject({
      color: GREEN,
      live: true,
      restoredFrom: first.id,
    });
    expect(restored.versions).toHaveLength(3);
    expect((await shopPage()).body).toContain(paletteStyle(GREEN));
    errorOf(await call('POST', 'theme/versions/99999/restore'), 404);

    const actions = (
      await db()
        .select({ action: adminAudit.action })
        .from(adminAudit)
        .where(and(eq(adminAudit.entity, 'theme')))
    ).map((row) => row.action);
    expect(actions).toEqual(['saveDraft', 'publish', 'restore']);
  });

  it('refuses bad settings naming the field, and drops a draft on request', async () => {
    const theme = themeOf(await call('GET', 'theme'));
    const refused = async (changes: object, field: string) => {
      const error = errorOf(await call('PUT', 'theme/draft', { ...theme.live, ...changes }), 400);
      expect(Object.keys(error.fields ?? {}), field).toContain(field);
    };
    await refused({ color: 'red' }, 'color');
    await refused({ logo: 'javascript:alert(1)' }, 'logo');
    await refused({ facebook_url: 'http://facebook.com/x' }, 'facebook_url');
    await refused({ main_menu: 999 }, 'main_menu');
    await refused({ footer_menus: [54, 999] }, 'footer_menus');
    await refused({ languages: ['ar'] }, 'languages');
    await refused({ title: { en: '', ar: 'دكان' } }, 'title.en');
    expect(themeOf(await call('GET', 'theme')).draft).toBeNull();

    themeOf(await call('PUT', 'theme/draft', settings(theme, { color: '#aa3300' })));
    const dropped = themeOf(await call('DELETE', 'theme/draft'));
    expect(dropped.draft).toBeNull();
    expect(dropped.live.color).toBe(GREEN);
    errorOf(await call('POST', 'theme/preview'), 409);
  });

  it('schedules the draft: not live before its moment, published by the job after it', async () => {
    const theme = themeOf(await call('GET', 'theme'));
    const live = theme.live.color;
    themeOf(await call('PUT', 'theme/draft', settings(theme, { color: '#aa5500' })));
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = themeOf(await call('POST', 'theme/schedule', { publishAt: soon }));
    expect(scheduled.draft).toBeNull();
    expect(scheduled.scheduled).toMatchObject({ color: '#aa5500', publishAt: soon });
    expect(scheduled.scheduled?.scheduledBy).toBeTruthy();
    // As the shop will look then, and not before.
    const preview = ok(await call('POST', 'theme/preview?of=scheduled'), 201);
    expect((await shopPage(`?themePreview=${preview.token}`)).body).toContain(
      paletteStyle('#aa5500'),
    );
    expect(await publishDueTheme(db(), t.app.catalogueNews)).toBe(false);
    expect((await shopPage()).body).toContain(paletteStyle(live));
    // One scheduled change at a time, and none without a draft.
    errorOf(await call('POST', 'theme/schedule', { publishAt: soon }), 409);
    expect(themeOf(await call('DELETE', 'theme/schedule')).scheduled).toBeNull();
    errorOf(await call('DELETE', 'theme/schedule'), 404);
    errorOf(await call('POST', 'theme/preview?of=scheduled'), 404);

    // Past, too far ahead, or not a moment: refused naming publishAt.
    themeOf(await call('PUT', 'theme/draft', settings(theme, { color: '#aa5500' })));
    for (const publishAt of [
      new Date(Date.now() - 60_000).toISOString(),
      new Date(Date.now() + 400 * 86_400_000).toISOString(),
      'tomorrow',
    ]) {
      const error = errorOf(await call('POST', 'theme/schedule', { publishAt }), 400);
      expect(Object.keys(error.fields ?? {})).toContain('publishAt');
    }

    const moment = new Date(Date.now() + 1_200).toISOString();
    themeOf(await call('POST', 'theme/schedule', { publishAt: moment }));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    announced.length = 0;
    expect(await publishDueTheme(db(), t.app.catalogueNews)).toBe(true);
    expect(announced).toEqual([['theme']]);
    const after = themeOf(await call('GET', 'theme'));
    expect(after.scheduled).toBeNull();
    expect(after.live.color).toBe('#aa5500');
    expect(after.versions[0]).toMatchObject({ color: '#aa5500', live: true });
    expect((await shopPage()).body).toContain(paletteStyle('#aa5500'));
    expect(await publishDueTheme(db(), t.app.catalogueNews)).toBe(false);
  });
});
