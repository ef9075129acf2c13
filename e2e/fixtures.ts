// Shared test fixtures: a console error or an uncaught page error fails the test (CONVENTIONS 9),
// and `shop` opens the storefront in a language and knows the UI catalogue's strings, so specs
// select elements by role and the accessible names a shopper hears.
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type APIRequestContext,
  test as base,
  expect,
  type Page,
  type Request,
} from '@playwright/test';
import type { BootData } from '@storefront/contracts/boot';
import { ar } from '@storefront/contracts/i18n/ar';
import { en, type TranslationKey } from '@storefront/contracts/i18n/en';
import type { ThemeConfig } from '@storefront/contracts/theme';

export { expect };

export type Lang = 'en' | 'ar';
export const LANGS: readonly Lang[] = ['en', 'ar'];
const catalogues = { en, ar } as const;

/**
 * A UI string as the app shows it, with {{placeholders}} filled in; with a numeric `count`, the
 * plural form the app picks (`key_one`, …, by the language's CLDR rules) when the catalogue has it.
 */
export function t(lang: Lang, key: TranslationKey, values: Record<string, string | number> = {}) {
  const catalogue: Record<string, string> = catalogues[lang];
  const { count } = values;
  const plural =
    typeof count === 'number'
      ? catalogue[`${key}_${new Intl.PluralRules(lang).select(count)}`]
      : undefined;
  return (plural ?? catalogue[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(values[name] ?? `{{${name}}}`),
  );
}

export const API = {
  guest: '/api/users/customers/guest',
  themeConfig: '/api/theme-config?tenantId=1&webAppId=1&slot=1',
  menuItems: (menuId: number) => `/api/menus/${menuId}/items/visible`,
  register: '/api/users/customers/register',
  outbox: (to: string) => `/api/dev/outbox?to=${encodeURIComponent(to)}`,
} as const;

/** The seeded demo accounts (apps/api/src/db/seed/demo-accounts.ts). */
export const DEMO = {
  customer: { email: 'customer@dukkan.demo', password: 'dukkan-shopper-2026' },
  /** Support: browses as a customer. */
  staff: { email: 'staff@dukkan.demo', password: 'dukkan-team-2026' },
  /** The orders role: moves orders along their states. */
  ordersStaff: { email: 'orders@dukkan.demo', password: 'dukkan-parcels-2026' },
} as const;

export interface NewCustomer {
  email: string;
  password: string;
  displayName: string;
}

/** A fresh customer of its own, so tests that change an account never share one. */
export async function registerCustomer(
  request: APIRequestContext,
  displayName = 'Test Customer',
): Promise<NewCustomer> {
  const customer = {
    displayName,
    email: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'a sturdy passphrase 2026',
  };
  const response = await request.post(API.register, { data: customer });
  expect(response.status(), await response.text()).toBe(201);
  return customer;
}

/** The newest message the shop sent to this address (the development outbox), if any. */
export async function lastMessageTo(request: APIRequestContext, to: string) {
  const response = await request.get(API.outbox(to));
  expect(response.ok(), `GET outbox: ${response.status()}`).toBe(true);
  const messages = (await response.json()) as { subject: string | null; body: string }[];
  return messages[0];
}

/** Fills the login form (on /login) and submits it. */
export async function logIn(
  page: Page,
  { email, password }: { email: string; password: string },
  { rememberMe = false, lang = 'en' as Lang } = {},
) {
  await page.getByLabel(t(lang, 'account.field.email'), { exact: true }).fill(email);
  await page.getByLabel(t(lang, 'account.field.password'), { exact: true }).fill(password);
  if (rememberMe) await page.getByLabel(t(lang, 'login.rememberMe')).check();
  await page.getByRole('button', { name: t(lang, 'login.submit'), exact: true }).click();
}

export interface Shop {
  /**
   * Opens a page of the shop with the language already chosen (stored as the app stores it,
   * before any script runs) and waits until the layout is on screen.
   */
  open(path?: string, options?: { lang?: Lang }): Promise<void>;
  /** Waits until the layout (header, user menu) is live, in that language. */
  ready(lang?: Lang): Promise<void>;
  /** POST /api/users/customers/guest requests this page has made so far. */
  guestRequests: Request[];
  /** A value of the page's localStorage. */
  stored(key: string): Promise<string | null>;
  /**
   * Shows the shop with these theme settings changed, wherever the app gets the theme: the
   * boot data of the HTML pages and GET theme-config. Call before opening a page.
   */
  useTheme(patch: Partial<ThemeConfig>): Promise<void>;
}

const bootDataElement = /(<script type="application\/json" id="boot-data">)(.*?)(<\/script>)/s;
/** The page as the server drew it, with the answers it was drawn with. */
const serverRendering =
  /<div id="root">.*?<\/div><script type="application\/json" id="query-state">.*?<\/script>/s;
/** The theme's colours as the server wrote them. */
const serverPalette = /<style id="theme-palette">.*?<\/style>/s;

interface Fixtures {
  /** Console errors matching one of these don't fail the test (e.g. an expected 404). */
  allowedConsoleErrors: RegExp[];
  shop: Shop;
  /**
   * The demo customer's sign-in, for a test that changes what the account holds (its cart, its
   * addresses): such tests live in several files and run in parallel, so each holds the account
   * alone while it runs and the others wait for it.
   */
  demoCustomer: typeof DEMO.customer;
}

/**
 * Runs `use` while no other test of this run holds `name`. The lock is a directory in the run's
 * own data directory (mkdir is atomic, and every worker shares the directory through the
 * environment); the fixture's teardown removes it, even after a failure or a timeout.
 */
async function holding<T>(name: string, use: () => Promise<T>): Promise<T> {
  const locks = join(process.env.STOREFRONT_E2E_DATA_DIR ?? tmpdir(), 'e2e-locks');
  await mkdir(locks, { recursive: true });
  const lock = join(locks, name);
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await use();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],

  page: async ({ page, allowedConsoleErrors }, use, testInfo) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
      const where = message.location().url ? ` (${message.location().url})` : '';
      problems.push(`console.error: ${text}${where}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.stack ?? error.message}`));
    await use(page);
    if (problems.length > 0) {
      await testInfo.attach('console-errors', {
        body: problems.join('\n'),
        contentType: 'text/plain',
      });
    }
    expect(problems, 'the page logged errors (console.error or uncaught exceptions)').toEqual([]);
  },

  shop: async ({ page }, use) => {
    const guestRequests: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === API.guest) {
        guestRequests.push(request);
      }
    });
    const ready = async (lang: Lang = 'en') => {
      // A page the server drew shows at once but answers clicks only once hydrated.
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(
        page.getByRole('button', { name: t(lang, 'header.userMenu'), exact: true }),
      ).toBeVisible();
    };
    const shop: Shop = {
      guestRequests,
      ready,
      async open(path = '/', { lang = 'en' } = {}) {
        if (lang !== 'en') {
          // Only when nothing is stored yet, so a language switch inside the test still sticks.
          await page.addInitScript((value) => {
            if (!localStorage.getItem('lang')) localStorage.setItem('lang', value);
          }, lang);
        }
        await page.goto(path);
        await ready(lang);
      },
      stored: (key) => page.evaluate((k) => localStorage.getItem(k), key),
      async useTheme(patch) {
        await page.route('**/api/theme-config*', async (route) => {
          const response = await route.fetch();
          const theme = (await response.json()) as ThemeConfig;
          await route.fulfill({ response, json: { ...theme, ...patch } });
        });
        await page.route('**/*', async (route) => {
          if (route.request().resourceType() !== 'document') return route.fallback();
          const response = await route.fetch();
          let html = (await response.text()).replace(bootDataElement, (_, open, json, close) => {
            const boot = JSON.parse(json) as BootData;
            const patched = { ...boot, theme: boot.theme && { ...boot.theme, ...patch } };
            return `${open}${JSON.stringify(patched).replace(/</g, '\\u003c')}${close}`;
          });
          // The server drew the page with the real theme: drop its drawing and its colours, so
          // the browser draws the page from the patched theme, as for a page it did not get drawn.
          html = html.replace(serverRendering, '<div id="root"></div>').replace(serverPalette, '');
          await route.fulfill({ response, body: html });
        });
      },
    };
    await use(shop);
  },

  demoCustomer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from it
    async ({}, use) => holding('demo-customer', () => use(DEMO.customer)),
    // Waiting for another test's turn does not count against this test's own time.
    { timeout: 180_000 },
  ],
});

/** The `nameid` claim of a JWT, or null when the token does not decode to one. */
export function userIdOf(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims.nameid === 'string' && claims.nameid ? claims.nameid : null;
  } catch {
    return null;
  }
}

/** The scroll position the page is at. */
export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
