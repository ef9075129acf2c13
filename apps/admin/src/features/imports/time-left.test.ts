import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left.ts';

describe('the time an import has left, in words', () => {
  it('says nothing sure before the pace is known, and "less than a minute" at the end', () => {
    expect(timeLeft(null)).toEqual(['imports.timeLeft.unknown']);
    expect(timeLeft(0)).toEqual(['imports.timeLeft.soon']);
    expect(timeLeft(59)).toEqual(['imports.timeLeft.soon']);
  });

  it('rounds minutes up, and counts hours past the hour', () => {
    expect(timeLeft(60)).toEqual(['imports.timeLeft.minutes', { minutes: 1 }]);
    expect(timeLeft(61)).toEqual(['imports.timeLeft.minutes', { minutes: 2 }]);
    expect(timeLeft(3540)).toEqual(['imports.timeLeft.minutes', { minutes: 59 }]);
    expect(timeLeft(3541)).toEqual(['imports.timeLeft.hours', { hours: 1, minutes: 0 }]);
    expect(timeLeft(3900)).toEqual(['imports.timeLeft.hours', { hours: 1, minutes: 5 }]);
  });
});
