// The address book (/account/addresses): a signed-in customer opens it from the user menu, adds
// an address (the form starts with the account's name and phone), adds a second, edits it, makes
// it the default, deletes the first (confirming from the keyboard), and the checkout's saved
// address picker then shows the default; in English at 1280 px and in Arabic at 375 px, with axe
// on the page and no sideways scrolling.
//
// Each run registers a customer of its own rather than using the demo customer: the journeys run
// in parallel (this one in two languages, cart.spec.ts empties and counts the demo customer's
// cart), and a shared account's default address or cart would change under another test.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { ProductDetail } from '@storefront/contracts/catalogue';
import { joinList } from '@storefront/contracts/list-format';
import { groupPhone } from '@storefront/contracts/phone-format';
import { routes } from '@storefront/contracts/routes';
import { seriousViolations } from '../axe.ts';
import {
  API,
  expect,
  type Lang,
  logIn,
  type NewCustomer,
  type Shop,
  t,
  test,
} from '../fixtures.ts';

// The browser logs every 4xx answer as a console error (e.g. a refresh before login).
test.use({ allowedConsoleErrors: [/status of 40\d/] });

const NAMES = {
  en: { account: 'Layla Book', office: 'Layla at the office' },
  ar: { account: 'ليلى الكتاب', office: 'ليلى في المكتب' },
} as const;
const GOVERNORATE = { en: 'Hawalli', ar: 'حولي' } as const;
const AREA = { en: 'Hawalli', ar: 'حولي' } as const;

/** A fresh customer with a phone of their own (phones are unique across accounts). */
async function registerWithPhone(request: APIRequestContext, displayName: string) {
  // A valid Kuwaiti mobile number: 50 and six digits.
  const phone = `+96550${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
  const customer: NewCustomer & { phone: string } = {
    displayName,
    email: `e2e-addresses-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'a sturdy passphrase 2026',
    phone,
  };
  const response = await request.post(API.register, { data: customer });
  expect(response.status(), await response.text()).toBe(201);
  return customer;
}

/** A product without variations with stock to spare. */
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

/** A saved address's card, found by the name on it. */
const card = (page: Page, lang: Lang, name: string) =>
  page
    .getByRole('list', { name: t(lang, 'addresses.picker.label') })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

