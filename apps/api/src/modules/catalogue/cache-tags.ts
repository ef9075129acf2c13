import { cacheTags } from '../../lib/catalogue-news.ts';

/** How deep a catalogue answer nests a product: a page's items, a suggestion's product. */
const MAX_DEPTH = 4;

/**
 * The products a catalogue answer shows (every `productId` in it: a product, a page of summaries,
 * suggestions, a data list's items), as cache tags: a change to one of them forgets the answer,
 * and the pages drawn from it (decision 55).
 */
export function productTagsOf(value: unknown): Set<string> {
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
  return tags;
}

/** The response header that names an answer's tags, as CDNs read it (space-separated). */
export const TAGS_HEADER = 'surrogate-key';
