import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination-items.ts';

describe('paginationItems', () => {
  it('shows the ends, the current page and its neighbours, with gaps', () => {
    expect(paginationItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(paginationItems(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('handles one or two pages', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 2)).toEqual([1, 2]);
  });
});
