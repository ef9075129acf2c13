import { json, mockFetch } from '@storefront/client/testing/fetch';
import type { AdminCategory } from '@storefront/contracts/admin-catalogue';
import type { AdminMenu, AdminMenuItem } from '@storefront/contracts/admin-menus';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aStaffMember, renderAt } from '../../test/render.tsx';
import MenusPage from './menus-page.tsx';

const item = (
  id: number,
  parentItemId: number | null,
  en: string,
  route: string,
  more: Partial<AdminMenuItem> = {},
): AdminMenuItem => ({
  id,
  parentItemId,
  title: { en, ar: `${en} بالعربية` },
  route,
  openInNewTab: false,
  allowGuestUser: true,
  visible: true,
  sortOrder: 0,
  ...more,
});

// Home, Shop (Phones under it), About: parents first, siblings in order.
const main: AdminMenu = {
  id: 1,
  name: { en: 'Main menu', ar: 'القائمة الرئيسية' },
  usedAs: ['main'],
  items: [
    item(101, null, 'Home', '/'),
    item(102, null, 'Shop', '/search/filterSearch?categoryId=3'),
    item(103, 102, 'Phones', '/products/12', { allowGuestUser: false }),
    item(104, null, 'About', '/pages/about', { visible: false, openInNewTab: true }),
  ],
};
const footer: AdminMenu = {
  id: 2,
  name: { en: 'Help', ar: 'المساعدة' },
  usedAs: ['footer'],
  items: [item(201, null, 'Contact', '/contact-us')],
};
const categories: AdminCategory[] = [
  {
    id: 3,
    parentId: null,
    name: { en: 'Electronics' },
    sortOrder: 0,
    published: true,
    productCount: 4,
  },
  { id: 4, parentId: 3, name: { en: 'Phones' }, sortOrder: 0, published: true, productCount: 2 },
];

/** The API: the menus, the categories, and each write answering the menu as `answer` makes it. */
function shop(answer: (call: { url: string; method: string; body: unknown }) => AdminMenu) {
  return mockFetch((call) => {
    if (call.url.includes('/admin/categories')) return json(categories);
    if (call.method === 'GET') return json([main, footer]);
    return json(answer(call), call.method === 'POST' ? 201 : 200);
  });
}

const open = (lang: 'en' | 'ar' = 'en') =>
  renderAt(<MenusPage />, { staff: aStaffMember(['content.manage']), path: '/menus', lang });

