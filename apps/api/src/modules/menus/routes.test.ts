import { menuItemsSchema } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { menuItems } from '../../db/schema.ts';
import { useTestApp } from '../../test/app.ts';

describe('menus', () => {
  const t = useTestApp();

  it('GET /api/menus/53 names the main menu in the request language', async () => {
    expect((await t.app.inject('/api/menus/53')).json()).toEqual({ menuId: 53, name: 'Main menu' });
    const ar = await t.app.inject({ url: '/api/menus/53', headers: { 'accept-language': 'ar' } });
    expect(ar.json()).toEqual({ menuId: 53, name: 'القائمة الرئيسية' });
  });

  it('GET /api/menus/53/items/visible answers the flat tree with every spec field', async () => {
    const response = await t.app.inject('/api/menus/53/items/visible');
    expect(response.statusCode).toBe(200);
    const items = menuItemsSchema.parse(response.json());
    const byTitle = new Map(items.map((item) => [item.title, item]));
    expect(byTitle.get('Home')).toMatchObject({
      route: '/',
      parentItemId: null,
      allowGuestUser: true,
    });
    expect(byTitle.get('Electronics')?.parentItemId).toBe(byTitle.get('Shop')?.menuItemId);
    // Guest-hidden items are sent; the storefront hides them (spec 2).
    expect(byTitle.get('My orders')?.allowGuestUser).toBe(false);
    // The demo shop links nowhere outside itself: no placeholder address in a menu.
    expect(items.filter((item) => /^https?:/.test(item.route))).toEqual([]);
    const roots = items.filter((item) => item.parentItemId === null).map((item) => item.title);
    expect(roots).toEqual(['Home', 'Shop', 'Offers', 'About us', 'Contact us', 'My orders']);
  });

  it('answers titles in Arabic', async () => {
    const response = await t.app.inject({
      url: '/api/menus/54/items/visible',
      headers: { 'accept-language': 'ar' },
    });
    expect(response.json().map((item: { title: string }) => item.title)).toEqual([
      'اتصل بنا',
      'الشحن والإرجاع',
      'سياسة الخصوصية',
    ]);
  });

  it('leaves out hidden items and everything under them', async () => {
    await t.database.db.update(menuItems).set({ visible: false }).where(eq(menuItems.id, 102));
    try {
      const titles = (await t.app.inject('/api/menus/53/items/visible'))
        .json()
        .map((i: { title: string }) => i.title);
      expect(titles).not.toContain('Shop');
      expect(titles).not.toContain('Electronics');
      expect(titles).toContain('Home');
    } finally {
      await t.database.db.update(menuItems).set({ visible: true }).where(eq(menuItems.id, 102));
    }
  });

  it('is a 404 for a menu that does not exist', async () => {
    for (const url of ['/api/menus/999', '/api/menus/999/items/visible']) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toContain('999');
    }
  });

  it.each(['abc', '-1', '0', '1.5', '99999999999', '%00'])(
    'is a 400 naming menuId for %s',
    async (id) => {
      const response = await t.app.inject(`/api/menus/${id}/items/visible`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('menuId');
    },
  );
});
