// The back office's catalogue, end to end: the owner creates a product with two colours, a
// picture per colour, names and descriptions in English and Arabic, a price and stock; a shopper
// finds it by suggestion and by search in both languages within 2 s, sees the chosen colour's
// picture and buys one; the back office then shows the stock one lower, with a history line
// naming the order. Once with the back office in English, once in Arabic.
import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductDetail, Suggestion } from '@storefront/contracts/catalogue';
import { type AdminLanguage, adminAs, at, STAFF } from '../admin.ts';
import { placeOrderThroughApi } from '../checkout-api.ts';
import { expect, type Lang, t, test, userIdOf } from '../fixtures.ts';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small real PNG of one colour, as a merchant's photo would arrive. */
function png([r, g, b]: readonly [number, number, number]): Buffer {
  const size = 64;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(size * 3).fill(Buffer.from([r, g, b])),
  ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

/** Polls the storefront's API until `check` passes: a change must show within 2 s. */
async function within2s(check: () => Promise<void>) {
  await expect(check).toPass({ timeout: 2_000, intervals: [100, 200, 250] });
}

async function suggestions(request: APIRequestContext, query: string, lang: Lang) {
  const response = await request.get(`/api/products/suggest?query=${encodeURIComponent(query)}`, {
    headers: { 'accept-language': lang },
  });
  return (await response.json()) as Suggestion[];
}

for (const lang of ['en', 'ar'] as const satisfies readonly AdminLanguage[]) {
  test(`the owner creates a product in two colours that a shopper finds and buys (back office in ${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const word = `Zephyr${lang === 'en' ? 'Lamp' : 'Lantern'}${Date.now().toString(36)}`;
    const arabicWord = lang === 'en' ? 'مصباح' : 'فانوس';
    const name = { en: `${word} Desk Light`, ar: `${arabicWord} ${word}` };
    const sku = word.toUpperCase();
    const L = (key: Parameters<typeof at>[1], values?: Parameters<typeof at>[2]) =>
      at(lang, key, values);
    const inEn = (key: 'editor.name' | 'editor.description') =>
      L('editor.inEnglish', { field: L(key) });
    const inAr = (key: 'editor.name' | 'editor.description') =>
      L('editor.inArabic', { field: L(key) });

    // The owner, in the back office.
    await adminAs(page, STAFF.owner, '/admin/products/new', lang);
    await field(page, inEn('editor.name')).fill(name.en);
    await field(page, inAr('editor.name')).fill(name.ar);
    await field(page, inEn('editor.description')).fill('A warm desk light in two colours.');
    await field(page, inAr('editor.description')).fill('مصباح مكتب دافئ بلونين.');
    await page.getByLabel(L('products.sku'), { exact: true }).fill(sku);
    await field(page, L('editor.priceKd')).fill('12.500');
    await page.getByLabel(L('products.category'), { exact: true }).selectOption({ index: 1 });
    await page.getByLabel(L('editor.publishedLabel'), { exact: true }).check();

    await page.getByRole('button', { name: L('editor.addOption') }).click();
    await page.getByLabel(L('editor.optionNameEn'), { exact: true }).fill('Shade');
    await page.getByLabel(L('editor.optionNameAr'), { exact: true }).fill('اللون');
    await page
      .getByLabel(L('editor.optionKind'), { exact: true })
      .selectOption({ label: L('editor.kindColor') });
    const value = (n: number, which: 'valueEn' | 'valueAr') =>
      page.getByLabel(L(`editor.${which}`, { option: 'Shade', n }), { exact: true });
    await value(1, 'valueEn').fill('Amber');
    await value(1, 'valueAr').fill('كهرماني');
    await page.getByRole('button', { name: L('editor.addValue', { option: 'Shade' }) }).click();
    await value(2, 'valueEn').fill('Teal');
    await value(2, 'valueAr').fill('أزرق مخضر');
    await page.getByLabel(L('editor.swatch', { option: 'Shade', n: 1 })).fill('#e69614');
    await page.getByLabel(L('editor.swatch', { option: 'Shade', n: 2 })).fill('#148c8c');
    await page.getByRole('button', { name: L('editor.generate') }).click();
    await page.getByLabel(L('editor.variationStock', { name: 'Amber' })).fill('5');
    await page.getByLabel(L('editor.variationStock', { name: 'Teal' })).fill('7');

    // Two pictures at once, then each given to its colour with alt text in both languages.
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'amber.png', mimeType: 'image/png', buffer: png([230, 150, 20]) },
      { name: 'teal.png', mimeType: 'image/png', buffer: png([20, 140, 140]) },
    ]);
    await expect(page.getByText(L('editor.uploaded', { count: 2 }))).toBeVisible();
    const alt = (n: number, which: 'inEnglish' | 'inArabic') =>
      field(page, L(`editor.${which}`, { field: L('editor.altOf', { n }) }));
    await alt(1, 'inEnglish').fill(`${name.en} in amber`);
    await alt(1, 'inArabic').fill(`${name.ar} كهرماني`);
    await alt(2, 'inEnglish').fill(`${name.en} in teal`);
    await alt(2, 'inArabic').fill(`${name.ar} أزرق مخضر`);
    await page
      .getByLabel(L('editor.variationPicture', { name: 'Amber' }))
      .selectOption({ label: L('editor.pictureN', { n: 1 }) });
    await page
      .getByLabel(L('editor.variationPicture', { name: 'Teal' }))
      .selectOption({ label: L('editor.pictureN', { n: 2 }) });

    await page.getByRole('button', { name: L('editor.save') }).click();
    await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
    await expect(page.getByText(L('editor.saved'))).toBeVisible();
    const productId = Number(/\/products\/(\d+)$/.exec(page.url())![1]);

    // The shop finds it within 2 s, by suggestion and by search, in both languages.
    for (const [shopLang, query] of [
      ['en', word.slice(0, 8)],
      ['ar', arabicWord],
      ['ar', word.slice(0, 8)],
    ] as const) {
      await within2s(async () => {
        const found = await suggestions(request, query, shopLang);
        expect(
          found.map((s) => s.product.productId),
          `${shopLang}: ${query}`,
        ).toContain(productId);
      });
    }
    await within2s(async () => {
      const response = await request.get(
        `/api/products/search?query=${encodeURIComponent(word)}&$count=true`,
      );
      const { items } = (await response.json()) as { items: { productId: number }[] };
      expect(items.map((item) => item.productId)).toContain(productId);
    });

    // A shopper types the name, picks the suggestion, chooses teal and sees teal's picture.
    const shopper = await browser.newPage();
    const shopLang: Lang = lang;
    await shopper.addInitScript((value) => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', value);
    }, shopLang);
    await shopper.goto('/');
    await expect(shopper.locator('html[data-hydrated]')).toHaveCount(1);
    const box = shopper
      .getByRole('banner')
      .getByRole('combobox', { name: t(shopLang, 'header.search.label') })
      .locator('visible=true');
    await box.pressSequentially(word.slice(0, 10));
    const listbox = shopper.getByRole('listbox', { name: t(shopLang, 'search.box.suggestions') });
    await listbox.getByRole('option', { name: new RegExp(word) }).click();
    await expect(shopper).toHaveURL(`/products/${productId}`);
    const detail = (await (
      await request.get(`/api/products/${productId}`, { headers: { 'accept-language': shopLang } })
    ).json()) as ProductDetail;
    const shade = detail.attributes[0]!;
    expect(shade.kind, 'the shop shows the colours as swatches').toBe('color');
    const teal = shade.values.find((v) => v.value === (shopLang === 'en' ? 'Teal' : 'أزرق مخضر'))!;
    const group = shopper.getByRole('group', { name: shade.name, exact: true });
    await group.locator('label', { has: shopper.getByRole('radio', { name: teal.value }) }).click();
    const tealAlt = shopLang === 'en' ? `${name.en} in teal` : `${name.ar} أزرق مخضر`;
    await expect(shopper.getByRole('main').getByRole('img', { name: tealAlt })).toBeVisible();

    // … and buys one (cash on delivery), as that shopper.
    const token = await shopper.evaluate(() => localStorage.getItem('accessToken'));
    const variation = detail.variations.find((v) =>
      v.attributes.some((a) => a.valueId === teal.valueId),
    )!;
    const order = await placeOrderThroughApi(
      request,
      { userId: userIdOf(token)!, headers: { authorization: `Bearer ${token}` } },
      { productId, variationId: variation.variationId },
    );
    await shopper.close();

    // The back office: teal's stock is one lower, and the history names the order.
    await page.reload();
    await expect(
      page.getByRole('heading', { name: L('stockPanel.title', { qty: 11 }) }),
    ).toBeVisible();
    const history = page.getByRole('table', { name: L('stockPanel.history') });
    const line = history.getByRole('row').filter({ hasText: L('reason.order') });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(order.orderNumber);
    await expect(line).toContainText('-1');
  });
}