describe('the menus page', () => {
  it('shows each menu as a tree: titles in both languages, links in words, badges', async () => {
    shop(() => main);
    const user = userEvent.setup();
    open();
    const tree = await screen.findByRole('list', { name: 'Main menu' });
    expect(screen.getByRole('tab', { name: 'Main menu' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const rows = within(tree).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.font-medium')?.textContent)).toEqual([
      'Home',
      'Shop',
      'Phones',
      'About',
    ]);
    expect(rows[0]?.textContent).toContain('Home بالعربية');
    expect(await within(rows[1]!).findByText('Category: Electronics')).toBeTruthy();
    expect(rows[2]?.textContent).toContain('Product #12');
    expect(rows[2]?.textContent).toContain('Customers only');
    expect(rows[3]?.textContent).toContain('Page: about');
    expect(rows[3]?.textContent).toContain('Hidden');
    expect(rows[3]?.textContent).toContain('New tab');
    // Three levels at most: Phones (second level) may take items, the moves say what is possible.
    expect(screen.getByRole('button', { name: 'Add item under “Phones”' })).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Move “Home” up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Move “Phones” out' }) as HTMLButtonElement).disabled,
    ).toBe(false);

    await user.click(screen.getByRole('tab', { name: 'Help' }));
    expect(await screen.findByRole('list', { name: 'Help' })).toBeTruthy();
    expect(screen.getByText('/contact-us')).toBeTruthy();
  });

  it('adds an item, saying what is missing first, and shows the menu the API answers', async () => {
    const added = item(105, null, 'Gifts', '/search/filterSearch?categoryId=4');
    const calls = shop(() => ({ ...main, items: [...main.items, added] }));
    const user = userEvent.setup();
    open();

    await user.click(await screen.findByRole('button', { name: 'Add menu item' }));
    const form = screen.getByRole('form', { name: 'New menu item' });
    const titleEn = within(form).getByLabelText('Title (English)');
    expect(document.activeElement).toBe(titleEn);

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(titleEn.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('This field is required.')).toBeTruthy();
    expect(within(form).getByText('Choose a category.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(titleEn, 'Gifts');
    await user.type(within(form).getByLabelText('Title (Arabic)'), 'هدايا');
    expect((within(form).getByLabelText('Links to') as HTMLSelectElement).value).toBe('category');
    await within(form).findByRole('option', { name: '— Phones' });
    await user.selectOptions(within(form).getByLabelText('Which category'), '— Phones');
    await user.click(within(form).getByRole('checkbox', { name: 'Show to guests' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await screen.findByText('“Gifts” added.');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/admin/menus/1/items');
    expect(post?.body).toEqual({
      title: { en: 'Gifts', ar: 'هدايا' },
      route: '/search/filterSearch?categoryId=4',
      openInNewTab: false,
      allowGuestUser: false,
      visible: true,
      parentItemId: null,
    });
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit “Gifts”' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add menu item' }));
  });

  it('adds under an item with a web address, and shows the API’s refusal under the field', async () => {
    const calls = mockFetch((call) => {
      if (call.url.includes('/admin/categories')) return json(categories);
      if (call.method === 'GET') return json([main, footer]);
      return json(
        {
          error: {
            code: 'validation_failed',
            message: 'Check the highlighted fields.',
            fields: { route: 'Link to a page of the shop.' },
          },
        },
        400,
      );
    });
    const user = userEvent.setup();
    open();

    await user.click(await screen.findByRole('button', { name: 'Add item under “Shop”' }));
    const form = screen.getByRole('form', { name: 'New item under “Shop”' });
    await user.type(within(form).getByLabelText('Title (English)'), 'Deals');
    await user.selectOptions(within(form).getByLabelText('Links to'), 'Web address');
    const address = within(form).getByLabelText('Address');
    await user.type(address, 'gifts.example.com');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(address);
    await user.type(address, '/search/filterSearch?keyword=deals');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Link to a page of the shop.')).toBeTruthy();
    expect(address.getAttribute('aria-describedby')).toContain(
      within(form).getByText('Link to a page of the shop.').id,
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      route: '/search/filterSearch?keyword=deals',
      parentItemId: 102,
    });
  });

  it('edits an item, its link read back as the kind it was made with', async () => {
    const calls = shop(({ body }) => ({
      ...main,
      items: main.items.map((each) =>
        each.id === 103 ? { ...each, ...(body as Partial<AdminMenuItem>) } : each,
      ),
    }));
    const user = userEvent.setup();
    open();

    await user.click(await screen.findByRole('button', { name: 'Edit “Phones”' }));
    const form = screen.getByRole('form', { name: 'Editing “Phones”' });
    expect((within(form).getByLabelText('Links to') as HTMLSelectElement).value).toBe('product');
    const number = within(form).getByLabelText('Product number');
    expect((number as HTMLInputElement).value).toBe('12');
    await user.clear(number);
    await user.type(number, '15');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await screen.findByText('“Phones” saved.');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/admin/menus/1/items/103');
    expect(put?.body).toEqual({
      title: { en: 'Phones', ar: 'Phones بالعربية' },
      route: '/products/15',
      openInNewTab: false,
      allowGuestUser: false,
      visible: true,
    });
    expect(screen.getByText('Product #15')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit “Phones”' }));
  });

  it('moves an item with its buttons from the keyboard, the focus staying on the button', async () => {
    const calls = shop(({ url }) =>
      url.includes('/items/104/')
        ? {
            ...main,
            items: [main.items[0]!, main.items[3]!, main.items[1]!, main.items[2]!],
          }
        : {
            ...main,
            items: [
              main.items[0]!,
              main.items[1]!,
              main.items[2]!,
              { ...main.items[3]!, parentItemId: 102 },
            ],
          },
    );
    const user = userEvent.setup();
    open();

    const up = await screen.findByRole('button', { name: 'Move “About” up' });
    up.focus();
    await user.keyboard('{Enter}');
    await screen.findByText('“About” is now at position 2 of 3 at the top of the menu.');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/admin/menus/1/items/104/position');
    expect(put?.body).toEqual({ parentItemId: null, index: 1 });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move “About” up' }));
    const top = screen.getByRole('list', { name: 'Main menu' });
    expect(
      within(top)
        .getAllByRole('button', { name: /^Drag / })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Drag “Home” among the items beside it',
      'Drag “About” among the items beside it',
      'Drag “Shop” among the items beside it',
      'Drag “Phones” among the items beside it',
    ]);
  });

  it('moves an item in under the one above, last among its items', async () => {
    const calls = shop(() => ({
      ...main,
      items: [
        main.items[0]!,
        main.items[1]!,
        main.items[2]!,
        { ...main.items[3]!, parentItemId: 102 },
      ],
    }));
    const user = userEvent.setup();
    open();

    await user.click(await screen.findByRole('button', { name: 'Move “About” in' }));
    await screen.findByText('“About” is now at position 2 of 2 under “Shop”.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      parentItemId: 102,
      index: 1,
    });
  });

  it('deletes an item and everything under it once confirmed', async () => {
    const calls = shop(() => ({ ...main, items: [main.items[0]!, main.items[3]!] }));
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const user = userEvent.setup();
    open();

    await user.click(await screen.findByRole('button', { name: 'Delete “Shop”' }));
    expect(confirm).toHaveBeenCalledWith('Delete “Shop” and everything under it?');
    await screen.findByText('“Shop” deleted.');
    const deleted = calls.find((call) => call.method === 'DELETE');
    expect(deleted?.url).toBe('/api/admin/menus/1/items/102');
    expect(screen.queryByRole('button', { name: 'Edit “Phones”' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Main menu' })),
    );
  });

  it('reads in Arabic, right to left: titles, and the other language beside them', async () => {
    shop(() => main);
    open('ar');
    const tree = await screen.findByRole('list', { name: 'القائمة الرئيسية' });
    expect(within(tree).getByRole('button', { name: 'تعديل «Home بالعربية»' })).toBeTruthy();
    const english = within(tree).getByText('Home');
    expect(english.getAttribute('lang')).toBe('en');
    expect(english.getAttribute('dir')).toBe('ltr');
  });

  it('adds a menu shown nowhere yet, renames it, and deletes it; a menu in use cannot be', async () => {
    const eid: AdminMenu = { id: 9, name: { en: 'Eid', ar: 'العيد' }, usedAs: [], items: [] };
    const calls = shop((call) =>
      call.method === 'PUT' ? { ...eid, name: { en: 'Eid al-Adha' } } : eid,
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    open();

    // The main menu is the theme's: it says so, and cannot be deleted.
    await screen.findByRole('list', { name: 'Main menu' });
    expect(screen.getByText('The shop’s main menu')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Delete menu “Main menu”' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Add menu' }));
    const form = screen.getByRole('form', { name: 'New menu' });
    await user.type(within(form).getByLabelText('Name in English'), 'Eid');
    await user.type(within(form).getByLabelText('Name in Arabic'), 'العيد');
    await user.click(within(form).getByRole('button', { name: 'Add the menu' }));
    await screen.findByText('“Eid” added. Add its items, then choose it in the theme.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: { en: 'Eid', ar: 'العيد' },
    });
    // The list takes the new menu a moment after the answer: its tab is then the chosen one.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Eid' }).getAttribute('aria-selected')).toBe('true'),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Eid' })),
    );
    // The theme's page, under the router's base (/admin in the app).
    expect(screen.getByRole('link', { name: 'Settings › Theme' }).getAttribute('href')).toBe(
      '/settings/theme',
    );

    await user.click(await screen.findByRole('button', { name: 'Rename “Eid”' }));
    const rename = screen.getByRole('form', { name: 'Rename “Eid”' });
    const english = within(rename).getByLabelText('Name in English');
    await user.clear(english);
    await user.type(english, 'Eid al-Adha');
    await user.clear(within(rename).getByLabelText('Name in Arabic'));
    await user.click(within(rename).getByRole('button', { name: 'Save the name' }));
    await screen.findByText('Renamed “Eid al-Adha”.');
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Rename “Eid al-Adha”' }),
    );
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/admin/menus/9');
    expect(put?.body).toEqual({ name: { en: 'Eid al-Adha' } });

    await user.click(await screen.findByRole('button', { name: 'Delete menu “Eid al-Adha”' }));
    expect(confirm).toHaveBeenCalled();
    await screen.findByText('The menu “Eid al-Adha” is deleted.');
    expect(
      calls.some((call) => call.method === 'DELETE' && call.url === '/api/admin/menus/9'),
    ).toBe(true);
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Eid al-Adha' })).toBeNull());
    confirm.mockRestore();
  });

  it('asks for the English name of a new menu, shows the API’s refusal under it, Escape cancels', async () => {
    const calls = mockFetch((call) => {
      if (call.method === 'GET') return json([main, footer]);
      return json(
        {
          error: {
            code: 'validation_failed',
            message: 'Check the highlighted fields.',
            fields: { 'name.en': 'Use at most 120 characters.' },
          },
        },
        400,
      );
    });
    const user = userEvent.setup();
    open();

    const add = await screen.findByRole('button', { name: 'Add menu' });
    await user.click(add);
    const form = screen.getByRole('form', { name: 'New menu' });
    const english = within(form).getByLabelText('Name in English');
    expect(document.activeElement).toBe(english);
    expect(within(form).getByText(/shown nowhere until the theme uses it/)).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Add the menu' }));
    expect(english.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('This field is required.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(english, 'Eid');
    await user.click(within(form).getByRole('button', { name: 'Add the menu' }));
    expect(await within(form).findByText('Use at most 120 characters.')).toBeTruthy();
    expect(english.getAttribute('aria-describedby')).toContain(
      within(form).getByText('Use at most 120 characters.').id,
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: { en: 'Eid' } });

    english.focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'New menu' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add menu' }));
  });

  it('says why the theme refuses a delete (409) and reads the menus again', async () => {
    const eid: AdminMenu = { id: 9, name: { en: 'Eid', ar: 'العيد' }, usedAs: [], items: [] };
    let reads = 0;
    const calls = mockFetch((call) => {
      if (call.method === 'GET') {
        reads += 1;
        // Meanwhile, the theme's draft took the menu.
        return json([main, footer, reads === 1 ? eid : { ...eid, usedAs: ['draft'] }]);
      }
      return json(
        {
          error: {
            code: 'conflict',
            message: 'The theme uses this menu: choose another menu there first.',
          },
        },
        409,
      );
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    open();

    await user.click(await screen.findByRole('tab', { name: 'Eid' }));
    expect(screen.getByRole('link', { name: 'Settings › Theme' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete menu “Eid”' }));
    expect(confirm).toHaveBeenCalledWith('Delete the menu “Eid” and all its items?');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The theme uses this menu: choose another menu there first.',
    );
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe('/api/admin/menus/9');
    await screen.findByText('In the theme’s draft');
    const remove = screen.getByRole('button', { name: 'Delete menu “Eid”' }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    expect(remove.getAttribute('aria-describedby')).toContain(
      screen.getByText('The theme uses this menu, so it cannot be deleted.').id,
    );
    expect(screen.getByRole('tab', { name: 'Eid' }).getAttribute('aria-selected')).toBe('true');

    // Another tab starts afresh: no refusal of this one there.
    await user.click(screen.getByRole('tab', { name: 'Help' }));
    expect(screen.queryByRole('alert')).toBeNull();
    confirm.mockRestore();
  });

  it('deletes a menu only once confirmed, then selects the first menu', async () => {
    const eid: AdminMenu = { id: 9, name: { en: 'Eid', ar: 'العيد' }, usedAs: [], items: [] };
    let deleted = false;
    const calls = mockFetch((call) => {
      if (call.method === 'GET') return json(deleted ? [main, footer] : [main, footer, eid]);
      deleted = true;
      return new Response(null, { status: 204 });
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const user = userEvent.setup();
    renderAt(<MenusPage />, {
      staff: aStaffMember(['content.manage']),
      path: '/menus?menu=9',
    });

    const remove = await screen.findByRole('button', { name: 'Delete menu “Eid”' });
    await user.click(remove);
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    await user.click(remove);
    await screen.findByText('The menu “Eid” is deleted.');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/admin/menus/9',
    ]);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Main menu' }).getAttribute('aria-selected')).toBe(
        'true',
      ),
    );
    expect(screen.queryByRole('tab', { name: 'Eid' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Main menu' })).toBeTruthy();
    confirm.mockRestore();
  });

  it('renames from the keyboard, the form left behind when another tab is chosen', async () => {
    const calls = shop(({ body }) => ({ ...footer, ...(body as Pick<AdminMenu, 'name'>) }));
    const user = userEvent.setup();
    open();

    await user.click(await screen.findByRole('button', { name: 'Rename “Main menu”' }));
    expect(screen.getByRole('form', { name: 'Rename “Main menu”' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Help' }));
    expect(screen.queryByRole('form', { name: /^Rename/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Rename “Help”' }));
    const form = screen.getByRole('form', { name: 'Rename “Help”' });
    const english = within(form).getByLabelText('Name in English');
    expect(document.activeElement).toBe(english);
    expect((within(form).getByLabelText('Name in Arabic') as HTMLInputElement).value).toBe(
      'المساعدة',
    );
    await user.clear(english);
    await user.type(english, 'Help and contact{Enter}');
    await screen.findByText('Renamed “Help and contact”.');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/admin/menus/2');
    expect(put?.body).toEqual({ name: { en: 'Help and contact', ar: 'المساعدة' } });
    expect(screen.getByRole('tab', { name: 'Help and contact' })).toBeTruthy();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Rename “Help and contact”' }),
    );
  });

  it('says in Arabic where a menu is used, and how to show one that is not', async () => {
    const eid: AdminMenu = { id: 9, name: { en: 'Eid', ar: 'العيد' }, usedAs: [], items: [] };
    mockFetch(() => json([{ ...main, usedAs: ['main', 'scheduled'] }, footer, eid]));
    const user = userEvent.setup();
    open('ar');

    await screen.findByRole('list', { name: 'القائمة الرئيسية' });
    expect(screen.getByText('القائمة الرئيسية للمتجر · في تغيير مجدول للمظهر')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'حذف القائمة «القائمة الرئيسية»' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(screen.getByText('يستخدم المظهر هذه القائمة، فلا يمكن حذفها.')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'العيد' }));
    expect(screen.getByText(/لا تظهر في المتجر بعد/).textContent).toContain('بتغيير مجدول');
    expect(screen.getByRole('link', { name: 'الإعدادات › المظهر' }).getAttribute('href')).toBe(
      '/settings/theme',
    );
    expect(
      (screen.getByRole('button', { name: 'حذف القائمة «العيد»' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('offers to add the first menu when the shop has none', async () => {
    const eid: AdminMenu = { id: 9, name: { en: 'Eid', ar: 'العيد' }, usedAs: [], items: [] };
    const calls = mockFetch((call) => (call.method === 'GET' ? json([]) : json(eid, 201)));
    const user = userEvent.setup();
    open();

    expect(await screen.findByText('The shop has no menus yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add menu' }));
    const form = screen.getByRole('form', { name: 'New menu' });
    await user.type(within(form).getByLabelText('Name in English'), 'Eid');
    await user.click(within(form).getByRole('button', { name: 'Add the menu' }));

    await screen.findByText('“Eid” added. Add its items, then choose it in the theme.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: { en: 'Eid' } });
    expect(screen.getByRole('tab', { name: 'Eid' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Eid' }));
  });
});
