import { describe, expect, it } from 'vitest';
import { categoryPath, childrenByParent } from './category-tree.ts';

const categories = [
  { categoryId: 1, parentId: null, name: 'Electronics' },
  { categoryId: 3, parentId: 1, name: 'Phones' },
  { categoryId: 4, parentId: 3, name: 'Cases' },
  { categoryId: 2, parentId: null, name: 'Fashion' },
];

describe('category tree', () => {
  it('groups categories by parent in display order', () => {
    const children = childrenByParent(categories);
    expect(children.get(null)?.map((c) => c.name)).toEqual(['Electronics', 'Fashion']);
    expect(children.get(3)?.map((c) => c.name)).toEqual(['Cases']);
  });

  it('finds the path from the top to a category', () => {
    expect(categoryPath(categories, 4).map((c) => c.categoryId)).toEqual([1, 3, 4]);
    expect(categoryPath(categories, 99)).toEqual([]);
    expect(categoryPath(categories, null)).toEqual([]);
  });

  it('stops at a cycle', () => {
    const looped = [
      { categoryId: 1, parentId: 2, name: 'A' },
      { categoryId: 2, parentId: 1, name: 'B' },
    ];
    expect(categoryPath(looped, 1).length).toBeLessThanOrEqual(3);
  });
});
