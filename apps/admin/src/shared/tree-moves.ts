/** A node of a tree drawn flat (categories, menu items): its parent, or null at the top. */
export interface TreeNode {
  id: number;
  parentId: number | null;
}

/** Where a node goes: under `parentId`, at `index` among its new siblings (itself left out). */
export interface TreeTarget {
  parentId: number | null;
  index: number;
}

export type TreeMove = 'up' | 'down' | 'indent' | 'outdent';

/** Past the end: the API puts it last. */
const LAST = 10_000;

const siblingsOf = <T extends TreeNode>(tree: readonly T[], parentId: number | null) =>
  tree.filter((category) => category.parentId === parentId);

/**
 * Where a move sends a node, as PUT …/position's body (its index among its new siblings,
 * itself left out), or null when the move is not possible there: up/down among its siblings,
 * indent under the sibling above it (last), outdent to just after its parent.
 */
export function moveTarget(
  tree: readonly TreeNode[],
  id: number,
  move: TreeMove,
): TreeTarget | null {
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

/**
 * Where dropping category `id` on category `overId` sends it, as PUT …/position's body: to the
 * place `overId` holds among their siblings (dragging goes among siblings only), or null when
 * nothing moves (no target, itself, or a category under another parent).
 */
export function dropTarget(
  tree: readonly TreeNode[],
  id: number,
  overId: number | null,
): TreeTarget | null {
  if (overId === null || overId === id) return null;
  const category = tree.find((c) => c.id === id);
  const over = tree.find((c) => c.id === overId);
  if (!category || !over || over.parentId !== category.parentId) return null;
  const index = siblingsOf(tree, category.parentId).findIndex((c) => c.id === overId);
  return { parentId: category.parentId, index };
}

/**
 * The tree as it will be once `id` is moved to `target` (what PUT …/position answers), to show
 * at once while the request is on its way: depth first, siblings in order, an index past the end
 * put last; sortOrder is left as it was (the answer brings the stored one). The tree unchanged if
 * the move is not possible: an unknown category or parent, or under itself or its own
 * subcategories.
 */
export function applyMove<T extends TreeNode>(
  tree: readonly T[],
  id: number,
  target: TreeTarget,
): readonly T[] {
  const category = tree.find((c) => c.id === id);
  if (!category) return tree;
  for (let parent = target.parentId; parent !== null; ) {
    if (parent === id) return tree;
    const above = tree.find((c) => c.id === parent);
    if (!above) return tree;
    parent = above.parentId;
  }
  const children = new Map<number | null, T[]>();
  for (const c of tree) {
    if (c.id === id) continue;
    const list = children.get(c.parentId);
    if (list) list.push(c);
    else children.set(c.parentId, [c]);
  }
  const siblings = children.get(target.parentId) ?? [];
  siblings.splice(Math.min(target.index, siblings.length), 0, {
    ...category,
    parentId: target.parentId,
  });
  children.set(target.parentId, siblings);
  const moved: T[] = [];
  const walk = (parentId: number | null) => {
    for (const c of children.get(parentId) ?? []) {
      moved.push(c);
      walk(c.id);
    }
  };
  walk(null);
  return moved.length === tree.length ? moved : tree;
}

/** How deep a node sits: 1 at the top, 2 under a top-level node… (0 for an unknown id). */
export function depthOf(tree: readonly TreeNode[], id: number): number {
  let depth = 0;
  for (let at: number | null = id; at !== null; depth++) {
    const node = tree.find((n) => n.id === at);
    if (!node) return depth;
    at = node.parentId;
  }
  return depth;
}

/** How many levels a node's branch spans: 1 for a node with nothing under it. */
export function heightOf(tree: readonly TreeNode[], id: number): number {
  return 1 + Math.max(0, ...tree.filter((n) => n.parentId === id).map((n) => heightOf(tree, n.id)));
}
