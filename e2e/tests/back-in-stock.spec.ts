// "Tell me when it's back" (issue 29), end to end: a shopper on a product that cannot be bought
// leaves an email on its page (a bad address is refused with the API's words, on the field), the
// owner raises its stock through the back office's API, and the email is in the development
// outbox, in the shopper's language, with a link to the product. In English at 1280 px as a
// guest, and in Arabic at 375 px (where the field and the button stack) as a signed-in customer,
// whose own address is already in the field. Each test makes its own product, so no other journey
// sees its stock change, and archives it at the end.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { STAFF } from '../admin.ts';
import { expect, type Lang, logIn, registerCustomer, t, test } from '../fixtures.ts';

// A refused address is a 400, which the browser reports in the console; the form shows it.
test.use({ allowedConsoleErrors: [/status of 400/] });

const NAMES: Record<Lang, { en: string; ar: string }> = {
  en: { en: 'Harbour Lantern', ar: 'فانوس الميناء' },
  ar: { en: 'Dune Lantern', ar: 'فانوس الكثبان' },
};

/**
 * Serious or critical axe violations (WCAG 2.0/2.1 A and AA) in the form alone, as e2e/axe.ts
 * judges a page: the rest of the product page is the product page journeys' to check.
 */
async function formViolations(page: Page) {
  const form = 'main section:has(input[autocomplete="email"])';
  await expect(page.locator(form)).toHaveCount(1);
  const results = await new AxeBuilder({ page })
    .include(form)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The messages the development outbox holds for an address about a product, newest first. */
async function alertsTo(request: APIRequestContext, to: string, productName: string) {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok(), `GET outbox: ${response.status()}`).toBe(true);
  const messages = (await response.json()) as { subject: string | null; body: string }[];
  return messages.filter((message) => message.subject?.includes(productName));
}

/** The owner's token, signed in through the API as the back office signs in. */
async function ownerToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/account/login', { data: STAFF.owner });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** A published product of its own with no stock, made as the back office makes one. */
async function createSoldOutProduct(request: APIRequestContext, token: string, lang: Lang) {
  const lookup = await request.get('/api/categories/published/lookup');
  const [category] = (await lookup.json()) as { categoryId: number }[];
  const response = await request.post('/api/admin/products', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      sku: `E2E-ALERT-${lang}-${Date.now()}`,
      name: NAMES[lang],
      price: 9_500,
      categoryId: category!.categoryId,
      published: true,
      initialStock: 0,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

for (const { lang, width, shopper } of [
  { lang: 'en', width: 1280, shopper: 'guest' },
  { lang: 'ar', width: 375, shopper: 'customer' },
] as const) {
  test(`a ${shopper} asks to be told, the owner restocks, the email comes (${lang}, ${width} px)`, async ({
    page,
    request,
    shop,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const token = await ownerToken(request);
    const productId = await createSoldOutProduct(request, token, lang);
    const customer = shopper === 'customer' ? await registerCustomer(request) : null;
    const email = customer?.email ?? `alert-${lang}-${Date.now()}@example.com`;

    if (customer) {
      await shop.open(`/login?returnTo=/products/${productId}`, { lang });
      await logIn(page, customer, { lang });
      await expect(page).toHaveURL(new RegExp(`/products/${productId}$`));
      await shop.ready(lang);
    } else {
      await shop.open(`/products/${productId}`, { lang });
    }
    const main = page.getByRole('main');
    await expect(main.getByText(t(lang, 'catalogue.outOfStock')).first()).toBeVisible();
    const form = main.getByRole('region', { name: t(lang, 'catalogue.backInStock.title') });
    await expect(form).toBeVisible();
    const field = form.getByRole('textbox', { name: t(lang, 'catalogue.backInStock.email') });
    await expect(field).toHaveAttribute('autocomplete', 'email');
    // A signed-in customer's own address is there already; a guest types one.
    await expect(field).toHaveValue(customer?.email ?? '');
    const button = form.getByRole('button', { name: t(lang, 'catalogue.backInStock.submit') });
    expect(await formViolations(page)).toEqual([]);

    // The API's message for a bad address lands on the field, in the page's language.
    await field.fill('not-an-email');
    await button.click();
    await expect(form.getByText(t(lang, 'validation.email'))).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    expect(await formViolations(page)).toEqual([]);

    await field.fill(email);
    await button.click();
    const done = form.getByRole('status');
    await expect(done).toHaveText(t(lang, 'catalogue.backInStock.done', { email }));
    await expect(done).toBeFocused();
    await page.screenshot({ path: testInfo.outputPath(`back-in-stock-${lang}-${width}.png`) });
    expect(await alertsTo(request, email, NAMES[lang][lang])).toEqual([]);

    // The owner adds three units: the email is queued in that change's own transaction.
    const raised = await request.post(`/api/admin/products/${productId}/stock`, {
      headers: { authorization: `Bearer ${token}` },
      data: { delta: 3, reason: 'received' },
    });
    expect(raised.status(), await raised.text()).toBe(200);
    const [message, ...more] = await alertsTo(request, email, NAMES[lang][lang]);
    expect(more).toEqual([]);
    expect(message?.subject).toContain(NAMES[lang][lang]);
    const link = `/products/${productId}${lang === 'ar' ? '?lang=ar' : ''}`;
    expect(message?.body).toContain(link);
    expect(message?.body).not.toMatch(/[\u2066-\u2069]/);

    // The link opens the product, now buyable, in the shopper's language; no form any more.
    const href = message?.body.split('\n').find((line) => line.includes(link)) ?? '';
    const opened = new URL(href);
    await page.goto(`${opened.pathname}${opened.search}`);
    await shop.ready(lang);
    await expect(page.getByRole('heading', { level: 1, name: NAMES[lang][lang] })).toBeVisible();
    await expect(page.getByText(t(lang, 'catalogue.inStock')).first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: t(lang, 'catalogue.backInStock.title') }),
    ).toHaveCount(0);

    // Restocking again sends nothing more.
    await request.post(`/api/admin/products/${productId}/stock`, {
      headers: { authorization: `Bearer ${token}` },
      data: { delta: 1, reason: 'received' },
    });
    expect(await alertsTo(request, email, NAMES[lang][lang])).toHaveLength(1);

    const archived = await request.post('/api/admin/products/bulk', {
      headers: { authorization: `Bearer ${token}` },
      data: { ids: [productId], action: 'archive' },
    });
    expect(archived.status(), await archived.text()).toBe(200);
  });
}
