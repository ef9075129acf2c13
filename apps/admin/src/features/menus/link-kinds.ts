/**
 * A menu item's link as its form edits it: a kind and what it names. The API stores the address
 * (`route`); these build it and read it back, so a link made here reads as it was chosen.
 */
export const LINK_KINDS = ['home', 'category', 'product', 'page', 'address'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];
export interface Link {
  kind: LinkKind;
  /** The category's or product's id, the page's name, or the address; '' for home. */
  value: string;
}

const CATEGORY = /^\/search\/filterSearch\?categoryId=(\d+)$/;
const PRODUCT = /^\/products\/(\d+)$/;
const PAGE = /^\/pages\/([^/?#]+)$/;

export function linkOf(route: string): Link {
  if (route === '/') return { kind: 'home', value: '' };
  const category = CATEGORY.exec(route);
  if (category) return { kind: 'category', value: category[1]! };
  const product = PRODUCT.exec(route);
  if (product) return { kind: 'product', value: product[1]! };
  const page = PAGE.exec(route);
  if (page) return { kind: 'page', value: decodeURIComponent(page[1]!) };
  return { kind: 'address', value: route };
}

export function routeOf(link: Link): string {
  const value = link.value.trim();
  switch (link.kind) {
    case 'home':
      return '/';
    case 'category':
      return `/search/filterSearch?categoryId=${value}`;
    case 'product':
      return `/products/${value}`;
    case 'page':
      return `/pages/${encodeURIComponent(value)}`;
    case 'address':
      return value;
  }
}