/** Fills the open form's Kuwaiti address (governorate, then its area) and saves it. */
async function fillKuwaitAddress(form: Locator, lang: Lang, street: string) {
  const field = (key: Parameters<typeof t>[1]) => form.getByLabel(t(lang, key), { exact: true });
  await field('addresses.form.state').selectOption({ label: GOVERNORATE[lang] });
  await field('addresses.form.area').selectOption({ label: AREA[lang] });
  await field('addresses.form.block').fill('3');
  await field('addresses.form.street').fill(street);
  await field('addresses.form.building').fill('7');
  await form.getByRole('button', { name: t(lang, 'addresses.form.save') }).click();
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

async function addressBookJourney(page: Page, shop: Shop, request: APIRequestContext, lang: Lang) {
  const names = NAMES[lang];
  const customer = await registerWithPhone(request, names.account);
  await shop.open(routes.login, { lang });
  await logIn(page, customer, { lang });
  await expect(page).not.toHaveURL(/\/login/);

  // Opened from the user menu.
  await page.getByRole('button', { name: t(lang, 'header.userMenu'), exact: true }).click();
  await page.getByRole('menuitem', { name: t(lang, 'addresses.book.link') }).click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(
    page.getByRole('heading', { level: 1, name: t(lang, 'addresses.book.title') }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: t(lang, 'addresses.book.emptyTitle') }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The first address: the form starts with the account's name and phone.
  await page.getByRole('button', { name: t(lang, 'addresses.book.add') }).click();
  const newForm = page.getByRole('form', { name: t(lang, 'addresses.form.title.add') });
  await expect(newForm.getByLabel(t(lang, 'addresses.form.fullName'), { exact: true })).toHaveValue(
    names.account,
  );
  await expect(newForm.getByLabel(t(lang, 'addresses.form.phone'), { exact: true })).toHaveValue(
    customer.phone,
  );
  await expectNoSidewaysScroll(page);
  await fillKuwaitAddress(newForm, lang, 'Salem Al-Mubarak');
  await expect(page.getByText(t(lang, 'addresses.book.added'))).toBeVisible();
  const home = card(page, lang, names.account);
  // The first address becomes the default (the API's rule).
  await expect(home).toContainText(t(lang, 'addresses.picker.default'));
  // Lines joined with the language's separator; the phone kept left to right.
  await expect(home).toContainText(
    joinList(
      [
        `${t(lang, 'orders.address.block')} 3`,
        `${t(lang, 'orders.address.street')} Salem Al-Mubarak`,
        `${t(lang, 'orders.address.building')} 7`,
      ],
      lang,
    ),
  );
  await expect(
    home.locator('bdi[dir="ltr"]', { hasText: groupPhone(customer.phone) }),
  ).toBeVisible();

  // A second address, under another name.
  await page.getByRole('button', { name: t(lang, 'addresses.book.add') }).click();
  await newForm.getByLabel(t(lang, 'addresses.form.fullName'), { exact: true }).fill(names.office);
  await fillKuwaitAddress(newForm, lang, 'Gulf Road');
  const office = card(page, lang, names.office);
  await expect(office).toBeVisible();
  await expect(office).not.toContainText(t(lang, 'addresses.picker.default'));

  // Edit it.
  await office.getByRole('button', { name: t(lang, 'addresses.book.edit') }).click();
  const editForm = page.getByRole('form', { name: t(lang, 'addresses.form.title.edit') });
  const street = editForm.getByLabel(t(lang, 'addresses.form.street'), { exact: true });
  await expect(street).toHaveValue('Gulf Road');
  await street.fill('Arabian Gulf Street');
  await editForm.getByRole('button', { name: t(lang, 'addresses.form.save') }).click();
  await expect(page.getByText(t(lang, 'addresses.book.saved'))).toBeVisible();
  // A street the shopper named "… Street" is not labelled again (no "Street Arabian Gulf Street").
  await expect(office).toContainText(
    lang === 'en'
      ? 'Block 3, Arabian Gulf Street'
      : `${t(lang, 'orders.address.street')} Arabian Gulf Street`,
  );
  await expect(office).not.toContainText('Street Arabian Gulf Street');

  // Make it the default: the first one loses the mark, and it moves to the top.
  await office.getByRole('button', { name: t(lang, 'addresses.book.setDefault') }).click();
  await expect(page.getByText(t(lang, 'addresses.book.defaultSet'))).toBeVisible();
  await expect(office).toContainText(t(lang, 'addresses.picker.default'));
  await expect(home).not.toContainText(t(lang, 'addresses.picker.default'));
  await expect(
    page
      .getByRole('list', { name: t(lang, 'addresses.picker.label') })
      .getByRole('listitem')
      .first(),
  ).toContainText(names.office);

  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);

  // Delete the first address, from the keyboard: the question, then the confirmation.
  await home.getByRole('button', { name: t(lang, 'addresses.book.delete') }).press('Enter');
  const question = home.getByRole('group', { name: t(lang, 'addresses.book.deleteQuestion') });
  await expect(question).toBeVisible();
  await expect(
    question.getByRole('button', { name: t(lang, 'addresses.book.deleteCancel') }),
  ).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(
    question.getByRole('button', { name: t(lang, 'addresses.book.deleteConfirm') }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(t(lang, 'addresses.book.deleted'))).toBeVisible();
  await expect(home).toHaveCount(0);
  await expect(page.getByRole('button', { name: t(lang, 'addresses.book.add') })).toBeFocused();

  // The checkout's picker offers the one address left, marked as the default.
  const product = await plainProduct(request);
  await addToCart(page, product.productId);
  await shop.open(routes.checkout, { lang });
  await page.getByRole('button', { name: t(lang, 'checkout.continue') }).click();
  const picker = page.getByRole('group', { name: t(lang, 'addresses.picker.label') });
  await expect(picker.getByRole('radio')).toHaveCount(1);
  await expect(picker.locator('label')).toContainText(names.office);
  await expect(picker.locator('label')).toContainText(t(lang, 'addresses.picker.default'));
}

test('a customer keeps an address book, and checkout offers its default (en, 1280 px)', async ({
  page,
  shop,
  request,
}) => {
  test.slow();
  await addressBookJourney(page, shop, request, 'en');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the address book in Arabic, right to left (ar, 375 px)', async ({
    page,
    shop,
    request,
  }) => {
    test.slow();
    await addressBookJourney(page, shop, request, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
