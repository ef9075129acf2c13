// The shop's look and words from the back office (issue 28), on a shop of its own: the theme,
// the menus and the UI strings are the whole shop's, and the journeys beside it read them.
// The owner changes the colour: the preview shows it, the storefront does not until it is
// published, then every page carries it within 2 s, and restoring the earlier version brings the
// old colour back. A menu item added in both languages shows in the header in English and Arabic,
// and one for customers only is hidden from guests. An Arabic UI string edited here is what the
// Arabic storefront shows on its next page, and a translation that drops {{count}} is refused
// with the reason. English at 1280 px, Arabic at 375 px with no sideways scroll.
import type { Browser, Page } from '@playwright/test';
import { PALETTE_STYLE_ID } from '@storefront/contracts/theme-rules';
import '../../apps/admin/src/i18n/content.ts';
import { type AdminLanguage, adminAs, at, STAFF } from '../admin.ts';
import { expect, t, test } from '../fixtures.ts';
import { type OwnServer, startOwnServer } from '../own-server.ts';

test.describe.configure({ mode: 'serial' });

const OWN_SHOP_PORT = 3400 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const BASE = `http://127.0.0.1:${OWN_SHOP_PORT}`;
test.use({ baseURL: BASE });

let own: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  own = await startOwnServer({}, OWN_SHOP_PORT);
});
test.afterAll(async () => {
  await own?.stop();
});

async function ownerAt(browser: Browser, lang: AdminLanguage, path: string, width: number) {
  const context = await browser.newContext({ baseURL: BASE, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await adminAs(page, STAFF.owner, path, lang);
  return { context, page };
}

async function noSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, what).toBeLessThanOrEqual(0);
}

/** The colour a storefront page was drawn with, as a guest gets it. */
const primaryOf = (html: string) =>
  new RegExp(`<style id="${PALETTE_STYLE_ID}">:root\\{--color-primary:(#[0-9a-f]{6})`).exec(
    html,
  )?.[1];

test('the owner previews a colour, publishes it to every page, and restores the old one', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const lang = 'en';
  const shopColour = async () => primaryOf(await (await request.get('/?lang=en')).text());
  const before = await shopColour();
  expect(before).toBe('#57b568');

  const { context, page } = await ownerAt(browser, lang, '/admin/settings/theme', 1280);
  await page.getByRole('textbox', { name: at(lang, 'theme.colorHex') }).fill('#1e6fd9');
  await page.getByRole('button', { name: at(lang, 'theme.saveDraft') }).click();
  await expect(page.getByRole('status')).toHaveText(at(lang, 'theme.saved'));

  // The preview is the storefront drawn with the draft; shoppers still get the live colour.
  const frame = page.frameLocator(`iframe[title="${at(lang, 'theme.previewFrame')}"]`);
  await expect
    .poll(() => frame.locator(`style#${PALETTE_STYLE_ID}`).evaluate((style) => style.textContent))
    .toContain('--color-primary:#1e6fd9');
  expect(await shopColour()).toBe(before);

  await page.getByRole('button', { name: at(lang, 'theme.publish') }).click();
  await expect(page.getByRole('status')).toHaveText(at(lang, 'theme.published'));
  await expect.poll(shopColour, { timeout: 2_000, intervals: [100] }).toBe('#1e6fd9');

  // The theme the shop started with is kept as a version; restoring it brings green back.
  const restore = page.getByRole('button', { name: /^Restore version \d+$/ });
  await expect(restore).toHaveCount(1);
  page.once('dialog', (dialog) => dialog.accept());
  await restore.click();
  await expect(page.getByRole('status')).toHaveText(/is live again/);
  await expect.poll(shopColour, { timeout: 2_000, intervals: [100] }).toBe(before);
  await context.close();
});

