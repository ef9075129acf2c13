import type { PopularSearches, QuickSearch, Suggestion } from '@storefront/contracts/catalogue';
import { routes } from '@storefront/contracts/routes';

/**
 * The header search box's options (issue 29), in the order the arrows go through them: the
 * suggested products, the matching categories and brands, the corrected text, and "See all
 * results for …"; or, in the focused empty box, the popular searches. Each is a link.
 */
export type BoxRow =
  | { kind: 'product'; key: string; href: string; suggestion: Suggestion }
  | {
      kind: 'category' | 'brand' | 'popular' | 'correction' | 'all';
      key: string;
      href: string;
      label: string;
    };

const withFilter = (name: 'categoryId' | 'brandId', id: number) =>
  `${routes.filterSearch('')}&${name}=${id}`;

/** The rows for typed text; "See all results" is always there once the text is known. */
export function boxRows(answer: QuickSearch | undefined, text: string): BoxRow[] {
  if (!answer) return [];
  const rows: BoxRow[] = answer.items.map((suggestion) => ({
    kind: 'product',
    key: `p${suggestion.product.productId}`,
    href: routes.product(suggestion.product.productId),
    suggestion,
  }));
  for (const category of answer.categories) {
    rows.push({
      kind: 'category',
      key: `c${category.id}`,
      href: withFilter('categoryId', category.id),
      label: category.name,
    });
  }
  for (const brand of answer.brands) {
    rows.push({
      kind: 'brand',
      key: `b${brand.id}`,
      href: withFilter('brandId', brand.id),
      label: brand.name,
    });
  }
  if (answer.didYouMean) {
    rows.push({
      kind: 'correction',
      key: 'correction',
      href: routes.filterSearch(answer.didYouMean),
      label: answer.didYouMean,
    });
  }
  rows.push({ kind: 'all', key: 'all', href: routes.filterSearch(text), label: text });
  return rows;
}

/** The focused empty box: the categories shoppers find most in this shop. */
export function popularRows(popular: PopularSearches | undefined): BoxRow[] {
  return (popular?.items ?? []).map((item) => ({
    kind: 'popular',
    key: `c${item.id}`,
    href: withFilter('categoryId', item.id),
    label: item.name,
  }));
}

/** Whether the rows hold anything found (products, categories, brands). */
export const foundAnything = (rows: readonly BoxRow[]) =>
  rows.some((row) => row.kind === 'product' || row.kind === 'category' || row.kind === 'brand');
