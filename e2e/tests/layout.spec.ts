// The shared layout (spec 2) in both languages: user menu, back-to-top after 300 px, the slide-in
// menu at 375 px, the skip link, and the not-found page inside the layout.
import type { APIRequestContext, Page } from '@playwright/test';
import type { MenuItem } from '@storefront/contracts/menus';
import { API, expect, LANGS, type Lang, scrollY, t, test } from '../fixtures.ts';

async function topLevelTitles(request: APIRequestContext, lang: Lang) {
  const response = await request.get(API.menuItems(53), { headers: { 'accept-language': lang } });
  const items = (await response.json()) as MenuItem[];
  const visible = items.filter((item) => item.parentItemId === null);
  return {
    guest: visible.filter((item) => item.allowGuestUser).map((item) => item.title),
    hidden: visible.filter((item) => !item.allowGuestUser).map((item) => item.title),
    /** One that opens in the same tab, so its accessible name is exactly its title. */
    plain: visible.find((item) => item.allowGuestUser && !item.openInNewTab && item.route !== '/')!
      .title,
  };
}

const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

/**
 * Scrolls to y and waits until the page is there. The scroll is asked again on each look: while
 * lazy parts of the page (lists, the footer, fonts) settle, scroll anchoring may move it a few
 * pixels (a busy CI saw 196 for 200).
 */
async function scrollTo(page: Page, y: number) {
  await expect
    .poll(async () => {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await twoFrames(page);
      return scrollY(page);
    })
    .toBe(y);
}

for (const lang of LANGS) {
  test.describe(`${lang}`, () => {
    test('the user menu offers Log in and Register to a guest', async ({ page, shop }) => {
      await shop.open('/', { lang });
      await page.getByRole('button', { name: t(lang, 'header.userMenu'), exact: true }).click();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      const item = (name: string) =>
        menu
          .getByRole('menuitem', { name, exact: true })
          .or(menu.getByRole('link', { name, exact: true }));
      await expect(item(t(lang, 'header.login'))).toBeVisible();
      await expect(item(t(lang, 'header.register'))).toBeVisible();
      await expect(item(t(lang, 'header.logout'))).toHaveCount(0);
      await expect(item(t(lang, 'header.myAccount'))).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    });

    test('back to top appears after 300 px of scroll and returns to the top', async ({
      page,
      shop,
    }) => {
      // A short window, so that even a short home page scrolls well past 300 px.
      await page.setViewportSize({ width: 1280, height: 420 });
      await shop.open('/', { lang });
      const backToTop = page.getByRole('button', { name: t(lang, 'footer.backToTop') });
      const room = await page.evaluate(
        () => document.documentElement.scrollHeight - window.innerHeight,
      );
      expect(room, 'the page scrolls far enough to test back-to-top').toBeGreaterThan(400);

      await expect(backToTop).toBeHidden();
      await scrollTo(page, 200);
      await expect(backToTop).toBeHidden();
      await scrollTo(page, 400);
      await expect(backToTop).toBeVisible();
      await backToTop.click();
      await expect.poll(() => scrollY(page)).toBe(0);
      await expect(backToTop).toBeHidden();
    });

    test.describe('at 375 px', () => {
      test.use({ viewport: { width: 375, height: 740 } });

      test('the main menu slides in from a button', async ({ page, request, shop }) => {
        const titles = await topLevelTitles(request, lang);
        await shop.open('/', { lang });
        const mainMenu = t(lang, 'header.mainMenu');

        // No inline menu on a small screen.
        await expect(page.getByRole('navigation', { name: mainMenu })).toBeHidden();
        await expect(page.getByRole('link', { name: titles.plain, exact: true })).toBeHidden();

        const open = page.getByRole('button', { name: t(lang, 'header.openMenu') });
        await open.click();
        const dialog = page.getByRole('dialog', { name: mainMenu });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('link', { name: titles.plain, exact: true })).toBeVisible();
        for (const title of titles.guest) {
          await expect(dialog.getByRole('link', { name: title }).first()).toBeVisible();
        }
        for (const title of titles.hidden) {
          await expect(dialog.getByRole('link', { name: title })).toHaveCount(0);
        }

        await dialog.getByRole('button', { name: t(lang, 'header.closeMenu') }).click();
        await expect(dialog).toBeHidden();
        await expect(open, 'focus returns to the button that opened the menu').toBeFocused();

        // Escape closes it too.
        await open.click();
        await expect(dialog).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      });

      test('the header keeps the cart, which goes straight to /cart, and nothing overflows', async ({
        page,
        shop,
      }) => {
        await shop.open('/', { lang });
        const cart = page.getByRole('link', { name: t(lang, 'header.cart', { count: 0 }) });
        await expect(cart).toBeVisible();
        await expect(cart).toHaveAttribute('href', '/cart');
        await expect(
          page.getByRole('link', { name: t(lang, 'header.wishlist', { count: 0 }) }),
        ).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      });
    });

    test.describe('an unknown route', () => {
      // The server answers unknown paths with the app and a real 404 status.
      test.use({ allowedConsoleErrors: [/status of 404/] });

      test('shows the not-found page inside the layout', async ({ page, shop }) => {
        if (lang !== 'en') {
          await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
        }
        const response = await page.goto('/no-such-page');
        expect(response?.status()).toBe(404);
        await shop.ready(lang);
        await expect(
          page.getByRole('heading', { level: 1, name: t(lang, 'notFound.title') }),
        ).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();

        await page.getByRole('link', { name: t(lang, 'notFound.home') }).click();
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('heading', { name: t(lang, 'notFound.title') })).toHaveCount(0);
      });
    });

    test('the skip link is the first stop and leads to the main content', async ({
      page,
      shop,
    }) => {
      await shop.open('/', { lang });
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: t(lang, 'app.skipToContent') });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await expect(skip).toHaveAttribute('href', '#main');
      await expect(page.locator('main#main')).toHaveCount(1);
    });
  });
}

test('the header has the search box, wishlist and cart with their counts', async ({
  page,
  shop,
}) => {
  await shop.open('/');
  const header = page.getByRole('banner');
  // Spec 2 Search: an ARIA combobox with live suggestions.
  await expect(header.getByRole('combobox', { name: 'Search products' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Wishlist, 0 items' })).toBeVisible();
  // From 768 px the cart opens its drop-down (spec 2); below, it is a link to /cart.
  await expect(header.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  await expect(header.getByRole('combobox', { name: 'Language' })).toBeVisible();
});
