// A picture from the owner's computer in a static page's body (issue 28): the owner writes a new
// page, uploads a small PNG with the picture tool's "Upload a picture" (the browser's own file
// chooser), describes it, publishes the page, and a shopper's page shows the picture, loaded
// from the shop's stored files, with the words the owner wrote and the picture's own size.
import '../../apps/admin/src/i18n/content.ts';
import { adminAs, at, STAFF } from '../admin.ts';
import { expect, test } from '../fixtures.ts';

/** A 4 × 3 PNG, blue. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR42mOQy78JRww4OQA+rhDJyhnKaQAAAABJRU5ErkJggg==',
  'base64',
);

test('the owner uploads a picture into a page, publishes it, and shoppers see it', async ({
  page: owner,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const lang = 'en';
  await adminAs(owner, STAFF.owner, '/admin/pages', lang);
  await owner.getByRole('link', { name: at(lang, 'pages.add') }).click();
  const inEnglish = (key: Parameters<typeof at>[1]) =>
    at(lang, 'pages.inLanguage.en', { field: at(lang, key) });
  await owner
    .getByRole('textbox', { name: inEnglish('pages.field.title'), exact: true })
    .fill('Our delivery van');
  await owner.getByRole('textbox', { name: inEnglish('pages.field.body'), exact: true }).click();
  await owner.keyboard.type('It brings your order to your door.');

  const toolbar = owner.getByRole('toolbar', { name: inEnglish('pages.toolbar') });
  await toolbar.getByRole('button', { name: at(lang, 'pages.tool.image') }).click();
  const chooser = owner.waitForEvent('filechooser');
  await owner.getByRole('button', { name: at(lang, 'pages.upload.button') }).click();
  await (await chooser).setFiles({ name: 'van.png', mimeType: 'image/png', buffer: PNG });
  await expect(owner.getByRole('status').filter({ hasText: 'van.png' })).toHaveText(
    at(lang, 'pages.upload.done', { name: 'van.png' }),
  );
  // The address is the stored file's; the focus waits on the words.
  await expect(owner.getByRole('textbox', { name: at(lang, 'pages.image.address') })).toHaveValue(
    /^\/files\/uploads\//,
  );
  const alt = owner.getByRole('textbox', { name: inEnglish('pages.image.alt') });
  await expect(alt).toBeFocused();
  await alt.fill('Our blue delivery van');
  await owner.getByRole('button', { name: at(lang, 'pages.image.insert') }).click();
  // The picture's own size, written once it has loaded: the page keeps its place as it loads.
  const inserted = owner.locator('.ProseMirror img');
  await expect(inserted).toHaveAttribute('width', '4');
  await expect(inserted).toHaveAttribute('height', '3');

  await owner.getByRole('button', { name: at(lang, 'pages.saveDraft') }).click();
  await expect(owner.getByRole('status').first()).toHaveText(at(lang, 'pages.created'));
  await expect(owner).toHaveURL(/\/admin\/pages\/\d+$/);
  const id = Number(/\/admin\/pages\/(\d+)$/.exec(owner.url())?.[1]);
  await owner.getByRole('button', { name: at(lang, 'pages.publish'), exact: true }).click();
  await expect(owner.getByRole('status').first()).toHaveText(at(lang, 'pages.published'));

  // A shopper's page: the picture is the stored file, kept by the server's allow-list, and loads.
  const shopperContext = await browser.newContext({ baseURL });
  const shopper = await shopperContext.newPage();
  await expect
    .poll(async () => (await shopper.request.get(`/pages/${id}`)).status(), { timeout: 5_000 })
    .toBe(200);
  await shopper.goto(`/pages/${id}`);
  const picture = shopper.locator('article .page-body img');
  await expect(picture).toHaveAttribute('alt', 'Our blue delivery van');
  await expect(picture).toHaveAttribute('src', /^\/files\/uploads\/\d{4}\/\d{2}\/[\w-]+\.png$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4);
  await expect(picture).toHaveAttribute('width', '4');
  await expect(picture).toHaveAttribute('height', '3');
  await expect(shopper.locator('article .page-body')).toContainText(
    'It brings your order to your door.',
  );
  await shopperContext.close();
});
