// Dragging to reorder in the back office: the owner drags a subcategory above its first sibling
// with the mouse (and then with the keyboard); the page and GET admin/categories both show the new
// order, and dragging it back leaves the demo tree as it was.
import type { Locator, Page } from '@playwright/test';
import type { AdminCategory } from '@storefront/contracts/admin-catalogue';
import { adminAs, at, STAFF } from '../admin.ts';
import { expect, test } from '../fixtures.ts';

// Both tests move the same two subcategories: one after the other, never at once.
test.describe.configure({ mode: 'serial' });

async function categoriesFromApi(page: Page): Promise<AdminCategory[]> {
  const token = await page.evaluate(() => localStorage.getItem('admin.accessToken'));
  const response = await page.request.get('/api/admin/categories', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  // The tree's shape only: other tests add products to these categories meanwhile.
  return ((await response.json()) as AdminCategory[]).map((category) => ({
    ...category,
    productCount: 0,
  }));
}

/** The first top-level category's subcategories, in the API's order. */
const childrenOfFirst = (tree: readonly AdminCategory[]) => {
  const first = tree.find((c) => c.parentId === null);
  return tree.filter((c) => first && c.parentId === first.id);
};

const handleOf = (page: Page, category: AdminCategory) =>
  page.getByRole('button', { name: at('en', 'categories.drag', { name: category.name.en }) });

/** The drag handles' names on the page, in the page's order. */
const handlesOnPage = (page: Page) =>
  page
    .getByRole('list', { name: at('en', 'categories.tree') })
    .getByRole('button', { name: /^Drag / })
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));

const isPositionPut = (url: string, method: string) =>
  method === 'PUT' && /\/api\/admin\/categories\/\d+\/position$/.test(url);

/**
 * Drags `handle` onto `target`'s place with the mouse: pressed, then moved in steps (dnd-kit's
 * pointer sensor starts only past a few pixels), released once there.
 */
async function mouseDrag(page: Page, handle: Locator, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('the handles are not on the page');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

/** The same, waiting for the answer of the PUT …/position the drop sends. */
async function dragOnto(page: Page, handle: Locator, target: Locator) {
  const saved = page.waitForResponse((r) => isPositionPut(r.url(), r.request().method()));
  await mouseDrag(page, handle, target);
  expect((await saved).ok()).toBe(true);
}

test('the owner drags a subcategory above its first sibling, and back', async ({ page }) => {
  await adminAs(page, STAFF.owner, '/admin/categories');
  const before = await categoriesFromApi(page);
  const [first, second] = childrenOfFirst(before);
  if (!first || !second) throw new Error('the demo tree has no two subcategories to reorder');
  const label = (c: AdminCategory) => at('en', 'categories.drag', { name: c.name.en });
  await expect(handleOf(page, second)).toBeVisible();

  await dragOnto(page, handleOf(page, second), handleOf(page, first));
  await expect
    .poll(async () => {
      const names = await handlesOnPage(page);
      return names.indexOf(label(second)) < names.indexOf(label(first));
    }, 'on the page')
    .toBe(true);
  const after = childrenOfFirst(await categoriesFromApi(page)).map((c) => c.id);
  expect(after.slice(0, 2)).toEqual([second.id, first.id]);

  await dragOnto(page, handleOf(page, second), handleOf(page, first));
  expect(await categoriesFromApi(page)).toEqual(before);
  const names = await handlesOnPage(page);
  expect(names.indexOf(label(first))).toBeLessThan(names.indexOf(label(second)));
});

test('the same with the keyboard: space, an arrow, space; announced in words', async ({ page }) => {
  await adminAs(page, STAFF.owner, '/admin/categories');
  const before = await categoriesFromApi(page);
  const [first, second] = childrenOfFirst(before);
  if (!first || !second) throw new Error('the demo tree has no two subcategories to reorder');

  const count = childrenOfFirst(before).length;
  const moveWithKeys = async (
    category: AdminCategory,
    position: number,
    arrow: 'ArrowUp' | 'ArrowDown',
  ) => {
    const name = category.name.en;
    const saved = page.waitForResponse((r) => isPositionPut(r.url(), r.request().method()));
    await handleOf(page, category).focus();
    await page.keyboard.press('Space');
    await expect(
      page.getByText(at('en', 'drag.picked', { name, at: position, count })),
    ).toBeAttached();
    await page.keyboard.press(arrow);
    const to = arrow === 'ArrowUp' ? position - 1 : position + 1;
    await expect(page.getByText(at('en', 'drag.over', { name, at: to, count }))).toBeAttached();
    await page.keyboard.press('Space');
    expect((await saved).ok()).toBe(true);
    // The handle keeps the focus, and the focus shows.
    await expect(handleOf(page, category)).toBeFocused();
    expect(
      await page.evaluate(() =>
        document.activeElement ? getComputedStyle(document.activeElement).outlineStyle : 'none',
      ),
    ).not.toBe('none');
  };

  await moveWithKeys(second, 2, 'ArrowUp');
  expect(
    childrenOfFirst(await categoriesFromApi(page))
      .map((c) => c.id)
      .slice(0, 2),
  ).toEqual([second.id, first.id]);
  await moveWithKeys(second, 1, 'ArrowDown');
  expect(await categoriesFromApi(page)).toEqual(before);
});

test("a product's pictures reorder by their handles, mouse and keyboard (not saved)", async ({
  page,
}) => {
  await adminAs(page, STAFF.owner, '/admin/products/1');
  const handle = (n: number) =>
    page.getByRole('button', { name: at('en', 'editor.dragPicture', { n }), exact: true });
  /** The pictures' files in the list's order. */
  const pictures = () =>
    page
      .getByRole('button', { name: /^Drag picture \d+$/ })
      .evaluateAll((buttons) =>
        buttons.map((b) => b.closest('li')?.querySelector('img')?.getAttribute('src')),
      );
  await expect(handle(2)).toBeVisible();
  const before = await pictures();

  await mouseDrag(page, handle(2), handle(1));
  await expect(page.getByText(at('en', 'editor.pictureMoved', { n: 1 }))).toBeVisible();
  expect((await pictures()).slice(0, 2)).toEqual([before[1], before[0]]);

  await handle(1).focus();
  await page.keyboard.press('Space');
  // Each key once the list has answered the one before (as a screen reader user hears it).
  await expect(page.getByText(/^Picked up .* at position 1 of \d+\.$/)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(/ is over position 2 of \d+\.$/)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(at('en', 'editor.pictureMoved', { n: 2 }))).toBeVisible();
  expect(await pictures()).toEqual(before);
});
