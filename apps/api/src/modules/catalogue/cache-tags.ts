import { cacheTags } from '../../lib/catalogue-news.ts';

const walked = new WeakMap<object, Set<string>>();

/**
 * Tags beside `product:<id>` (issue 25: the back office's writes), so that a change reaches the
 * answers that show it without naming the changed product: a category's or a brand's name (every
 * answer with that `categoryId` or `brandId`: summaries, breadcrumbs, the category tree), and
 * the lists, which a new, published, renamed or moved product may join without being in them yet
 * (every answer that is a list: an array, `items`, or a `count`).
 */
export const catalogueTags = {
  category: (id: number) => `category:${id}`,
  brand: (id: number) => `brand:${id}`,
  productLists: 'product-lists',
} as const;

function isList(value: unknown): boolean {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return Array.isArray(record.items) || typeof record.count === 'number';
}

/** How deep a catalogue answer nests a product: a page's items, a suggestion's product. */
const MAX_DEPTH = 4;

/**
 * The products a catalogue answer shows (every `productId` in it: a product, a page of summaries,
 * suggestions, a data list's items), with its categories, brands and whether it is a list, as
 * cache tags: a change to one of them forgets the answer,
 * and the pages drawn from it (decision 55).
 */
export function productTagsOf(value: unknown): Set<string> {
  // A kept answer is the same object on every request: walked once, for its cache entry and
  // for the header of every response that sends it.
  if (value !== null && typeof value === 'object') {
    const known = walked.get(value);
    if (known) return known;
  }
  const tags = new Set<string>();
  if (isList(value)) tags.add(catalogueTags.productLists);
  const visit = (node: unknown, depth: number) => {
    if (depth > MAX_DEPTH || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      return;
    }
    const record = node as Record<string, unknown>;
    if (typeof record.productId === 'number') tags.add(cacheTags.product(record.productId));
    if (typeof record.categoryId === 'number') tags.add(catalogueTags.category(record.categoryId));
    if (typeof record.brandId === 'number') tags.add(catalogueTags.brand(record.brandId));
    for (const child of Object.values(record)) {
      if (child !== null && typeof child === 'object') visit(child, depth + 1);
    }
  };
  visit(value, 0);
  if (value !== null && typeof value === 'object') walked.set(value, tags);
  return tags;
}
