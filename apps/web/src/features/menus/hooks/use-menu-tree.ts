import { useMemo } from 'react';
import { useMenuItems } from '../api/get-menu-items.ts';
import { buildMenuTree, type MenuNode } from '../menu-tree.ts';

/** A menu's visible items as a tree, with guest-only filtering applied (spec 2, 6). */
export function useMenuTree(menuId: number | undefined, isGuest: boolean) {
  const query = useMenuItems(menuId);
  const tree = useMemo<MenuNode[]>(
    () => (query.data ? buildMenuTree(query.data, { isGuest }) : []),
    [query.data, isGuest],
  );
  return { tree, isPending: query.isPending, isError: query.isError };
}
