// The back office's customers (issue 26): the orders role finds the demo customer by the phone
// number as staff type it and by email, adds a note, deactivates the account (the shop's sign-in
// then says why, in the shopper's language) and reactivates it (the sign-in works again); support
// opens the customer, changes nothing (the API refuses, 403) and browses the shop as them. In
// English at 1280 px and in Arabic at 375 px; axe clean on both pages.
//
// It runs on a shop of its own: on the shared e2e server, deactivating the demo customer would
// refuse the sign-ins of the journeys running beside it.
import type { Browser, Page } from '@playwright/test';
import { routes } from '@storefront/contracts/routes';
import { type AdminLanguage, adminAs, at, STAFF } from '../admin.ts';
import { seriousViolations } from '../axe.ts';
import { DEMO, expect, type Lang, logIn, t, test } from '../fixtures.ts';
import { type OwnServer, startOwnServer } from '../own-server.ts';

const WIDTH: Record<AdminLanguage, number> = { en: 1280, ar: 375 };
const CUSTOMER_NAME = 'Sara Al-Mutairi';
const NOTE = 'Asked to be called before delivery';

test.describe.configure({ mode: 'serial' });

let shop: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  shop = await startOwnServer({ LOGIN_ATTEMPTS_PER_MINUTE: '100000' });
});
test.afterAll(async () => {
  await shop?.stop();
});

/** A page of its own (its own storage) on this spec's shop, at the language's width. */
async function pageOn(browser: Browser, lang: AdminLanguage) {
  const context = await browser.newContext({
    baseURL: shop.baseURL,
    viewport: { width: WIDTH[lang], height: 900 },
    locale: 'en-GB',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  // The browser logs the refusal the test provokes: a deactivated customer's sign-in (403).
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 403/.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { context, page, problems };
}

async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
}

/** The shop's sign-in as the demo customer, in a language: the form's answer. */
async function customerSignsIn(browser: Browser, lang: Lang) {
  const { context, page, problems } = await pageOn(browser, lang);
  await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
  await page.goto(routes.login);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await logIn(page, DEMO.customer, { lang });
  return { context, page, problems };
}

/** Finds the demo customer in the list by what staff typed, and opens their page. */
async function findCustomer(page: Page, lang: AdminLanguage, typed: string) {
  const search = page.getByLabel(at(lang, 'customers.search'), { exact: true });
  await search.fill(typed);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/admin\/customers\?query=/);
  const row = page.getByRole('row').filter({ hasText: CUSTOMER_NAME });
  await expect(row).toHaveCount(1);
  // The header row and the customer's.
  await expect(page.getByRole('row')).toHaveCount(2);
  return row;
}

