import type { AdminCategory } from '@storefront/contracts/admin-catalogue';
import { describe, expect, it } from 'vitest';
import { applyMove, depthOf, dropTarget, heightOf, moveTarget } from './tree-moves.ts';

const node = (id: number, parentId: number | null, sortOrder: number): AdminCategory => ({
  id,
  parentId,
  name: { en: `c${id}` },
  sortOrder,
  published: true,
  productCount: 0,
});
// 1, 2 (with 3, 4 under it), 5 — depth first.
const tree = [node(1, null, 0), node(2, null, 1), node(3, 2, 0), node(4, 2, 1), node(5, null, 2)];

describe('moving a category by buttons', () => {
  it('moves up and down among its siblings, not past the ends', () => {
    expect(moveTarget(tree, 2, 'up')).toEqual({ parentId: null, index: 0 });
    expect(moveTarget(tree, 2, 'down')).toEqual({ parentId: null, index: 2 });
    expect(moveTarget(tree, 1, 'up')).toBeNull();
    expect(moveTarget(tree, 4, 'down')).toBeNull();
  });

  it('indents under the sibling above, last; not the first of its siblings', () => {
    expect(moveTarget(tree, 5, 'indent')).toEqual({ parentId: 2, index: 10_000 });
    expect(moveTarget(tree, 3, 'indent')).toBeNull();
  });

  it('outdents to just after its parent; not at the top level', () => {
    expect(moveTarget(tree, 3, 'outdent')).toEqual({ parentId: null, index: 2 });
    expect(moveTarget(tree, 1, 'outdent')).toBeNull();
  });
});

describe('moving a category by dragging it', () => {
  it('takes the place of the sibling it is dropped on, either way', () => {
    expect(dropTarget(tree, 5, 1)).toEqual({ parentId: null, index: 0 });
    expect(dropTarget(tree, 1, 2)).toEqual({ parentId: null, index: 1 });
    expect(dropTarget(tree, 1, 5)).toEqual({ parentId: null, index: 2 });
    expect(dropTarget(tree, 4, 3)).toEqual({ parentId: 2, index: 0 });
  });

  it('moves nothing dropped on itself, on nothing, or under another parent', () => {
    expect(dropTarget(tree, 3, 3)).toBeNull();
    expect(dropTarget(tree, 3, null)).toBeNull();
    expect(dropTarget(tree, 3, 1)).toBeNull();
    expect(dropTarget(tree, 2, 4)).toBeNull();
    expect(dropTarget(tree, 9, 1)).toBeNull();
  });
});

describe('the tree as a move leaves it, shown before the answer', () => {
  const ids = (categories: readonly AdminCategory[]) => categories.map((c) => c.id);

  it('reorders siblings, their subcategories going with them', () => {
    expect(ids(applyMove(tree, 5, { parentId: null, index: 0 }))).toEqual([5, 1, 2, 3, 4]);
    expect(ids(applyMove(tree, 1, { parentId: null, index: 1 }))).toEqual([2, 3, 4, 1, 5]);
    expect(ids(applyMove(tree, 4, { parentId: 2, index: 0 }))).toEqual([1, 2, 4, 3, 5]);
  });

  it('agrees with what the buttons send, and puts an index past the end last', () => {
    const up = moveTarget(tree, 2, 'up');
    expect(up && ids(applyMove(tree, 2, up))).toEqual([2, 3, 4, 1, 5]);
    const indented = applyMove(tree, 5, { parentId: 2, index: 10_000 });
    expect(ids(indented)).toEqual([1, 2, 3, 4, 5]);
    expect(indented.find((c) => c.id === 5)?.parentId).toBe(2);
    const outdented = applyMove(tree, 3, { parentId: null, index: 2 });
    expect(ids(outdented)).toEqual([1, 2, 4, 3, 5]);
    expect(outdented.find((c) => c.id === 3)?.parentId).toBeNull();
  });

  it('leaves the tree as it is for a move the API would refuse', () => {
    expect(applyMove(tree, 2, { parentId: 3, index: 0 })).toBe(tree);
    expect(applyMove(tree, 2, { parentId: 2, index: 0 })).toBe(tree);
    expect(applyMove(tree, 2, { parentId: 42, index: 0 })).toBe(tree);
    expect(applyMove(tree, 42, { parentId: null, index: 0 })).toBe(tree);
  });
});

describe('how deep a node sits, and how deep its branch goes', () => {
  it('counts levels from the top', () => {
    expect([1, 2, 3, 5].map((id) => depthOf(tree, id))).toEqual([1, 1, 2, 1]);
    expect(depthOf(tree, 42)).toBe(0);
  });

  it('counts the levels of a branch, the node included', () => {
    expect([1, 2, 3].map((id) => heightOf(tree, id))).toEqual([1, 2, 1]);
    expect(heightOf(applyMove(tree, 5, { parentId: 3, index: 0 }), 2)).toBe(3);
  });
});
