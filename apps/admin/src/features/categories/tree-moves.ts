import type { AdminCategory, MoveCategoryRequest } from '@storefront/contracts/admin-catalogue';

export type TreeMove = 'up' | 'down' | 'indent' | 'outdent';

/** Past the end: the API puts it last. */
const LAST = 10_000;

const siblingsOf = (tree: readonly AdminCategory[], parentId: number | null) =>
  tree.filter((category) => category.parentId === parentId);

/**
 * Where a move sends a category, as PUT …/position's body (its index among its new siblings,
 * itself left out), or null when the move is not possible there: up/down among its siblings,
 * indent under the sibling above it (last), outdent to just after its parent.
 */
export function moveTarget(
  tree: readonly AdminCategory[],
  id: number,
  move: TreeMove,
): MoveCategoryRequest | null {
  const category = tree.find((c) => c.id === id);
  if (!category) return null;
  const siblings = siblingsOf(tree, category.parentId);
  const index = siblings.findIndex((c) => c.id === id);
  switch (move) {
    case 'up':
      return index > 0 ? { parentId: category.parentId, index: index - 1 } : null;
    case 'down':
      return index < siblings.length - 1 ? { parentId: category.parentId, index: index + 1 } : null;
    case 'indent': {
      const above = siblings[index - 1];
      return above ? { parentId: above.id, index: LAST } : null;
    }
    case 'outdent': {
      if (category.parentId === null) return null;
      const parent = tree.find((c) => c.id === category.parentId);
      if (!parent) return null;
      const parentIndex = siblingsOf(tree, parent.parentId).findIndex((c) => c.id === parent.id);
      return { parentId: parent.parentId, index: parentIndex + 1 };
    }
  }
}
