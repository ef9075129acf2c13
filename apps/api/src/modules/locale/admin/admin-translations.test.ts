import {
  type AdminTranslationsPage,
  adminTranslationSavedSchema,
  adminTranslationsPageSchema,
} from '@storefront/contracts/admin-translations';
import { ar } from '@storefront/contracts/i18n/ar';
import { en } from '@storefront/contracts/i18n/en';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, translations } from '../../../db/schema.ts';
import { syncReferenceData } from '../../../db/seed/reference-data.ts';
import { errorOf, ok } from '../../../test/answers.ts';
import { authHeader, createUser, signIn, useTestApp } from '../../../test/app.ts';

/**
 * Issue 28: the shop's words through the back office's translations API: listed with what needs
 * attention first, saved live with a new catalogue version, placeholders kept, audited,
 * announced, and never overwritten by the next start.
 */
describe('the back office translations (issue 28)', () => {
  const t = useTestApp();
  const db = () => t.database.db;
  const password = 'a-long-staff-password-1';
  const tokens: Record<'owner' | 'catalogue' | 'support', string> = {
    owner: '',
    catalogue: '',
    support: '',
  };
  const announced: string[][] = [];

  const call = (
    method: 'GET' | 'PUT',
    url: string,
    payload?: object,
    { as = 'owner' as keyof typeof tokens, lang = 'en' } = {},
  ) =>
    t.app.inject({
      method,
      url: `/api/admin/${url}`,
      headers: { ...authHeader(tokens[as]), 'accept-language': lang },
      ...(payload && { payload }),
    });
  const list = async (query = ''): Promise<AdminTranslationsPage> =>
    adminTranslationsPageSchema.parse(ok(await call('GET', `translations${query}`)));
  const save = async (key: string, body: object) =>
    adminTranslationSavedSchema.parse(ok(await call('PUT', `translations/${key}`, body)));
  /** What a shopper's browser fetches: the catalogue of a language at its current version. */
  const shopperCatalogue = async (lang: 'en' | 'ar') => {
    const response = await t.app.inject({
      url: '/api/locale/self/translations/versions/1?area=ui.prisma',
      headers: { 'accept-language': lang },
    });
    const body = ok(response);
    return {
      version: body.version as number,
      strings: Object.fromEntries(
        (body.translations as { key: string; value: string }[]).map((row) => [row.key, row.value]),
      ),
    };
  };

  beforeAll(async () => {
    for (const role of ['owner', 'catalogue', 'support'] as const) {
      const email = `${role}@translations.test`;
      await createUser(db(), { email, password, role: 'staff', staffRoleId: role });
      tokens[role] = (await signIn(t.app, email, password)).accessToken;
    }
    t.app.catalogueNews.onChange((tags) => {
      if (tags !== 'everything') announced.push([...tags]);
    });
  });

  it('lists every shipped string, those needing attention first; only the owner may', async () => {
    const page = await list();
    expect(page.counts.all).toBe(Object.keys(en).length);
    expect(page.total).toBe(page.counts.all);
    expect(page.items).toHaveLength(page.pageSize);
    const attention = page.items.filter((item) => item.attention);
    expect(attention.length).toBe(Math.min(page.counts.attention, page.pageSize));
    expect(page.items.slice(0, attention.length)).toEqual(attention);
    for (const item of attention) expect(item.ar.trim()).toBe(item.en.trim());

    const found = await list('?query=shopping%20cart');
    expect(found.items.map((item) => item.key)).toContain('cart.title');
    const cartTitle = found.items.find((item) => item.key === 'cart.title')!;
    expect(cartTitle).toMatchObject({
      en: en['cart.title'],
      ar: ar['cart.title'],
      shipped: { en: en['cart.title'], ar: ar['cart.title'] },
      edited: { en: false, ar: false },
      attention: null,
      placeholders: [],
    });
    const arabic = await list(`?query=${encodeURIComponent('سلة التسوق')}`);
    expect(arabic.items.map((item) => item.key)).toContain('cart.title');
    const counted = await list('?query=cart.itemCount_one');
    expect(counted.items[0]?.placeholders).toEqual(['{{count}}']);

    for (const as of ['catalogue', 'support'] as const) {
      errorOf(await call('GET', 'translations', undefined, { as }), 403);
      errorOf(await call('PUT', 'translations/cart.title', { ar: 'سلتي' }, { as }), 403);
    }
    expect((await t.app.inject('/api/admin/translations')).statusCode).toBe(401);
  });

  it('saves an Arabic string live: a new version shoppers fetch, audited and announced', async () => {
    const before = await shopperCatalogue('ar');
    announced.length = 0;
    const saved = await save('cart.title', { ar: 'سلتي' });
    expect(saved.version).toBe(before.version + 1);
    expect(saved.translation).toMatchObject({
      key: 'cart.title',
      ar: 'سلتي',
      en: en['cart.title'],
      edited: { en: false, ar: true },
    });
    const after = await shopperCatalogue('ar');
    expect(after.version).toBe(saved.version);
    expect(after.strings['cart.title']).toBe('سلتي');
    expect((await shopperCatalogue('en')).strings['cart.title']).toBe(en['cart.title']);
    expect(announced).toEqual([['translations']]);

    const [row] = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.entity, 'translation'), eq(adminAudit.entityId, 'cart.title')));
    expect(row).toMatchObject({
      action: 'update',
      permission: 'content.manage',
      before: { en: en['cart.title'], ar: ar['cart.title'] },
      after: { en: en['cart.title'], ar: 'سلتي' },
    });
    expect((await list('?show=edited')).items.map((item) => item.key)).toEqual(['cart.title']);
  });

  it('keeps the shop’s words over a new start, and gives the shipped text back on request', async () => {
    const kept = await syncReferenceData(db());
    expect(kept.changed).toBe(0);
    expect((await shopperCatalogue('ar')).strings['cart.title']).toBe('سلتي');

    const restored = await save('cart.title', { ar: null });
    expect(restored.translation).toMatchObject({ ar: ar['cart.title'], edited: { ar: false } });
    expect((await shopperCatalogue('ar')).strings['cart.title']).toBe(ar['cart.title']);
    // The shipped text sent as it is is no edit either.
    const same = await save('cart.title', { en: en['cart.title'] });
    expect(same.translation.edited).toEqual({ en: false, ar: false });
  });

  it('refuses a text that drops or invents a placeholder, naming it, and changes nothing', async () => {
    const before = await shopperCatalogue('ar');
    const dropped = errorOf(
      await call('PUT', 'translations/header.cart', { ar: 'سلة التسوق' }, { lang: 'ar' }),
      400,
    );
    expect(dropped.fields?.ar).toContain('{{count}}');
    const invented = errorOf(
      await call('PUT', 'translations/header.cart', { en: 'Cart, {{count}} of {{total}}' }),
      400,
    );
    expect(invented.fields?.en).toBe(
      'Remove {{total}}: the shop has no value to put there, so it would show as typed.',
    );
    errorOf(await call('PUT', 'translations/header.cart', {}), 400);
    errorOf(await call('PUT', 'translations/header.cart', { ar: '   ' }), 400);
    errorOf(await call('PUT', 'translations/header.cart', { ar: 'x'.repeat(2001) }), 400);
    errorOf(await call('PUT', 'translations/no.such.key', { ar: 'نص' }), 404);
    // Names every object has are no UI strings (the fuzz once found a 500 here).
    errorOf(await call('PUT', 'translations/constructor', { ar: 'نص' }), 404);
    errorOf(await call('PUT', 'translations/toString', { ar: 'نص' }), 404);
    errorOf(await call('PUT', `translations/${encodeURIComponent('bad key!')}`, { ar: 'نص' }), 400);
    errorOf(await call('GET', 'translations?show=nothing'), 400);
    expect((await shopperCatalogue('ar')).version).toBe(before.version);

    const [live] = await db()
      .select()
      .from(translations)
      .where(and(eq(translations.langId, 'ar'), eq(translations.key, 'header.cart')));
    expect(live?.value).toBe(ar['header.cart']);
    // Keeping the placeholder (moved, spaced) is fine.
    const kept = await save('header.cart', { ar: 'في السلة {{ count }} منتجات' });
    expect(kept.translation.ar).toBe('في السلة {{ count }} منتجات');
  });
});
