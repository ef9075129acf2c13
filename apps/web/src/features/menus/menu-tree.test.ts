import type { MenuItem } from '@storefront/contracts/menus';
import { describe, expect, it } from 'vitest';
import { buildMenuTree, isExternalRoute, type MenuNode } from './menu-tree.ts';

const item = (id: number, parent: number | null, extra: Partial<MenuItem> = {}): MenuItem => ({
  menuItemId: id,
  parentItemId: parent,
  title: `Item ${id}`,
  route: `/r/${id}`,
  icon: null,
  openInNewTab: false,
  allowGuestUser: true,
  ...extra,
});

const shape = (nodes: MenuNode[]): unknown =>
  nodes.map((n) =>
    n.children.length ? [n.item.menuItemId, shape(n.children)] : n.item.menuItemId,
  );

describe('buildMenuTree', () => {
  const seeded = [
    item(1, null),
    item(2, null),
    item(21, 2),
    item(22, 2),
    item(3, null),
    item(4, null, { allowGuestUser: false }),
    item(41, 4),
    item(5, null, { route: 'https://example.com/help', openInNewTab: true }),
  ];

  it('nests children under their parents in display order', () => {
    expect(shape(buildMenuTree(seeded, { isGuest: false }))).toEqual([
      1,
      [2, [21, 22]],
      3,
      [4, [41]],
      5,
    ]);
  });

  it('hides items without allowGuestUser from guests, with everything under them', () => {
    expect(shape(buildMenuTree(seeded, { isGuest: true }))).toEqual([1, [2, [21, 22]], 3, 5]);
  });

  it('hides a guest-hidden child but keeps its parent', () => {
    const items = [item(1, null), item(11, 1, { allowGuestUser: false }), item(12, 1)];
    expect(shape(buildMenuTree(items, { isGuest: true }))).toEqual([[1, [12]]]);
  });

  it('keeps children that come before their parent in the list', () => {
    expect(shape(buildMenuTree([item(11, 1), item(1, null)], { isGuest: false }))).toEqual([
      [1, [11]],
    ]);
  });

  it('promotes items whose parent is missing and survives parent cycles', () => {
    expect(shape(buildMenuTree([item(7, 99)], { isGuest: false }))).toEqual([7]);
    const cycle = [item(1, 2), item(2, 1)];
    const tree = buildMenuTree(cycle, { isGuest: true });
    expect(tree.length).toBeGreaterThan(0);
  });

  it('returns nothing for no items', () => {
    expect(buildMenuTree([], { isGuest: true })).toEqual([]);
  });
});

describe('isExternalRoute', () => {
  it('tells external URLs from app routes', () => {
    expect(isExternalRoute('https://example.com/help')).toBe(true);
    expect(isExternalRoute('mailto:hi@example.com')).toBe(true);
    expect(isExternalRoute('//cdn.example.com')).toBe(true);
    expect(isExternalRoute('/search/filterSearch?keyword=')).toBe(false);
    expect(isExternalRoute('/')).toBe(false);
  });
});
