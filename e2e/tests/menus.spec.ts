// Menus (spec 2 Shared layout, spec 6): the main menu from GET menus/53 and its visible items,
// nested drop-downs on desktop, items hidden from guests unless allowGuestUser, openInNewTab.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { MenuItem } from '@storefront/contracts/menus';
import type { ThemeConfig } from '@storefront/contracts/theme';
import { API, expect, t, test } from '../fixtures.ts';

const MAIN_MENU = 53;

async function menuItems(request: APIRequestContext, menuId = MAIN_MENU, lang = 'en') {
  const response = await request.get(API.menuItems(menuId), {
    headers: { 'accept-language': lang },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as MenuItem[];
}

/**
 * Opens a top-level item's drop-down with its toggle button, once the drop-down's code (a chunk
 * of its own) has put the button there.
 */
async function openDropDown(nav: Locator, title: string) {
  const toggle = nav.getByRole('button', { name: t('en', 'header.submenu', { title }) });
  await expect(toggle).toBeVisible();
  await toggle.click();
}

const linkOrMenuItem = (scope: Page | Locator, name: string) =>
  scope
    .getByRole('link', { name, exact: true })
    .or(scope.getByRole('menuitem', { name, exact: true }));

test('the main menu shows its items and hides those not allowed for guests', async ({
  page,
  request,
  shop,
}) => {
  const items = await menuItems(request);
  const myOrders = items.find((item) => item.title === 'My orders');
  expect(myOrders, "the API's visible items include 'My orders'").toBeDefined();
  expect(myOrders?.allowGuestUser).toBe(false);

  await shop.open('/');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
  await expect(nav.getByRole('link', { name: 'Shop', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Offers', exact: true })).toBeVisible();
  // Guest-hidden items are absent, not merely invisible.
  await expect(page.getByRole('link', { name: 'My orders' })).toHaveCount(0);
  await expect(page.locator('a[href="/account/orders"]')).toHaveCount(0);
});

test("opening 'Shop' shows its children, which link to their category", async ({
  page,
  request,
  shop,
}) => {
  const items = await menuItems(request);
  const electronics = items.find((item) => item.title === 'Electronics');
  expect(electronics?.parentItemId).not.toBeNull();

  await shop.open('/');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(linkOrMenuItem(nav, 'Electronics')).toBeHidden();
  await openDropDown(nav, 'Shop');
  const link = linkOrMenuItem(nav, 'Electronics');
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', electronics!.route);
  await expect(linkOrMenuItem(nav, 'Sports')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(linkOrMenuItem(nav, 'Electronics')).toBeHidden();
});

test("pointing at 'Shop' opens its drop-down; its link still goes to the shop", async ({
  page,
  shop,
}) => {
  await shop.open('/');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const shopLink = nav.getByRole('link', { name: 'Shop', exact: true });
  const toggle = nav.getByRole('button', { name: t('en', 'header.submenu', { title: 'Shop' }) });
  // The drop-down's behaviour is its own chunk: until it is here the item is a link and an icon.
  await expect(toggle).toBeVisible();
  await shopLink.hover();
  await expect(linkOrMenuItem(nav, 'Electronics')).toBeVisible();
  // The chevron pressed after pointing keeps it open.
  await toggle.click();
  await expect(linkOrMenuItem(nav, 'Electronics')).toBeVisible();
  await shopLink.click();
  await expect(page).toHaveURL(/\/search\/filterSearch/);
});

test('footer menus, social links and copyright come from the theme', async ({
  page,
  request,
  shop,
}) => {
  const theme = (await (await request.get(API.themeConfig)).json()) as ThemeConfig;
  await shop.open('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Customer service' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'About Dukkan' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Shipping & returns' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Terms & conditions' })).toBeVisible();
  // 'My account' in footer menu 55 is not for guests.
  await expect(footer.getByRole('link', { name: 'My account' })).toHaveCount(0);

  for (const name of ['Twitter', 'Facebook', 'Instagram']) {
    await expect(footer.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  // Not configured in the seeded theme, so not shown.
  await expect(footer.getByRole('link', { name: /^YouTube/ })).toHaveCount(0);
  await expect(footer.getByText(theme.copy_right)).toBeVisible();
});