test('a theme change scheduled a few seconds ahead is not served before, and is served after', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const login = await request.post('/api/account/login', {
    data: { email: STAFF.owner.email, password: STAFF.owner.password },
  });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await login.json()).accessToken}` };
  const theme = await (await request.get('/api/admin/theme', { headers })).json();
  const shopColour = async () => primaryOf(await (await request.get('/?lang=ar')).text());
  const live = await shopColour();

  expect(
    (
      await request.put('/api/admin/theme/draft', {
        headers,
        data: { ...theme.live, color: '#8a3ffc' },
      })
    ).ok(),
  ).toBe(true);
  const at = Date.now() + 8_000;
  const scheduled = await request.post('/api/admin/theme/schedule', {
    headers,
    data: { publishAt: new Date(at).toISOString() },
  });
  expect(scheduled.ok()).toBe(true);
  // Not before its moment…
  while (Date.now() < at - 1_000) {
    expect(await shopColour()).toBe(live);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // …and within the job's 5 s look, and the 2 s every instance takes, after it.
  await expect.poll(shopColour, { timeout: 9_000, intervals: [250] }).toBe('#8a3ffc');
  const after = await (await request.get('/api/admin/theme', { headers })).json();
  expect(after.scheduled).toBeNull();

  // The colour the other journeys here expect, back as it was.
  const versions = after.versions as { id: number; color: string }[];
  const back = versions.find((version) => version.color === live)!;
  expect(
    (await request.post(`/api/admin/theme/versions/${back.id}/restore`, { headers })).ok(),
  ).toBe(true);
  await expect.poll(shopColour, { timeout: 2_000 }).toBe(live);
});

test('a menu item added in both languages shows in the header; one for customers is hidden from guests', async ({
  browser,
  page,
  shop,
}) => {
  test.setTimeout(120_000);
  const lang = 'ar';
  const admin = await ownerAt(browser, lang, '/admin/menus', 375);
  const owner = admin.page;
  await noSidewaysScroll(owner, 'menus at 375 px');

  const add = async (titles: { en: string; ar: string }, guests: boolean) => {
    await owner.getByRole('button', { name: at(lang, 'menus.add'), exact: true }).click();
    await owner.getByRole('textbox', { name: at(lang, 'menus.titleEn') }).fill(titles.en);
    await owner.getByRole('textbox', { name: at(lang, 'menus.titleAr') }).fill(titles.ar);
    await owner.getByRole('combobox', { name: at(lang, 'menus.linkKind') }).selectOption('page');
    await owner.getByRole('textbox', { name: at(lang, 'menus.page') }).fill('1');
    if (!guests)
      await owner.getByRole('checkbox', { name: at(lang, 'menus.showToGuests') }).uncheck();
    await owner.getByRole('button', { name: at(lang, 'common.save'), exact: true }).click();
    // The page's message (dnd-kit keeps a status region of its own beside it).
    await expect(owner.getByText(at(lang, 'menus.added', { name: titles.ar }))).toBeVisible();
  };
  await add({ en: 'Gift cards', ar: 'بطاقات الهدايا' }, true);
  await add({ en: 'Member prices', ar: 'أسعار الأعضاء' }, false);
  await noSidewaysScroll(owner, 'menus at 375 px, with the new items');
  await admin.context.close();

  // A guest at 1280 px sees the new item in the main menu, in English and in Arabic, and not the
  // customers' one.
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const shopLang of ['en', 'ar'] as const) {
    await shop.open(`/?lang=${shopLang}`, { lang: shopLang });
    const nav = page.getByRole('navigation', { name: t(shopLang, 'header.mainMenu') });
    const gift = shopLang === 'en' ? 'Gift cards' : 'بطاقات الهدايا';
    const members = shopLang === 'en' ? 'Member prices' : 'أسعار الأعضاء';
    // Linked as page 1, shown at that page's address in the shop's language.
    await expect(nav.getByRole('link', { name: gift, exact: true })).toHaveAttribute(
      'href',
      shopLang === 'en' ? '/pages/about-us' : `/pages/${encodeURIComponent('من-نحن')}`,
    );
    await expect(nav.getByRole('link', { name: members, exact: true })).toHaveCount(0);
  }
});

test('an Arabic string edited here is the Arabic shop’s next page; dropping {{count}} is refused', async ({
  browser,
  page,
  shop,
}) => {
  test.setTimeout(120_000);
  const lang = 'en';
  const { context, page: owner } = await ownerAt(browser, lang, '/admin/translations', 1280);
  const search = owner.getByRole('searchbox', { name: at(lang, 'translations.search') });

  // The cart's label keeps its count: a translation without it is refused, naming it.
  await search.fill('header.cart');
  await search.press('Enter');
  const cartArabic = owner.getByRole('textbox', {
    name: at(lang, 'translations.arabic', { key: 'header.cart' }),
    exact: true,
  });
  await cartArabic.fill('سلة التسوق');
  await expect(owner.getByText('Keep {{count}}', { exact: false }).first()).toBeVisible();
  await expect(
    owner.getByRole('button', {
      name: at(lang, 'translations.saveOf', { key: 'header.cart' }),
      exact: true,
    }),
  ).toBeDisabled();
  // The API refuses it too, with the reason.
  const refused = await owner.evaluate(async () => {
    const token = localStorage.getItem('admin.accessToken');
    const response = await fetch('/api/admin/translations/header.cart', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ar: 'سلة التسوق' }),
    });
    return { status: response.status, body: await response.json() };
  });
  expect(refused.status).toBe(400);
  expect(refused.body.error.fields.ar).toContain('{{count}}');

  // The search box's placeholder, in Arabic, changed here: the Arabic shop shows it next page.
  const key = 'header.search.placeholder';
  await search.fill(key);
  await search.press('Enter');
  await owner
    .getByRole('textbox', { name: at(lang, 'translations.arabic', { key }), exact: true })
    .fill('ابحث في دكان…');
  await owner
    .getByRole('button', { name: at(lang, 'translations.saveOf', { key }), exact: true })
    .click();
  await expect(owner.getByRole('status')).toHaveText(at(lang, 'translations.saved', { key }));
  await context.close();

  await page.setViewportSize({ width: 375, height: 800 });
  await shop.open('/?lang=ar', { lang: 'ar' });
  await expect(
    page.getByRole('combobox', { name: t('ar', 'header.search.label') }).first(),
  ).toHaveAttribute('placeholder', 'ابحث في دكان…');
  await noSidewaysScroll(page, 'the Arabic home at 375 px');
});

test('a page written in both languages is published, reads right to left in Arabic, and is served clean', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const lang = 'en';
  const { context, page: owner } = await ownerAt(browser, lang, '/admin/pages', 1280);
  await owner.getByRole('link', { name: at(lang, 'pages.add') }).click();
  const field = (language: 'en' | 'ar', name: 'title' | 'body') =>
    owner.getByRole('textbox', {
      name: at(lang, `pages.inLanguage.${language}`, { field: at(lang, `pages.field.${name}`) }),
      exact: true,
    });

  await field('en', 'title').fill('Ramadan hours');
  const english = field('en', 'body');
  await english.click();
  await owner.keyboard.type('We open from 8 pm.');
  await owner.getByRole('tab', { name: at(lang, 'pages.lang.ar') }).click();
  await field('ar', 'title').fill('مواعيد رمضان');
  const arabic = field('ar', 'body');
  // The Arabic text is written right to left.
  await expect(arabic).toHaveAttribute('dir', 'rtl');
  await arabic.click();
  await owner.keyboard.type('نفتح من الساعة 8 مساءً.');
  await owner.getByRole('button', { name: at(lang, 'pages.saveDraft') }).click();
  await expect(owner.getByRole('status').first()).toHaveText(at(lang, 'pages.created'));
  await expect(owner).toHaveURL(/\/admin\/pages\/\d+$/);
  const id = Number(/\/admin\/pages\/(\d+)$/.exec(owner.url())![1]);

  // Hidden until published.
  expect((await request.get(`/pages/${id}`)).status()).toBe(404);
  await owner.getByRole('button', { name: at(lang, 'pages.publish'), exact: true }).click();
  await expect(owner.getByRole('status').first()).toHaveText(at(lang, 'pages.published'));
  await expect
    .poll(async () => (await request.get(`/pages/${id}`)).status(), { timeout: 2_000 })
    .toBe(200);

  // A client of the API sends what no editor would: none of it reaches a shopper.
  const token = await owner.evaluate(() => localStorage.getItem('admin.accessToken'));
  const headers = { authorization: `Bearer ${token}` };
  const saved = await request.put(`/api/admin/pages/${id}/draft`, {
    headers,
    data: {
      title: { en: 'Ramadan hours', ar: 'مواعيد رمضان' },
      body: {
        en:
          '<p>We open from 8 pm.<script>window.hacked = 1</script>' +
          '<img src="https://example.com/x.png" alt="Lantern" onerror="window.hacked = 2">' +
          '<a href="javascript:window.hacked = 3">Call us</a></p>',
        ar: '<p>نفتح من الساعة 8 مساءً.</p>',
      },
    },
  });
  expect(saved.ok()).toBe(true);
  expect((await request.post(`/api/admin/pages/${id}/publish`, { headers })).ok()).toBe(true);
  await context.close();

  const shopperContext = await browser.newContext({
    baseURL: BASE,
    viewport: { width: 375, height: 800 },
  });
  const shopper = await shopperContext.newPage();
  await shopper.goto(`/pages/${id}`);
  const body = shopper.locator('article .page-body');
  await expect(body).toContainText('We open from 8 pm.');
  const html = await body.innerHTML();
  expect(html).not.toMatch(/<script|onerror|javascript:/i);
  await expect(body.getByText('Call us')).toBeVisible();
  expect(await shopper.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

  // Its id leads to its address, made from the English title when it was created; with no
  // Arabic address of its own, the Arabic page is at the same one.
  await expect(shopper).toHaveURL(/\/pages\/ramadan-hours$/);
  await shopper.goto(`/pages/${id}?lang=ar`);
  await expect(shopper).toHaveURL(/\/pages\/ramadan-hours/);
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('مواعيد رمضان');
  const paragraph = shopper.locator('article .page-body p').first();
  await expect(paragraph).toHaveText('نفتح من الساعة 8 مساءً.');
  expect(await paragraph.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  await noSidewaysScroll(shopper, 'the Arabic page at 375 px');
  await shopperContext.close();
});

test('the owner moves a home section up and publishes it: the home page shows it first within 2 s', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const lang = 'ar';
  const { context, page: owner } = await ownerAt(browser, lang, '/admin/home', 375);
  await noSidewaysScroll(owner, 'the home page editor at 375 px');
  /** Where the two sections' headings stand in the guest's English home page. */
  const order = async () => {
    const html = await (await request.get('/?lang=en')).text();
    const [sale, arrivals] = [html.indexOf('>On sale<'), html.indexOf('>New arrivals<')];
    if (sale < 0 || arrivals < 0) return 'not both shown';
    return sale < arrivals ? 'sale first' : 'new first';
  };
  expect(await order()).toBe('new first');

  await owner
    .getByRole('button', {
      name: at(lang, 'homeSections.moveUp', { name: 'عروض وتخفيضات' }),
      exact: true,
    })
    .click();
  await owner.getByRole('button', { name: at(lang, 'homeSections.saveDraft') }).click();
  await expect(owner.getByRole('status').first()).toHaveText(at(lang, 'homeSections.saved'));
  // A draft: shoppers still get the published order.
  expect(await order()).toBe('new first');

  await owner.getByRole('button', { name: at(lang, 'homeSections.publish'), exact: true }).click();
  await expect(owner.getByRole('status').first()).toHaveText(at(lang, 'homeSections.published'));
  await expect.poll(order, { timeout: 2_000, intervals: [100] }).toBe('sale first');
  await context.close();
});
