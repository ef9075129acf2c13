// The back office as its staff use it: its own strings (apps/admin/src/i18n, never the shop's),
// the demo accounts of each role, and signing in at /admin/login in a language.
import type { Page } from '@playwright/test';
import {
  type AdminLanguage,
  type TranslateValues,
  translateAdmin,
} from '../apps/admin/src/i18n/catalogue.ts';
import type { AdminKey } from '../apps/admin/src/i18n/en.ts';
import { expect } from './fixtures.ts';

export type { AdminLanguage };

/** A back-office string as the admin shows it. */
export const at = (lang: AdminLanguage, key: AdminKey, values?: TranslateValues) =>
  translateAdmin(lang, key, values);

/** The seeded staff accounts, one per role (apps/api/src/db/seed/demo-accounts.ts). */
export const STAFF = {
  owner: { email: 'owner@dukkan.demo', password: 'dukkan-admin-2026' },
  catalogue: { email: 'catalogue@dukkan.demo', password: 'dukkan-shelves-2026' },
  orders: { email: 'orders@dukkan.demo', password: 'dukkan-parcels-2026' },
  support: { email: 'staff@dukkan.demo', password: 'dukkan-team-2026' },
} as const;

/** Opens the back office in a language (stored as the admin stores it, before any script). */
export async function openAdmin(page: Page, path: string, lang: AdminLanguage = 'en') {
  await page.addInitScript((value) => {
    if (!localStorage.getItem('admin.lang')) localStorage.setItem('admin.lang', value);
  }, lang);
  await page.goto(path);
}

/** Signs in on the sign-in page the admin sent us to, and waits for the page asked for. */
export async function signInToAdmin(
  page: Page,
  account: { email: string; password: string },
  lang: AdminLanguage = 'en',
) {
  await page.getByLabel(at(lang, 'login.email'), { exact: true }).fill(account.email);
  await page.getByLabel(at(lang, 'login.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: at(lang, 'login.submit'), exact: true }).click();
}

/** Opens `path` in the back office signed in as `account`, through its sign-in page. */
export async function adminAs(
  page: Page,
  account: { email: string; password: string },
  path: string,
  lang: AdminLanguage = 'en',
) {
  await openAdmin(page, path, lang);
  await expect(page).toHaveURL(/\/admin\/login/);
  await signInToAdmin(page, account, lang);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByRole('main')).toBeVisible();
}
