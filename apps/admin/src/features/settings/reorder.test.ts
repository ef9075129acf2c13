import { describe, expect, it } from 'vitest';
import { movedIds } from './reorder.ts';

describe('movedIds', () => {
  it('swaps the id with its neighbour above or below', () => {
    expect(movedIds([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(movedIds([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
  });

  it('cannot move the first up, the last down, or an id not there', () => {
    expect(movedIds([1, 2, 3], 1, -1)).toBeNull();
    expect(movedIds([1, 2, 3], 3, 1)).toBeNull();
    expect(movedIds([1, 2, 3], 9, 1)).toBeNull();
  });
});
