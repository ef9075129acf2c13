import type { FilterNode } from '../../../lib/odata/filter.ts';

/** The fields the search page offers as facets (issue 29). */
export const FACET_FIELDS = ['categoryId', 'brandId', 'price', 'inStock', 'onSale'] as const;
export type FacetField = (typeof FACET_FIELDS)[number];

/**
 * A `$filter` cut into its top-level `and` terms: those about one facet's field alone (the
 * page's `brandId in (1,2)`, `price ge 1000`), which that facet's counts leave out, and the rest
 * (`name`, `productId`, a term mixing fields), which every count keeps.
 */
export interface FacetTerms {
  byField: Readonly<Record<FacetField, readonly FilterNode[]>>;
  rest: readonly FilterNode[];
  /** The brands a brand term names (`brandId eq 3`, `brandId in (3,4)`): shown even at 0. */
  namedBrandIds: readonly number[];
}

function conjuncts(node: FilterNode | undefined): FilterNode[] {
  if (!node) return [];
  return node.kind === 'and' ? node.operands.flatMap(conjuncts) : [node];
}

function fieldsOf(node: FilterNode, into = new Set<string>()): Set<string> {
  switch (node.kind) {
    case 'and':
    case 'or':
      for (const operand of node.operands) fieldsOf(operand, into);
      break;
    case 'not':
      fieldsOf(node.operand, into);
      break;
    default:
      into.add(node.field);
  }
  return into;
}

const isFacetField = (field: string): field is FacetField =>
  (FACET_FIELDS as readonly string[]).includes(field);

function brandIdsNamed(node: FilterNode): number[] {
  if (node.kind === 'compare' && node.op === 'eq' && typeof node.value === 'number') {
    return [node.value];
  }
  if (node.kind === 'in') return node.values.filter((v): v is number => typeof v === 'number');
  if (node.kind === 'or') return node.operands.flatMap(brandIdsNamed);
  return [];
}

export function facetTerms(filter: FilterNode | undefined): FacetTerms {
  const byField: Record<FacetField, FilterNode[]> = {
    categoryId: [],
    brandId: [],
    price: [],
    inStock: [],
    onSale: [],
  };
  const rest: FilterNode[] = [];
  for (const term of conjuncts(filter)) {
    const fields = [...fieldsOf(term)];
    const only = fields.length === 1 ? fields[0]! : undefined;
    if (only !== undefined && isFacetField(only)) byField[only].push(term);
    else rest.push(term);
  }
  const namedBrandIds = [...new Set(byField.brandId.flatMap(brandIdsNamed))];
  return { byField, rest, namedBrandIds };
}
