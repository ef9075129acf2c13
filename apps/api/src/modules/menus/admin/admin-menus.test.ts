import { menuItemsSchema } from '@storefront/contracts';
import {
  type AdminMenu,
  adminMenuSchema,
  adminMenusSchema,
} from '@storefront/contracts/admin-menus';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../../db/schema.ts';
import { errorOf, ok } from '../../../test/answers.ts';
import { authHeader, createUser, signIn, useTestApp } from '../../../test/app.ts';

/**
 * Issue 28: the menus through the back office: items added in both languages, changed, moved
 * in the tree and removed, each audited and announced, as the storefront's menus show them.
 */
describe('the back office menus (issue 28)', () => {
  const t = useTestApp();
  const db = () => t.database.db;
  const password = 'a-long-staff-password-1';
  const tokens = { owner: '', catalogue: '' };
  const announced: string[][] = [];
  const MAIN = 53;

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
  const menuOf = (response: Parameters<typeof ok>[0], status = 200): AdminMenu =>
    adminMenuSchema.parse(ok(response, status));
  /** What the storefront's header reads, in a language. */
  const shown = async (lang: 'en' | 'ar') =>
    menuItemsSchema.parse(
      ok(
        await t.app.inject({
          url: `/api/menus/${MAIN}/items/visible`,
          headers: { 'accept-language': lang },
        }),
      ),
    );
  const item = { title: { en: 'Gift cards', ar: 'بطاقات الهدايا' }, route: '/pages/about' };

  beforeAll(async () => {
    for (const role of ['owner', 'catalogue'] as const) {
      const email = `${role}@menus.test`;
      await createUser(db(), { email, password, role: 'staff', staffRoleId: role });
      tokens[role] = (await signIn(t.app, email, password)).accessToken;
    }
    t.app.catalogueNews.onChange((tags) => {
      if (tags !== 'everything') announced.push([...tags]);
    });
  });

  it('lists every menu with all its items in tree order; only the owner may', async () => {
    const menus = adminMenusSchema.parse(ok(await call('GET', 'menus')));
    const main = menus.find((menu) => menu.id === MAIN)!;
    expect(main.name).toEqual({ en: 'Main menu', ar: 'القائمة الرئيسية' });
    const shop = main.items.find((entry) => entry.title.en === 'Shop')!;
    const electronics = main.items.find((entry) => entry.title.en === 'Electronics')!;
    expect(electronics.parentItemId).toBe(shop.id);
    expect(main.items.indexOf(electronics)).toBeGreaterThan(main.items.indexOf(shop));
    errorOf(await call('GET', 'menus', undefined, 'catalogue'), 403);
    errorOf(await call('POST', `menus/${MAIN}/items`, item, 'catalogue'), 403);
    // The storefront's menu answers name the tag their pages are forgotten by.
    expect((await t.app.inject(`/api/menus/${MAIN}/items/visible`)).headers['surrogate-key']).toBe(
      'menus',
    );
  });

  it('adds an item in both languages, last at the top, shown in the header at once', async () => {
    announced.length = 0;
    const menu = menuOf(await call('POST', `menus/${MAIN}/items`, item), 201);
    const added = menu.items.at(-1)!;
    expect(added).toMatchObject({
      ...item,
      parentItemId: null,
      allowGuestUser: true,
      openInNewTab: false,
    });
    expect(announced).toEqual([['menus']]);
    expect((await shown('en')).map((entry) => entry.title)).toContain('Gift cards');
    expect((await shown('ar')).map((entry) => entry.title)).toContain('بطاقات الهدايا');
    const [audit] = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.entity, 'menuItem'), eq(adminAudit.entityId, String(added.id))));
    expect(audit).toMatchObject({ action: 'create', permission: 'content.manage' });
  });

  it('changes, moves and removes an item, keeping the tree whole', async () => {
    let menu = adminMenusSchema.parse(ok(await call('GET', 'menus'))).find((m) => m.id === MAIN)!;
    const gift = menu.items.find((entry) => entry.title.en === 'Gift cards')!;
    const shop = menu.items.find((entry) => entry.title.en === 'Shop')!;

    menu = menuOf(
      await call('PUT', `menus/${MAIN}/items/${gift.id}`, {
        ...item,
        route: 'https://gifts.example.com/dukkan',
        openInNewTab: true,
        allowGuestUser: false,
      }),
    );
    expect(menu.items.find((entry) => entry.id === gift.id)).toMatchObject({
      route: 'https://gifts.example.com/dukkan',
      openInNewTab: true,
      allowGuestUser: false,
    });

    menu = menuOf(
      await call('PUT', `menus/${MAIN}/items/${gift.id}/position`, {
        parentItemId: shop.id,
        index: 0,
      }),
    );
    const underShop = menu.items.filter((entry) => entry.parentItemId === shop.id);
    expect(underShop[0]?.id).toBe(gift.id);
    expect(underShop.map((entry) => entry.sortOrder)).toEqual(underShop.map((_, index) => index));

    // Not under itself; not deeper than three levels.
    errorOf(
      await call('PUT', `menus/${MAIN}/items/${shop.id}/position`, {
        parentItemId: gift.id,
        index: 0,
      }),
      409,
    );
    // Shop › Gift cards › Vouchers is three levels: nothing goes under Vouchers, and Shop with
    // its branch goes under no other item.
    menu = menuOf(
      await call('POST', `menus/${MAIN}/items`, {
        ...item,
        title: { en: 'Vouchers' },
        parentItemId: gift.id,
      }),
      201,
    );
    const vouchers = menu.items.find((entry) => entry.title.en === 'Vouchers')!;
    expect(vouchers.parentItemId).toBe(gift.id);
    errorOf(await call('POST', `menus/${MAIN}/items`, { ...item, parentItemId: vouchers.id }), 409);
    const home = menu.items.find((entry) => entry.title.en === 'Home')!;
    errorOf(
      await call('PUT', `menus/${MAIN}/items/${shop.id}/position`, {
        parentItemId: home.id,
        index: 0,
      }),
      409,
    );

    menu = menuOf(
      await call('PUT', `menus/${MAIN}/items/${gift.id}/position`, {
        parentItemId: null,
        index: 1,
      }),
    );
    const roots = menu.items.filter((entry) => entry.parentItemId === null);
    expect(roots[1]?.id).toBe(gift.id);
    expect(roots.map((entry) => entry.sortOrder)).toEqual(roots.map((_, index) => index));

    menu = menuOf(await call('DELETE', `menus/${MAIN}/items/${gift.id}`));
    expect(menu.items.some((entry) => [gift.id, vouchers.id].includes(entry.id))).toBe(false);
    expect((await shown('en')).map((entry) => entry.title)).not.toContain('Gift cards');
  });

  it('refuses bad items naming the field', async () => {
    const refused = async (body: object, field: string, status = 400, menu = MAIN) => {
      const error = errorOf(
        await call('POST', `menus/${menu}/items`, { ...item, ...body }),
        status,
      );
      if (field) expect(Object.keys(error.fields ?? {})).toContain(field);
    };
    await refused({ route: 'javascript:alert(1)' }, 'route');
    await refused({ route: '//evil.example.com' }, 'route');
    await refused({ route: '/no-such-page/1' }, 'route');
    await refused({ route: 'http://plain.example.com' }, 'route');
    await refused({ title: { en: '' } }, 'title.en');
    await refused({ parentItemId: 999999 }, 'parentItemId', 404);
    await refused({}, '', 404, 999);
    errorOf(await call('PUT', `menus/${MAIN}/items/999999`, item), 404);
    errorOf(await call('DELETE', `menus/${MAIN}/items/999999`), 404);
  });

  it('adds, renames and deletes menus; the theme’s menus cannot be deleted', async () => {
    const menus = adminMenusSchema.parse(ok(await call('GET', 'menus')));
    expect(menus.find((menu) => menu.id === MAIN)?.usedAs).toEqual(['main']);
    const created = menuOf(
      await call('POST', 'menus', { name: { en: 'Eid menu', ar: 'قائمة العيد' } }),
      201,
    );
    expect(created).toMatchObject({
      name: { en: 'Eid menu', ar: 'قائمة العيد' },
      usedAs: [],
      items: [],
    });
    expect(created.id).toBeGreaterThan(Math.max(...menus.map((menu) => menu.id)));
    menuOf(await call('POST', `menus/${created.id}/items`, item), 201);
    const renamed = menuOf(
      await call('PUT', `menus/${created.id}`, { name: { en: 'Eid al-Adha' } }),
    );
    expect(renamed.name).toEqual({ en: 'Eid al-Adha' });
    expect(renamed.items).toHaveLength(1);
    errorOf(await call('PUT', `menus/${created.id}`, { name: { en: ' ' } }), 400);

    const inUse = errorOf(await call('DELETE', `menus/${MAIN}`), 409);
    expect(inUse.message).toBe('The theme uses this menu: choose another menu there first.');
    expect((await call('DELETE', `menus/${created.id}`)).statusCode).toBe(204);
    errorOf(await call('DELETE', `menus/${created.id}`), 404);
    errorOf(await call('PUT', `menus/${created.id}`, { name: { en: 'x' } }), 404);
    const [audit] = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.entity, 'menu'), eq(adminAudit.action, 'delete')));
    expect(audit?.before).toMatchObject({ name: { en: 'Eid al-Adha' } });
  });
});
