// Checkout (issue 6; spec 2 Checkout flow panels, spec 4 Checkout stepper, spec 7 Orders and
// Payments): a guest pays cash on delivery with a Kuwait address (governorate and area cascade);
// a customer saves an address and pays with the sandbox card, then finds that address chosen
// again and pays after a declined card; the stepper refuses a jump to an unreachable step; the
// guest checkout once in Arabic; axe on /checkout in both languages. The returning customer's
// four clicks, reloads and stock are in checkout-flow.spec.ts.
import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductDetail } from '@storefront/contracts/catalogue';
import { routes } from '@storefront/contracts/routes';
import { seriousViolations } from '../axe.ts';
import {
  expect,
  LANGS,
  type Lang,
  logIn,
  registerCustomer,
  type Shop,
  t,
  test,
} from '../fixtures.ts';

// A declined card and the hosted page's checks answer 4xx, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 40\d/] });

const GOVERNORATE = { en: 'Hawalli', ar: 'حولي' } as const;
const AREA = { en: 'Hawalli', ar: 'حولي' } as const;
const CASH = { en: 'Cash on delivery', ar: 'الدفع عند الاستلام' } as const;
const CARD = { en: 'Card (sandbox)', ar: 'بطاقة (تجريبية)' } as const;
const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

/** A product without variations with stock to spare (each test buys one unit). */
async function plainProduct(request: APIRequestContext): Promise<ProductDetail> {
  for (let id = 1; id <= 60; id++) {
    const response = await request.get(`/api/products/${id}`);
    if (!response.ok()) continue;
    const product = (await response.json()) as ProductDetail;
    if (!product.hasVariations && !product.isGrouped && product.activeQty >= 20) return product;
  }
  throw new Error('the demo seed has no product without variations in stock');
}

/** Puts one unit in the cart of the page's shopper, through the API with the page's token. */
async function addToCart(page: Page, productId: number) {
  const status = await page.evaluate(async (id) => {
    const token = localStorage.getItem('accessToken') ?? sessionStorage.getItem('accessToken');
    const response = await fetch('/api/cart-items', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ productId: id, quantity: 1 }),
    });
    return response.status;
  }, productId);
  expect(status).toBe(200);
}

const stepButton = (page: Page, lang: Lang, step: 0 | 1 | 2 | 3 | 4) =>
  page
    .getByRole('navigation', { name: t(lang, 'checkout.steps.label') })
    .getByRole('button', { name: t(lang, `checkout.steps.${step}`) });

/** Opens /checkout with something in the cart, and goes on to the billing address. */
async function startCheckout(page: Page, shop: Shop, request: APIRequestContext, lang: Lang) {
  const product = await plainProduct(request);
  await addToCart(page, product.productId);
  await shop.open(routes.checkout, { lang });
  await expect(
    page.getByRole('heading', { level: 1, name: t(lang, 'checkout.title') }),
  ).toBeVisible();
  await expect(stepButton(page, lang, 0)).toHaveAttribute('aria-current', 'step');
  await page.getByRole('button', { name: t(lang, 'checkout.continue') }).click();
  const billing = page.getByRole('heading', { name: t(lang, 'checkout.billing.title') });
  await expect(billing).toBeFocused();
  await expect(stepButton(page, lang, 1)).toHaveAttribute('aria-current', 'step');
}

/** Fills the address form with a Kuwait address (governorate, then its areas) and saves it. */
async function fillAddress(page: Page, lang: Lang, { email }: { email?: string } = {}) {
  const form = page.getByRole('form', { name: t(lang, 'addresses.form.title.add') });
  await form.getByLabel(t(lang, 'addresses.form.fullName'), { exact: true }).fill('Noor Al-Sabah');
  await form.getByLabel(t(lang, 'addresses.form.phone'), { exact: true }).fill('5123 4567');
  if (email) await form.getByLabel(t(lang, 'addresses.form.email'), { exact: true }).fill(email);
  await form
    .getByLabel(t(lang, 'addresses.form.state'), { exact: true })
    .selectOption({ label: GOVERNORATE[lang] });
  await form
    .getByLabel(t(lang, 'addresses.form.area'), { exact: true })
    .selectOption({ label: AREA[lang] });
  await form.getByLabel(t(lang, 'addresses.form.block'), { exact: true }).fill('3');
  await form.getByLabel(t(lang, 'addresses.form.street'), { exact: true }).fill('12');
  await form.getByLabel(t(lang, 'addresses.form.building'), { exact: true }).fill('7');
  await form.getByRole('button', { name: t(lang, 'addresses.form.save') }).click();
}

