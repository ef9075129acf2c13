// Who may do what in the back office, as each role meets it: the catalogue role edits products
// but is told it may not open /admin/staff; support sees products and cannot save (no button, and
// the API answers 403); a customer is refused everywhere in /admin and /api/admin.
import { type AdminLanguage, adminAs, at, openAdmin, STAFF, signInToAdmin } from '../admin.ts';
import { DEMO, expect, logIn, t, test } from '../fixtures.ts';

for (const lang of ['en', 'ar'] as const satisfies readonly AdminLanguage[]) {
  test(`the catalogue role edits a product but may not open the staff page (${lang})`, async ({
    page,
  }) => {
    await adminAs(page, STAFF.catalogue, '/admin/products/3', lang);
    const save = page.getByRole('button', { name: at(lang, 'editor.save') });
    await expect(save).toBeVisible();
    const seoTitle = page.getByLabel(
      new RegExp(`^${at(lang, 'editor.inEnglish', { field: at(lang, 'editor.seoTitle') })}`),
    );
    // A real save, then undone.
    const before = await seoTitle.inputValue();
    await seoTitle.fill(`${before} (${lang})`);
    await save.click();
    await expect(page.getByText(at(lang, 'editor.saved'))).toBeVisible();
    await seoTitle.fill(before);
    await save.click();
    await expect(page.getByText(at(lang, 'editor.saved'))).toBeVisible();

    // The staff page is not in its navigation, and opening it says why.
    const nav = page.getByRole('navigation', { name: at(lang, 'nav.label') });
    await expect(nav.getByRole('link', { name: at(lang, 'nav.staff') })).toHaveCount(0);
    await page.goto('/admin/staff');
    await expect(page.getByRole('heading', { name: at(lang, 'notAllowed.title') })).toBeVisible();
    await expect(page.getByText(at(lang, 'notAllowed.body'))).toBeVisible();
    await expect(page.getByText('staff.manage')).toBeVisible();
  });
}

test('support sees products and cannot save them: no button, and the API refuses', async ({
  page,
}) => {
  await adminAs(page, STAFF.support, '/admin/products/3');
  await expect(page.getByLabel(at('en', 'editor.priceKd'), { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: at('en', 'editor.save') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: at('en', 'stockPanel.save') })).toHaveCount(0);

  const token = await page.evaluate(() => localStorage.getItem('admin.accessToken'));
  expect(token, 'the back office keeps its token under its own key').toBeTruthy();
  const headers = { authorization: `Bearer ${token}` };
  const product = await page.request.get('/api/admin/products/3', { headers });
  expect(product.status()).toBe(200);
  const put = await page.request.put('/api/admin/products/3', {
    headers,
    data: await product.json(),
  });
  expect(put.status()).toBe(403);
  expect((await put.json()).error.message).toContain('catalogue.write');
});

test.describe('a customer', () => {
  // The back office asks admin/me, which answers 403: the browser logs the refused request.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test('a customer is refused in the back office and by its API', async ({ page }) => {
    await openAdmin(page, '/admin/products');
    await expect(page).toHaveURL(/\/admin\/login/);
    await signInToAdmin(page, DEMO.customer);
    await expect(page.getByRole('alert')).toHaveText(at('en', 'login.notStaff'));
    await expect(page).toHaveURL(/\/admin\/login/);
    // The refused account's tokens are not kept: the next address asks to sign in again.
    await page.goto('/admin/audit');
    await expect(page).toHaveURL(/\/admin\/login/);

    const login = await page.request.post('/api/account/login', { data: DEMO.customer });
    const { accessToken } = await login.json();
    const headers = { authorization: `Bearer ${accessToken}` };
    for (const path of [
      'admin/me',
      'admin/products',
      'admin/staff',
      'admin/audit',
      'admin/categories',
    ]) {
      const response = await page.request.get(`/api/${path}`, { headers });
      expect(response.status(), path).toBe(403);
    }
  });
});

test.describe('a staff role without impersonate', () => {
  // Its search for customers is refused (403), which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test('in the shop, a role that may not impersonate is told so on Browse as a customer', async ({
    page,
    shop,
  }) => {
    await shop.open('/login');
    await logIn(page, STAFF.catalogue);
    await expect(page).not.toHaveURL(/\/login/);
    await shop.open('/staff');
    await expect(page.getByRole('alert')).toHaveText(t('en', 'impersonation.staff.notAllowed'));
    await expect(page.getByRole('button', { name: t('en', 'app.error.retry') })).toHaveCount(0);
  });
});
