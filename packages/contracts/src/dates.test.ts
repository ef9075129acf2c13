import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDate } from './dates.ts';

describe('one date style per language', () => {
  const evening = '2026-11-27T20:03:00Z'; // 23:03 in Kuwait

  it('names the month in both languages, with a 24-hour time and Latin digits', () => {
    expect(formatDate(evening, 'en')).toBe('27 Nov 2026');
    expect(formatDate(evening, 'en', { time: true })).toMatch(/^27 Nov 2026,? 23:03$/);
    expect(formatDate(evening, 'ar')).toBe('27 نوفمبر 2026');
    const arabic = formatDate(evening, 'ar', { time: true });
    expect(arabic).toContain('27 نوفمبر 2026');
    expect(arabic).toContain('23:03');
    // Never the numeric day/month/year nor the 12-hour marks Arabic's default style uses.
    for (const text of [formatDate(evening, 'ar'), arabic]) {
      expect(text).not.toMatch(/\d+\u200f?\/\d+|[صم]$|[٠-٩]/);
    }
  });

  it('keeps the shop’s day: 01:00 in Kuwait is that day, not the UTC one before', () => {
    expect(formatDate('2026-11-26T22:00:00Z', 'en')).toBe('27 Nov 2026');
  });

  it('writes a calendar day as that day in any time zone, the year left out on request', () => {
    expect(formatCalendarDay('2026-11-30', 'en', { year: false })).toBe('30 Nov');
    expect(formatCalendarDay('2026-11-30', 'ar', { year: false })).toBe('30 نوفمبر');
  });

  it('gives unreadable input back as it came', () => {
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });
});