/** The terms checkbox's name: the sentence, whose last words are the terms' link. */
const termsLabel = (lang: Lang) =>
  t(lang, 'checkout.terms.accept', { terms: t(lang, 'checkout.terms.link') });

/**
 * Once the address is chosen: the default shipping method (standard, the first offered) is
 * chosen for the shopper and the payment is asked (unless the method of the shopper's last order
 * is chosen for them: `remembered`); then the payment method, the terms, and "Place order", or
 * "Continue to payment" for the card.
 */
async function finishCheckout(
  page: Page,
  lang: Lang,
  payment: string,
  { remembered = false }: { remembered?: boolean } = {},
) {
  const method = page.getByRole('group', { name: t(lang, 'shipping.picker.label') });
  await expect(method.getByRole('radio').first()).toBeChecked();
  await expect(stepButton(page, lang, 4)).toHaveAttribute('aria-current', 'step');
  const place = page.getByRole('button', {
    name: t(lang, payment === CARD[lang] ? 'checkout.continueToPayment' : 'checkout.placeOrder'),
  });
  const radio = page.getByRole('radio', { name: payment, exact: true });
  if (remembered) {
    await expect(radio).toBeChecked();
  } else {
    await expect(place).toHaveCount(0);
    await radio.click();
  }
  // The demo theme enforces the checkout terms: no order until they are accepted.
  await expect(place).toBeDisabled();
  await page.getByLabel(termsLabel(lang)).check();
  await expect(place).toBeEnabled();
  await place.click();
}

