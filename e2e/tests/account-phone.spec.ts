// Issue 29: a customer verifies the phone of their account with the code the shop sends by SMS
// (read here from the development outbox), sees "Verified", and changing the number clears it.
// English and Arabic, at 1280 and 375 px. Spec 7 (users/phone, phone/verify).
import type { APIRequestContext, Page } from '@playwright/test';
import { groupPhone } from '@storefront/contracts/phone-format';
import { seriousViolations } from '../axe.ts';
import { API, expect, LANGS, type Lang, logIn, registerCustomer, t, test } from '../fixtures.ts';

// A wrong code is refused with a 400, which the browser reports as a failed resource.
test.use({ allowedConsoleErrors: [/status of 400/] });

/**
 * A Kuwaiti mobile number of this test's own ('600' and five digits: a range that exists), as
 * typed ('6001 2345') and as the API keeps it ('+96560012345'). Each code request counts against
 * the number's limit, so no two tests share one.
 */
function freshNumber() {
  const local = `600${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;
  return { typed: `${local.slice(0, 4)} ${local.slice(4)}`, e164: `+965${local}` };
}

/** The SMS sent to the number so far, newest first. */
async function smsTo(request: APIRequestContext, e164: string) {
  const response = await request.get(API.outbox(e164));
  expect(response.ok()).toBe(true);
  return (await response.json()) as { body: string }[];
}

/** The code of the newest of `count` SMS to the number, once it has come. */
async function codeFor(request: APIRequestContext, e164: string, count = 1) {
  let body = '';
  await expect
    .poll(async () => {
      const messages = await smsTo(request, e164);
      body = messages[0]?.body ?? '';
      return messages.length;
    })
    .toBe(count);
  const code = body.match(/\b(\d{6})\b/)?.[1];
  expect(code, `a 6-digit code in "${body}"`).toBeDefined();
  return code!;
}

const phoneField = (page: Page, lang: Lang) =>
  page.getByRole('textbox', { name: t(lang, 'account.field.phone') });
const button = (page: Page, lang: Lang, key: Parameters<typeof t>[1]) =>
  page.getByRole('button', { name: t(lang, key), exact: true });
const statusText = (page: Page, lang: Lang, key: Parameters<typeof t>[1]) =>
  page.getByRole('main').getByText(t(lang, key), { exact: true });

async function saveNumber(page: Page, lang: Lang, typed: string) {
  await phoneField(page, lang).fill(typed);
  await expect(page.getByText(t(lang, 'accountInfo.phone.saveToVerify'))).toBeVisible();
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/users/customers/') && r.request().method() === 'PUT',
  );
  await button(page, lang, 'accountInfo.profile.submit').click();
  expect((await saved).ok()).toBe(true);
}

for (const lang of LANGS) {
  for (const width of [1280, 375]) {
    test(`${lang} at ${width} px: a customer verifies their phone with the SMS code, and a new number is not verified`, async ({
      page,
      request,
      shop,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      // Time in the page is the test's to move: the resend countdown is checked without waiting.
      await page.clock.install();
      const customer = await registerCustomer(request);
      await shop.open('/login?returnTo=/account/info', { lang });
      await logIn(page, customer, { lang });
      await expect(page).toHaveURL(/\/account\/info$/);

      // A saved number, not verified yet, shown in groups.
      const first = freshNumber();
      await saveNumber(page, lang, first.typed);
      await expect(phoneField(page, lang)).toHaveValue(groupPhone(first.e164));
      await expect(statusText(page, lang, 'accountInfo.phone.notVerified')).toBeVisible();

      // Verify: a code by SMS, a field for it, and "Resend" only after the countdown.
      await button(page, lang, 'accountInfo.phone.verify').click();
      const codeField = page.getByRole('textbox', { name: t(lang, 'accountInfo.phone.code') });
      await expect(codeField).toBeFocused();
      await expect(codeField).toHaveAttribute('inputmode', 'numeric');
      await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
      // The number stays left to right inside the Arabic sentence.
      await expect(
        page.locator('bdi[dir="ltr"]', { hasText: groupPhone(first.e164) }),
      ).toBeVisible();
      const [waitingText] = t(lang, 'accountInfo.phone.resendIn').split('{{time}}');
      const resend = page.getByRole('main').getByRole('button', {
        name: new RegExp(`^(${waitingText}|${t(lang, 'accountInfo.phone.resend')})`),
      });
      await expect(resend).toBeDisabled();
      await expect(resend).toHaveText(new RegExp(`^${waitingText}\u2068[01]:\\d\\d\u2069$`));
      const firstCode = await codeFor(request, first.e164);

      // A wrong code: the API's message on the field.
      await codeField.fill(firstCode === '000000' ? '111111' : '000000');
      await button(page, lang, 'accountInfo.phone.confirm').click();
      await expect(codeField).toHaveAccessibleDescription(t(lang, 'errors.phoneCodeInvalid'));
      await expect(codeField).toHaveAttribute('aria-invalid', 'true');
      expect(await seriousViolations(page, testInfo)).toEqual([]);

      // After the countdown, a new code; the newest is the one that counts.
      await page.clock.fastForward('01:05');
      await expect(resend).toBeEnabled();
      await expect(resend).toHaveText(t(lang, 'accountInfo.phone.resend'));
      await resend.click();
      await expect(resend).toBeDisabled();
      const secondCode = await codeFor(request, first.e164, 2);
      await codeField.fill(secondCode);
      await codeField.press('Enter');
      await expect(statusText(page, lang, 'accountInfo.phone.verified')).toBeVisible();
      await expect(statusText(page, lang, 'accountInfo.phone.verified')).toBeFocused();
      await expect(codeField).toHaveCount(0);
      await expect(button(page, lang, 'accountInfo.phone.verify')).toHaveCount(0);
      // Still so after a reload: the API keeps it.
      await page.reload();
      await shop.ready(lang);
      await expect(statusText(page, lang, 'accountInfo.phone.verified')).toBeVisible();

      // Saving the same number again keeps it verified; another number is not.
      await button(page, lang, 'accountInfo.profile.submit').click();
      await expect(page.getByText(t(lang, 'accountInfo.profile.saved')).first()).toBeVisible();
      await expect(statusText(page, lang, 'accountInfo.phone.verified')).toBeVisible();
      const second = freshNumber();
      await saveNumber(page, lang, second.typed);
      await expect(phoneField(page, lang)).toHaveValue(groupPhone(second.e164));
      await expect(statusText(page, lang, 'accountInfo.phone.notVerified')).toBeVisible();
      await expect(button(page, lang, 'accountInfo.phone.verify')).toBeVisible();
      await page.reload();
      await shop.ready(lang);
      await expect(statusText(page, lang, 'accountInfo.phone.notVerified')).toBeVisible();

      // Nothing sticks out of a phone's width.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}
