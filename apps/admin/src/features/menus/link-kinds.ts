import { isMenuLink } from '@storefront/contracts/menu-links';

/**
 * A menu item's link as its form edits it: a kind and what it names. The API stores the address
 * (`route`); these build it and read it back, so a link made here reads as it was chosen.
 */
export const LINK_KINDS = ['category', 'product', 'page', 'home', 'address'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];
export interface Link {
  kind: LinkKind;
  /** The category's or product's id, the page's id or name, or the address; '' for home. */
  value: string;
}

const CATEGORY = /^\/search\/filterSearch\?categoryId=(\d+)$/;
const PRODUCT = /^\/products\/(\d+)$/;
const PAGE = /^\/pages\/([^/?#]+)$/;

/** The kind and value an address reads as; anything else is a web address. */
export function linkOf(route: string): Link {
  if (route === '/') return { kind: 'home', value: '' };
  const category = CATEGORY.exec(route);
  if (category) return { kind: 'category', value: category[1]! };
  const product = PRODUCT.exec(route);
  if (product) return { kind: 'product', value: product[1]! };
  const page = PAGE.exec(route);
  if (page) {
    try {
      return { kind: 'page', value: decodeURIComponent(page[1]!) };
    } catch {
      return { kind: 'address', value: route };
    }
  }
  return { kind: 'address', value: route };
}

/** The address a link is stored as. */
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

export type LinkProblem =
  | 'menus.required.category'
  | 'menus.required.product'
  | 'menus.required.page'
  | 'menus.addressInvalid';

/** What stops a link from being saved (the message's key), or null: checked before sending. */
export function linkProblem(link: Link): LinkProblem | null {
  const value = link.value.trim();
  switch (link.kind) {
    case 'home':
      return null;
    case 'category':
      return /^\d+$/.test(value) ? null : 'menus.required.category';
    case 'product':
      return /^[1-9]\d*$/.test(value) ? null : 'menus.required.product';
    case 'page':
      return value ? null : 'menus.required.page';
    case 'address':
      return isMenuLink(value) ? null : 'menus.addressInvalid';
  }
}
