import { describe, expect, it } from 'vitest';
import { changeOf } from './change.ts';

describe('the change against the period before', () => {
  it('is a rounded percentage up or down', () => {
    expect(changeOf(11_200, 10_000)).toEqual({ direction: 'up', percent: 12 });
    expect(changeOf(9_500, 10_000)).toEqual({ direction: 'down', percent: 5 });
    expect(changeOf(0, 7_000)).toEqual({ direction: 'down', percent: 100 });
    expect(changeOf(30_000, 10_000)).toEqual({ direction: 'up', percent: 200 });
  });

  it('never says 0 % for a real move, and says "same" for none', () => {
    expect(changeOf(100_001, 100_000)).toEqual({ direction: 'up', percent: 1 });
    expect(changeOf(5, 5)).toEqual({ direction: 'same' });
    expect(changeOf(0, 0)).toEqual({ direction: 'same' });
  });

  it('has no percentage from nothing', () => {
    expect(changeOf(2_500, 0)).toEqual({ direction: 'fromZero' });
  });
});