/** Pays on the sandbox's hosted page. */
async function payByCard(page: Page, lang: Lang, card: string) {
  await expect(page).toHaveURL(/\/pay\//);
  await page.getByLabel(t(lang, 'payments.page.cardNumber')).fill(card);
  await page.getByLabel(t(lang, 'payments.page.expiry')).fill('12/34');
  await page.getByLabel(t(lang, 'payments.page.cvc')).fill('123');
  await page.getByLabel(t(lang, 'payments.page.name')).fill('Noor Al-Sabah');
  await page.getByRole('button', { name: /^Pay|^ادفع/ }).click();
}

async function guestCashOnDelivery(page: Page, shop: Shop, request: APIRequestContext, lang: Lang) {
  await shop.open('/', { lang });
  await startCheckout(page, shop, request, lang);
  await fillAddress(page, lang, { email: `guest-${Date.now()}@example.com` });
  await finishCheckout(page, lang, CASH[lang]);
  await expect(page).toHaveURL(/\/checkout\/result\?orderId=\d+/);
  await expect(
    page.getByRole('heading', { name: t(lang, 'payments.result.placedTitle') }),
  ).toBeVisible();
  await expect(page.getByText(/DK-\d{6}/).first()).toBeVisible();
}

test('a guest checks out with cash on delivery and sees the confirmation', async ({
  page,
  shop,
  request,
}) => {
  await guestCashOnDelivery(page, shop, request, 'en');
});

test('the whole guest checkout in Arabic', async ({ page, shop, request }) => {
  await guestCashOnDelivery(page, shop, request, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('a customer pays by card with a saved address, then again after a declined card', async ({
  page,
  shop,
  request,
}) => {
  test.slow();
  const customer = await registerCustomer(request, 'Card Customer');
  await shop.open(routes.login);
  await logIn(page, customer);
  await expect(page).toHaveURL(/\/$/);

  // First order: the address is saved from the form, then used.
  await startCheckout(page, shop, request, 'en');
  await fillAddress(page, 'en');
  await finishCheckout(page, 'en', CARD.en);
  await payByCard(page, 'en', GOOD_CARD);
  await expect(page).toHaveURL(/\/checkout\/result\?reference=/);
  await expect(
    page.getByRole('heading', { name: t('en', 'payments.result.successTitle') }),
  ).toBeVisible();
  const first = (
    await page
      .getByText(/DK-\d{6}/)
      .first()
      .textContent()
  )?.match(/DK-\d{6}/)?.[0];
  expect(first).toBeTruthy();

  await page.goto(routes.orders);
  await expect(page.getByText(first!).first()).toBeVisible();

  // Second order: the saved address, the account's default now, and the card, the last order's
  // method, are chosen for the shopper; the first card is declined, the retry succeeds.
  await addToCart(page, (await plainProduct(request)).productId);
  await shop.open(routes.checkout);
  await page.getByRole('button', { name: t('en', 'checkout.continue') }).click();
  const saved = page.getByRole('group', { name: t('en', 'addresses.picker.label') });
  await expect(saved.getByRole('radio').first()).toBeChecked();
  await finishCheckout(page, 'en', CARD.en, { remembered: true });
  await payByCard(page, 'en', DECLINED_CARD);
  await expect(page).toHaveURL(/\/checkout\/result\?reference=/);
  await expect(
    page.getByRole('heading', { name: t('en', 'payments.result.failedTitle') }),
  ).toBeVisible();
  await page.getByRole('button', { name: t('en', 'payments.result.tryAgain') }).click();
  await payByCard(page, 'en', GOOD_CARD);
  await expect(
    page.getByRole('heading', { name: t('en', 'payments.result.successTitle') }),
  ).toBeVisible();
});

test('the stepper refuses a jump to a step that is not reachable yet', async ({
  page,
  shop,
  request,
}) => {
  await shop.open('/');
  const product = await plainProduct(request);
  await addToCart(page, product.productId);
  await shop.open(routes.checkout);
  const cart = stepButton(page, 'en', 0);
  await expect(cart).toHaveAttribute('aria-current', 'step');

  const payment = stepButton(page, 'en', 4);
  await expect(payment).toHaveAttribute('aria-disabled', 'true');
  // aria-disabled, not disabled: it can still be pressed, and the press is refused.
  await payment.click({ force: true });
  await expect(page.getByText(t('en', 'checkout.steps.refused'))).toBeVisible();
  await expect(cart).toHaveAttribute('aria-current', 'step');
  await expect(payment).not.toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('heading', { name: t('en', 'checkout.billing.title') })).toHaveCount(
    0,
  );

  // The billing address is reachable: that jump is allowed, the shipping method still is not.
  await stepButton(page, 'en', 1).click();
  await expect(stepButton(page, 'en', 1)).toHaveAttribute('aria-current', 'step');
  await stepButton(page, 'en', 3).press('Enter');
  await expect(stepButton(page, 'en', 1)).toHaveAttribute('aria-current', 'step');
  await expect(page.getByText(t('en', 'checkout.steps.refused'))).toBeVisible();
});

for (const lang of LANGS) {
  test(`/checkout has no serious accessibility violations (${lang})`, async ({
    page,
    shop,
    request,
  }, testInfo) => {
    await shop.open('/', { lang });
    await startCheckout(page, shop, request, lang);
    await expect(
      page.getByRole('form', { name: t(lang, 'addresses.form.title.add') }),
    ).toBeVisible();
    expect(await seriousViolations(page, testInfo)).toEqual([]);
  });
}

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const lang of LANGS) {
    test(`/checkout fits the screen (${lang})`, async ({ page, shop, request }) => {
      await shop.open('/', { lang });
      await startCheckout(page, shop, request, lang);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
      // Continue brought the billing address to the top; the steps above it fit across too. Its
      // smooth scroll may still be under way on a busy machine: back to the top until it is done.
      await expect(async () => {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await expect(stepButton(page, lang, 4)).toBeInViewport({ timeout: 500 });
      }).toPass();
    });
  }
});

