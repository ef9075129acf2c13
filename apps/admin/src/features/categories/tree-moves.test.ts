import type { AdminCategory } from '@storefront/contracts/admin-catalogue';
import { describe, expect, it } from 'vitest';
import { moveTarget } from './tree-moves.ts';

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
