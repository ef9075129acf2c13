// The back office's promo codes (issue 26): the owner creates a code at /admin/promotions/new
// (the API's field errors shown on their fields first), and a shopper's cart takes it within 2 s;
// the owner turns it off and the cart refuses it. The start is typed in Kuwait time, which the
// browser (UTC here) must not shift. English and Arabic at 1280 px; the list and the form have
// no sideways scroll at 375 px.
import type { Browser, Page } from '@playwright/test';
import { promoDiscount } from '@storefront/contracts/cart-rules';
import { SHOP_TIME_ZONE } from '@storefront/contracts/order-rules';
import { formatPrice } from '@storefront/contracts/price';
import { routes } from '@storefront/contracts/routes';
import type { ThemeConfig } from '@storefront/contracts/theme';
import { type AdminLanguage, adminAs, at, STAFF } from '../admin.ts';
import { productInStock } from '../checkout-api.ts';
import { API, expect, type Lang, t, test } from '../fixtures.ts';

// The shopper's refused code (404) is logged (the owner's refused saves are in their own page).
test.use({ allowedConsoleErrors: [/status of 404/] });

async function within2s(check: () => Promise<void>) {
  await expect(check).toPass({ timeout: 2_000, intervals: [100, 200, 250] });
}

async function noSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    const wraps = [...document.querySelectorAll('main .overflow-x-auto')].map(
      (element) => element.scrollWidth - element.clientWidth,
    );
    return Math.max(root.scrollWidth - root.clientWidth, ...wraps);
  });
  expect(overflow, what).toBeLessThanOrEqual(0);
}

/** The shop's wall clock `offsetMs` from now, as a date-time input takes it. */
function kuwaitInput(offsetMs: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: SHOP_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(Date.now() + offsetMs))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The owner's back office, in a context of its own (its own storage), at `width`. */
async function ownerPage(browser: Browser, lang: AdminLanguage, path: string, width = 1280) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'en-GB',
    timezoneId: 'UTC',
  });
  const page = await context.newPage();
  await adminAs(page, STAFF.owner, path, lang);
  return { context, page };
}

const HOUR = 3_600_000;