/**
 * Issue 29, on a phone and on a desktop, in both languages: saving the address brings the
 * shipping method into view with focus on its heading, choosing the card brings the order's card
 * ("Continue to payment"), the words "terms and conditions" open the terms in a new tab, and the
 * card page groups the number and takes the expiry typed as 1229.
 */
for (const lang of LANGS) {
  for (const width of [1280, 375] as const) {
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height: width === 375 ? 740 : 800 } });

      test(`each step comes into view, the terms open, and the card page takes 1229 (${lang}, ${width} px)`, async ({
        page,
        shop,
        request,
      }) => {
        test.slow();
        await shop.open('/', { lang });
        await startCheckout(page, shop, request, lang);
        await fillAddress(page, lang, { email: `phone-${Date.now()}@example.com` });

        // The next step is on screen, not the summary and the footer below.
        const method = page.getByRole('heading', { name: t(lang, 'checkout.method.title') });
        await expect(method).toBeFocused();
        await expect(method).toBeInViewport();
        const methods = page.getByRole('group', { name: t(lang, 'shipping.picker.label') });
        await expect(methods.getByRole('radio').first()).toBeChecked();
        await expect(methods.getByRole('radio').first()).toBeInViewport();

        // The card: a payment page follows, and the button says so.
        await page.getByRole('radio', { name: CARD[lang], exact: true }).click();
        const card = page.getByRole('heading', { name: t(lang, 'checkout.card.title') });
        await expect(card).toBeFocused();
        await expect(card).toBeInViewport();
        const go = page.getByRole('button', { name: t(lang, 'checkout.continueToPayment') });
        await expect(go).toBeInViewport();
        await expect(
          page.getByRole('button', { name: t(lang, 'checkout.placeOrder') }),
        ).toHaveCount(0);

        // The terms open in a new tab; the checkout stays as it was.
        // (The footer links to the same page, named as the page is.)
        const link = page
          .getByRole('main')
          .getByRole('link', { name: t(lang, 'checkout.terms.link') });
        const [terms] = await Promise.all([page.waitForEvent('popup'), link.click()]);
        // Linked as page 4, it opens at its address in the shopper's language.
        await expect(terms).toHaveURL(
          lang === 'en'
            ? /\/pages\/terms-conditions$/
            : new RegExp(`/pages/${encodeURIComponent('الشروط-والأحكام')}`),
        );
        await expect(
          terms.getByRole('heading', { level: 1, name: lang === 'en' ? /Terms/ : /الشروط/ }),
        ).toBeVisible();
        await terms.close();
        const box = page.getByRole('checkbox', { name: termsLabel(lang) });
        await expect(box).not.toBeChecked();
        await box.check();
        await go.click();

        // The card page: grouped as typed, 1229 becomes 12/29, the amount on the button.
        await expect(page).toHaveURL(/\/pay\//);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const number = page.getByLabel(t(lang, 'payments.page.cardNumber'));
        await number.pressSequentially('4242424242424242');
        await expect(number).toHaveValue('4242 4242 4242 4242');
        const year = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
        const expiry = page.getByLabel(t(lang, 'payments.page.expiry'));
        await expiry.pressSequentially(`12${year}`);
        await expect(expiry).toHaveValue(`12/${year}`);
        await page.getByLabel(t(lang, 'payments.page.cvc')).pressSequentially('123');
        await page.getByLabel(t(lang, 'payments.page.name')).fill('Noor Al-Sabah');
        const pay = page.locator('form button[type=submit]');
        await expect(pay).toContainText(/KD \d+\.\d{3}/);
        await expect(pay.locator('bdi[dir=ltr]')).toHaveCount(1);
        await pay.click();
        await expect(page).toHaveURL(/\/checkout\/result\?reference=/);
        await expect(
          page.getByRole('heading', { name: t(lang, 'payments.result.successTitle') }),
        ).toBeVisible();
      });
    });
  }
}
