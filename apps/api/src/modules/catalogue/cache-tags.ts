import { cacheTags } from '../../lib/catalogue-news.ts';

const walked = new WeakMap<object, Set<string>>();

/** How deep a catalogue answer nests a product: a page's items, a suggestion's product. */
const MAX_DEPTH = 4;

/**
 * The products a catalogue answer shows (every `productId` in it: a product, a page of summaries,
 * suggestions, a data list's items), as cache tags: a change to one of them forgets the answer,
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
  const visit = (node: unknown, depth: number) => {
    if (depth > MAX_DEPTH || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      return;
    }
    const record = node as Record<string, unknown>;
    if (typeof record.productId === 'number') tags.add(cacheTags.product(record.productId));
    for (const child of Object.values(record)) {
      if (child !== null && typeof child === 'object') visit(child, depth + 1);
    }
  };
  visit(value, 0);
  if (value !== null && typeof value === 'object') walked.set(value, tags);
  return tags;
}
