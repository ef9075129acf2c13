// Staff browse as a customer (spec 1, 6): the banner of spec 2, the end rules of spec 4 and the
// invalid-token toast of spec 8.
import type { Page } from '@playwright/test';
import { DEMO, expect, t, test, userIdOf } from '../fixtures.ts';

const CUSTOMER_NAME = 'Sara Al-Mutairi';

async function logInAsStaff(page: Page) {
  await page.getByLabel(t('en', 'account.field.email'), { exact: true }).fill(DEMO.staff.email);
  await page
    .getByLabel(t('en', 'account.field.password'), { exact: true })
    .fill(DEMO.staff.password);
  await page.getByRole('button', { name: t('en', 'login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

const session = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);

test('staff start browsing as a customer, see the banner, and finish the session', async ({
  page,
  request,
  shop,
}) => {
  await shop.open('/login');
  await logInAsStaff(page);

  await page.getByRole('button', { name: t('en', 'header.userMenu'), exact: true }).click();
  await page.getByRole('menuitem', { name: t('en', 'impersonation.menuLink') }).click();
  await expect(page).toHaveURL(/\/staff$/);

  await page
    .getByRole('searchbox', { name: t('en', 'impersonation.staff.searchLabel') })
    .fill('customer@dukkan');
  await page
    .getByRole('button', { name: t('en', 'impersonation.staff.browseAs', { name: CUSTOMER_NAME }) })
    .click();

  await expect(page).toHaveURL(/\/$/);
  const banner = page.getByRole('region', { name: t('en', 'impersonation.banner.label') });
  await expect(banner).toContainText(t('en', 'impersonation.impersonatedAs'));
  await expect(banner).toContainText(CUSTOMER_NAME);
  const token = await session(page, 'impersonationToken');
  expect(userIdOf(token)).not.toBeNull();
  // The impersonated customer's own page answers with their details (an in-app link: loading
  // a new document would unload this one, which ends the impersonation, spec 4).
  await page.getByRole('button', { name: t('en', 'header.userMenu'), exact: true }).click();
  await page.getByRole('menuitem', { name: t('en', 'header.myAccount') }).click();
  await expect(page.getByLabel(t('en', 'account.field.email'), { exact: true })).toHaveValue(
    DEMO.customer.email,
  );

  await page.getByRole('button', { name: t('en', 'impersonation.finish'), exact: true }).click();
  await expect(page.getByText(t('en', 'impersonation.finished'), { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner).toBeHidden();
  expect(await session(page, 'impersonationToken')).toBeNull();
  // Spec 4: ending impersonation sets isGuest true.
  await expect
    .poll(async () => (await session(page, 'isGuest')) ?? (await shop.stored('isGuest')))
    .toBe('true');

  // The token no longer works on the server.
  const current = await request.get('/api/tenants/self/sessions/current', {
    headers: { authorization: `Bearer ${token}` },
  });
  const status = current.status();
  expect(status).toBe(401);
});

test('leaving the page (hidden, then unloaded) ends the impersonation on the server', async ({
  page,
  request,
  shop,
}) => {
  await shop.open('/login');
  await logInAsStaff(page);
  await page.goto('/staff');
  await page
    .getByRole('searchbox', { name: t('en', 'impersonation.staff.searchLabel') })
    .fill('customer@dukkan');
  await page
    .getByRole('button', { name: t('en', 'impersonation.staff.browseAs', { name: CUSTOMER_NAME }) })
    .click();
  const banner = page.getByRole('region', { name: t('en', 'impersonation.banner.label') });
  await expect(banner).toContainText(CUSTOMER_NAME);
  const token = await session(page, 'impersonationToken');

  // A reload makes the page hidden and then unloads it: spec 4 ends the impersonation.
  await page.reload();
  await shop.ready();
  await expect(banner).toHaveCount(0);
  expect(await session(page, 'impersonationToken')).toBeNull();
  await expect
    .poll(async () => {
      const current = await request.get('/api/tenants/self/sessions/current', {
        headers: { authorization: `Bearer ${token}` },
      });
      return current.status();
    })
    .toBe(401);

  // The staff member is told why the page is now their own, and offered the way back.
  await expect(page.getByText(t('en', 'impersonation.endedByLeaving'))).toBeVisible();
  await page.getByRole('button', { name: t('en', 'impersonation.backToStaff') }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(
    page.getByRole('searchbox', { name: t('en', 'impersonation.staff.searchLabel') }),
  ).toBeVisible();
});

test('an impersonation token without a user id is refused with the spec 8 toast', async ({
  page,
  shop,
}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    const part = (value: object) =>
      btoa(JSON.stringify(value)).replaceAll('=', '').replaceAll('+', '-').replaceAll('/', '_');
    sessionStorage.setItem(
      'impersonationToken',
      `${part({ alg: 'HS256' })}.${part({ role: 'customer' })}.signature`,
    );
  });
  await shop.open('/');
  await expect(
    page.getByText(t('en', 'session.invalidImpersonationToken'), { exact: true }),
  ).toBeVisible();
  expect(await session(page, 'impersonationToken')).toBeNull();
  await expect(
    page.getByRole('region', { name: t('en', 'impersonation.banner.label') }),
  ).toHaveCount(0);
});

test('a customer cannot open the staff page', async ({ page, shop }) => {
  await shop.open('/staff');
  await expect(page.getByText(t('en', 'impersonation.staff.onlyStaff'))).toBeVisible();
});