test('the orders role finds the customer by phone and email, notes, deactivates and reactivates (en, 1280 px)', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const lang = 'en';
  const staff = await pageOn(browser, lang);
  try {
    const page = staff.page;
    await adminAs(page, STAFF.orders, '/admin', lang);
    await page
      .getByRole('navigation', { name: at(lang, 'nav.label') })
      .getByRole('link', { name: at(lang, 'nav.customers') })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: at(lang, 'customers.title') }),
    ).toBeVisible();

    // The phone as people write it, then the email: the same one customer.
    const byPhone = await findCustomer(page, lang, '+965 5000 0001');
    await expect(byPhone).toContainText('+965 5000 0001');
    await expect(byPhone).toContainText(at(lang, 'customers.status.active'));
    const row = await findCustomer(page, lang, DEMO.customer.email);
    await noSidewaysScroll(page);
    expect(await seriousViolations(page, testInfo), '/admin/customers').toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('customers-en.png'), fullPage: true });

    await row.getByRole('link', { name: CUSTOMER_NAME }).click();
    await expect(page.getByRole('heading', { level: 1, name: CUSTOMER_NAME })).toBeVisible();
    // The demo customer's orders open the orders' pages.
    const orders = page.getByRole('region', { name: at(lang, 'customer.ordersTitle') });
    await expect(orders.getByRole('link').first()).toHaveAttribute('href', /\/admin\/orders\/\d+$/);
    await expect(page.getByRole('region', { name: at(lang, 'customer.addresses') })).toBeVisible();
    // The orders role may not browse as the customer (no `impersonate`).
    await expect(page.getByRole('button', { name: at(lang, 'customer.browseAs') })).toHaveCount(0);

    const notes = page.getByRole('region', { name: at(lang, 'customer.notes') });
    await notes.getByLabel(at(lang, 'customer.newNote')).fill(NOTE);
    await notes.getByRole('button', { name: at(lang, 'customer.addNote') }).click();
    await expect(notes.getByRole('status')).toHaveText(at(lang, 'customer.noteAdded'));
    await expect(notes.getByText(NOTE)).toBeVisible();
    await expect(notes).toContainText(STAFF.orders.email);

    // Deactivate, after the confirmation naming the customer.
    const account = page.getByRole('region', { name: at(lang, 'customer.account') });
    page.once('dialog', async (dialog) => {
      expect(dialog.message()).toBe(
        at(lang, 'customer.confirmDeactivate', { name: CUSTOMER_NAME }),
      );
      await dialog.accept();
    });
    await account.getByRole('button', { name: at(lang, 'customer.deactivate') }).click();
    await expect(account.getByRole('status')).toHaveText(at(lang, 'customer.deactivated'));
    await expect(page.getByText(at(lang, 'customers.status.deactivated')).first()).toBeVisible();
    await noSidewaysScroll(page);
    expect(await seriousViolations(page, testInfo), '/admin/customers/:id').toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('customer-en.png'), fullPage: true });

    // The shop's sign-in says why, in each language; the customer stays signed out.
    for (const shopLang of ['en', 'ar'] as const) {
      const shopper = await customerSignsIn(browser, shopLang);
      try {
        await expect(shopper.page.getByRole('alert')).toContainText(
          t(shopLang, 'errors.accountDeactivated'),
        );
        await expect(shopper.page).toHaveURL(/\/login/);
        await shopper.page.screenshot({
          path: testInfo.outputPath(`login-refused-${shopLang}.png`),
        });
        expect(shopper.problems).toEqual([]);
      } finally {
        await shopper.context.close();
      }
    }

    // Reactivate: the sign-in works again.
    page.once('dialog', (dialog) => dialog.accept());
    await account.getByRole('button', { name: at(lang, 'customer.reactivate') }).click();
    await expect(account.getByRole('status')).toHaveText(at(lang, 'customer.reactivated'));
    const shopper = await customerSignsIn(browser, 'en');
    try {
      await expect(shopper.page).not.toHaveURL(/\/login/);
      await expect(shopper.page.getByText(t('en', 'login.welcome'))).toBeVisible();
      expect(shopper.problems).toEqual([]);
    } finally {
      await shopper.context.close();
    }
    expect(staff.problems).toEqual([]);
  } finally {
    await staff.context.close();
  }
});

test('support reads the customer, changes nothing, and browses the shop as them (ar, 375 px)', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const lang = 'ar';
  const support = await pageOn(browser, lang);
  try {
    const page = support.page;
    await adminAs(page, STAFF.support, '/admin/customers', lang);
    await findCustomer(page, lang, '50000001');
    await noSidewaysScroll(page);
    expect(await seriousViolations(page, testInfo), '/admin/customers (ar)').toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('customers-ar.png'), fullPage: true });

    await page.getByRole('link', { name: CUSTOMER_NAME }).click();
    await expect(page.getByRole('heading', { level: 1, name: CUSTOMER_NAME })).toBeVisible();
    await expect(page.getByText(NOTE)).toBeVisible();
    await expect(page.getByText(at(lang, 'customer.readOnly'))).toBeVisible();
    for (const key of ['customer.deactivate', 'customer.reactivate', 'customer.addNote'] as const) {
      await expect(page.getByRole('button', { name: at(lang, key) })).toHaveCount(0);
    }
    await noSidewaysScroll(page);
    expect(await seriousViolations(page, testInfo), '/admin/customers/:id (ar)').toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('customer-ar.png'), fullPage: true });

    // The API refuses support's writes, whatever the page shows.
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const token = await page.evaluate(() => localStorage.getItem('admin.accessToken'));
    const headers = { authorization: `Bearer ${token}` };
    for (const [path, data] of [
      ['notes', { body: 'not allowed' }],
      ['deactivate', {}],
    ] as const) {
      const refused = await page.request.post(`/api/admin/customers/${id}/${path}`, {
        headers,
        data,
      });
      expect(refused.status(), path).toBe(403);
    }

    // Browse as the customer: the shop opens in this tab under the impersonation banner.
    await page.getByRole('button', { name: at(lang, 'customer.browseAs') }).click();
    await expect(page).toHaveURL(`${shop.baseURL}/?lang=ar`);
    const banner = page.getByRole('region', { name: t(lang, 'impersonation.banner.label') });
    await expect(banner).toContainText(CUSTOMER_NAME);
    await page.screenshot({ path: testInfo.outputPath('browse-as-ar.png') });
    await page.getByRole('button', { name: t(lang, 'impersonation.finish'), exact: true }).click();
    await expect(banner).toBeHidden();
    expect(support.problems).toEqual([]);
  } finally {
    await support.context.close();
  }
});
