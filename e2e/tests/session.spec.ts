// Spec 4 Session and spec 8: a guest is created once and kept; a token that does not decode to a
// user id is rejected with 'Invalid access token.' and replaced by a new guest.
import { API, expect, t, test, userIdOf } from '../fixtures.ts';

test('the first visit creates exactly one guest and stores it persistently', async ({
  page,
  shop,
}) => {
  await shop.open('/');
  await expect.poll(() => shop.stored('accessToken')).not.toBeNull();
  await page.waitForLoadState('networkidle');
  expect(shop.guestRequests).toHaveLength(1);

  const accessToken = await shop.stored('accessToken');
  expect(userIdOf(accessToken), 'the access token carries a nameid (user id)').not.toBeNull();
  expect(await shop.stored('refreshToken')).toBeTruthy();
  expect(await shop.stored('isGuest')).toBe('true');
});

test('a reload keeps the same guest and creates no other', async ({ page, shop }) => {
  await shop.open('/');
  await expect.poll(() => shop.stored('accessToken')).not.toBeNull();
  await page.waitForLoadState('networkidle');
  const accessToken = await shop.stored('accessToken');

  await page.reload();
  await shop.ready();
  await page.waitForLoadState('networkidle');
  expect(shop.guestRequests, 'guests created over both page loads').toHaveLength(1);
  expect(await shop.stored('accessToken')).toBe(accessToken);
  expect(await shop.stored('isGuest')).toBe('true');
});

test('a token kept in session storage restores the session without a new guest', async ({
  page,
  request,
  shop,
}) => {
  const created = await request.post(API.guest);
  expect(created.ok(), `POST ${API.guest}: ${created.status()}`).toBe(true);
  const tokens = (await created.json()) as { accessToken: string; refreshToken: string };
  await page.addInitScript(({ accessToken, refreshToken }) => {
    sessionStorage.setItem('accessToken', accessToken);
    sessionStorage.setItem('refreshToken', refreshToken);
  }, tokens);

  await shop.open('/');
  await page.waitForLoadState('networkidle');
  expect(shop.guestRequests).toHaveLength(0);
});

test("a stored token that is not a JWT shows 'Invalid access token.' and starts a new guest", async ({
  page,
  shop,
}) => {
  // Only before the first load: the app's own replacement token must survive later loads.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem('accessToken', 'not-a-jwt');
  });
  await shop.open('/');

  await expect(
    page.getByText(t('en', 'session.invalidAccessToken'), { exact: true }),
  ).toBeVisible();
  await expect.poll(() => shop.stored('accessToken')).not.toBe('not-a-jwt');
  await page.waitForLoadState('networkidle');
  expect(shop.guestRequests).toHaveLength(1);
  expect(userIdOf(await shop.stored('accessToken'))).not.toBeNull();
  expect(await shop.stored('isGuest')).toBe('true');
});
