import type { MenuItem } from '@storefront/contracts/menus';

export interface MenuNode {
  item: MenuItem;
  children: MenuNode[];
}

/**
 * Builds the menu tree from the flat list (spec 3: parentItemId links children), keeping the
 * API's display order. Spec 2 and 6: for guests, items without allowGuestUser are hidden, and
 * so is everything under them. An item whose parent is not in the list becomes a top-level
 * item; a parent cycle never loops.
 */
export function buildMenuTree(
  items: readonly MenuItem[],
  options: { isGuest: boolean },
): MenuNode[] {
  const byId = new Map(items.map((item) => [item.menuItemId, item]));

  const hidden = new Map<number, boolean>();
  const isHidden = (item: MenuItem, seen = new Set<number>()): boolean => {
    const known = hidden.get(item.menuItemId);
    if (known !== undefined) return known;
    let result = options.isGuest && !item.allowGuestUser;
    const parent = item.parentItemId === null ? undefined : byId.get(item.parentItemId);
    if (!result && parent && !seen.has(parent.menuItemId)) {
      seen.add(item.menuItemId);
      result = isHidden(parent, seen);
    }
    hidden.set(item.menuItemId, result);
    return result;
  };

  const nodes = new Map<number, MenuNode>();
  for (const item of items) {
    if (!isHidden(item)) nodes.set(item.menuItemId, { item, children: [] });
  }

  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parentId = node.item.parentItemId;
    const parent = parentId === null ? undefined : nodes.get(parentId);
    if (parent && parent !== node && !isAncestor(node, parent)) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

function isAncestor(candidate: MenuNode, of: MenuNode): boolean {
  const stack = [...candidate.children];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (next === of) return true;
    stack.push(...next.children);
  }
  return false;
}

/** Absolute URLs (https:, mailto:, //host) leave the app; everything else is a client route. */
export function isExternalRoute(route: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(route);
}
