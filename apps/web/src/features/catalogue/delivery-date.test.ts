import { describe, expect, it } from 'vitest';
import { arrivalDate } from './delivery-date.ts';

const at = (iso: string) => Date.parse(iso);

describe('arrivalDate', () => {
  it("counts the method's longest days from today in Kuwait", () => {
    // Wednesday 26 Nov 2026, 12:00 in Kuwait; standard delivery takes 2 to 4 days.
    expect(arrivalDate(at('2026-11-26T09:00:00Z'), 4, 'en')).toEqual({
      iso: '2026-11-30',
      weekday: 'Monday',
      day: '30',
      month: 'Nov',
    });
  });

  it('starts the count from the Kuwaiti day, not the UTC one, around midnight', () => {
    // 21:30 UTC on the 26th is 00:30 on the 27th in Kuwait: a day later.
    expect(arrivalDate(at('2026-11-26T21:30:00Z'), 4, 'en')?.iso).toBe('2026-12-01');
    // 20:59 UTC is still 23:59 on the 26th there.
    expect(arrivalDate(at('2026-11-26T20:59:00Z'), 4, 'en')?.iso).toBe('2026-11-30');
  });

  it('crosses months and years', () => {
    expect(arrivalDate(at('2026-12-30T09:00:00Z'), 3, 'en')).toMatchObject({
      iso: '2027-01-02',
      weekday: 'Saturday',
      day: '2',
      month: 'Jan',
    });
  });

  it('names the day and the month in Arabic, with Latin digits', () => {
    expect(arrivalDate(at('2026-11-26T09:00:00Z'), 4, 'ar')).toEqual({
      iso: '2026-11-30',
      weekday: 'الاثنين',
      day: '30',
      month: 'نوفمبر',
    });
  });

  it("is the same day for the same clock, whatever the machine's time zone", () => {
    const now = at('2026-11-26T22:15:00Z');
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'America/Los_Angeles';
      const there = arrivalDate(now, 1, 'en');
      process.env.TZ = 'Asia/Tokyo';
      expect(arrivalDate(now, 1, 'en')).toEqual(there);
      expect(there?.iso).toBe('2026-11-28');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('promises nothing for a method without days', () => {
    expect(arrivalDate(at('2026-11-26T09:00:00Z'), 0, 'en')).toBeNull();
  });
});