for (const lang of ['en', 'ar'] as const satisfies readonly (AdminLanguage & Lang)[]) {
  test(`the owner creates a promo code that a shopper's cart takes within 2 s, then turns it off (${lang})`, async ({
    page,
    shop,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const code = `E2E-${lang}-${Date.now().toString(36)}`.toUpperCase();
    const product = await productInStock(request, 1);

    // The shopper has something in the cart.
    await shop.open(routes.product(product.productId), { lang });
    await page
      .getByRole('main')
      .getByRole('button', { name: t(lang, 'cart.add.button'), exact: true })
      .click();
    await expect(page.getByText(t(lang, 'cart.add.added')).first()).toBeVisible();
    await shop.open('/cart', { lang });
    const main = page.getByRole('main');
    const promoField = main.getByRole('textbox', { name: t(lang, 'cart.promo.label') });
    const apply = async () => {
      await promoField.fill(code.toLowerCase());
      await main.getByRole('button', { name: t(lang, 'cart.promo.apply'), exact: true }).click();
    };

    // The owner finds Promotions in the navigation, and opens a new code.
    const owner = await ownerPage(browser, lang, '/admin');
    const admin = owner.page;
    await admin
      .getByRole('navigation', { name: at(lang, 'nav.label') })
      .getByRole('link', { name: at(lang, 'nav.promotions') })
      .click();
    await expect(admin).toHaveURL(/\/admin\/promotions$/);
    await admin.getByRole('link', { name: at(lang, 'promotions.add') }).click();
    await expect(
      admin.getByRole('heading', { level: 1, name: at(lang, 'promotions.newTitle') }),
    ).toBeVisible();

    const field = (key: Parameters<typeof at>[1]) =>
      admin.getByRole('main').getByLabel(at(lang, key), { exact: true });
    const save = admin.getByRole('button', { name: at(lang, 'promotions.save') });

    // The API's refusals land on their fields: 150 % (400), then a code the shop has (409).
    await field('promotions.code').fill('welcome10');
    await field('promotions.percent').fill('150');
    await save.click();
    await expect(field('promotions.percent')).toHaveAttribute('aria-invalid', 'true');
    await expect(field('promotions.percent')).toHaveAccessibleDescription(
      new RegExp(lang === 'en' ? 'from 1 to 100' : 'من 1 إلى 100'),
    );
    await field('promotions.percent').fill('20');
    await save.click();
    await expect(field('promotions.code')).toHaveAttribute('aria-invalid', 'true');
    await expect(field('promotions.code')).toHaveAccessibleDescription(
      new RegExp(lang === 'en' ? 'already called this' : 'بهذا الاسم'),
    );

    // 20 % off from 0, started an hour ago in Kuwait, ending in a year.
    await field('promotions.code').fill(code.toLowerCase());
    await field('promotions.startsAt').fill(kuwaitInput(-HOUR));
    await field('promotions.endsAt').fill(kuwaitInput(365 * 24 * HOUR));
    await field('promotions.perCustomerLimit').fill('1');
    await save.click();
    await expect(admin).toHaveURL(/\/admin\/promotions\/\d+$/);
    await expect(admin.getByRole('heading', { level: 1, name: code })).toBeVisible();
    await expect(admin.getByText(at(lang, 'promotions.saved'))).toBeVisible();
    await expect(
      admin.getByRole('main').getByText(at(lang, 'promotions.status.active'), { exact: true }),
    ).toBeVisible();

    // Within 2 s the shopper's cart takes it, and the summary shows the discount.
    const discount = promoDiscount(product.price, 'percentage', 20);
    const theme = (await (await request.get(API.themeConfig)).json()) as ThemeConfig;
    const price = (fils: number) =>
      formatPrice(fils, {
        format: theme.price_format,
        currencyLabel: theme.currency_label || 'KD',
        currencyPosition: theme.currency_position,
      });
    const summary = main.getByRole('region', { name: t(lang, 'cart.summary.title') });
    await apply();
    await within2s(async () => {
      await expect(main.getByText(t(lang, 'cart.promo.applied', { code }))).toBeVisible({
        timeout: 500,
      });
    });
    await expect(summary.getByText(t(lang, 'cart.summary.discount', { code }))).toBeVisible();
    await expect(summary.getByText(price(-discount))).toBeVisible();
    await expect(summary.getByText(price(product.price - discount)).first()).toBeVisible();

    // The list shows it, found by part of its code, active, not used yet.
    await admin.goto(`/admin/promotions?query=${encodeURIComponent(code.slice(0, 8))}`);
    const row = admin.getByRole('row').filter({ hasText: code });
    await expect(row.getByText(at(lang, 'promotions.status.active'))).toBeVisible();

    // Turned off: within 2 s the cart gives no discount and refuses it again.
    await admin.getByRole('link', { name: code }).click();
    await admin.getByRole('button', { name: at(lang, 'promotions.disable') }).click();
    await expect(admin.getByText(at(lang, 'promotions.turnedOff'))).toBeVisible();
    await expect(admin.getByRole('button', { name: at(lang, 'promotions.enable') })).toBeVisible();
    await main.getByRole('button', { name: t(lang, 'cart.promo.remove', { code }) }).click();
    await expect(promoField).toBeVisible();
    await apply();
    await within2s(async () => {
      await expect(promoField).toHaveAccessibleDescription(t(lang, 'errors.promoCodeUnknown'), {
        timeout: 500,
      });
    });
    await expect(summary.getByText(t(lang, 'cart.summary.discount', { code }))).toHaveCount(0);

    await admin.goto(`/admin/promotions?status=disabled&query=${encodeURIComponent(code)}`);
    await expect(
      admin
        .getByRole('row')
        .filter({ hasText: code })
        .getByText(at(lang, 'promotions.status.disabled')),
    ).toBeVisible();
    await owner.context.close();
  });

  test(`the promotions list and form have no sideways scroll at 375 px (${lang})`, async ({
    browser,
  }) => {
    const owner = await ownerPage(browser, lang, '/admin/promotions', 375);
    const admin = owner.page;
    await expect(admin.getByRole('link', { name: 'WELCOME10' })).toBeVisible();
    await noSidewaysScroll(admin, 'the list');
    // Its columns on a phone: the code, the status, the uses and the discount given.
    await expect(
      admin.getByRole('columnheader', { name: at(lang, 'promotions.uses') }),
    ).toBeVisible();
    await expect(
      admin.getByRole('columnheader', { name: at(lang, 'promotions.discountGiven') }),
    ).toBeVisible();

    await admin.getByRole('link', { name: 'WELCOME10' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'WELCOME10' })).toBeVisible();
    await expect(admin.getByLabel(at(lang, 'promotions.code'), { exact: true })).toHaveValue(
      'WELCOME10',
    );
    await noSidewaysScroll(admin, 'an existing code');

    await admin.goto('/admin/promotions/new');
    await expect(
      admin.getByRole('heading', { level: 1, name: at(lang, 'promotions.newTitle') }),
    ).toBeVisible();
    await noSidewaysScroll(admin, 'a new code');
    await owner.context.close();
  });
}
