import { describe, expect, it } from 'vitest';
import { groupPhone } from './phone-format.ts';

describe('phone numbers in groups', () => {
  it('writes Gulf numbers as their owners read them', () => {
    expect(groupPhone('+96555123456')).toBe('+965 5512 3456');
    expect(groupPhone('+97455123456')).toBe('+974 5512 3456');
    expect(groupPhone('+966501234567')).toBe('+966 50 123 4567');
    expect(groupPhone('+971501234567')).toBe('+971 50 123 4567');
  });

  it('finds one-, two- and three-digit country codes', () => {
    expect(groupPhone('+14155552671')).toBe('+1 415 555 2671');
    expect(groupPhone('+201001234567')).toBe('+20 100 123 4567');
    expect(groupPhone('+447911123456')).toBe('+44 791 112 3456');
    expect(groupPhone('+79161234567')).toBe('+7 916 123 4567');
    expect(groupPhone('+9613123456')).toBe('+961 312 3456');
  });

  it('keeps a short national number in one group, and a too long one as it was', () => {
    expect(groupPhone('+96512345')).toBe('+965 12345');
    expect(groupPhone('+9651234567890123')).toBe('+9651234567890123');
  });

  it('leaves what is not E.164 as it was', () => {
    expect(groupPhone('5512 3456')).toBe('5512 3456');
    expect(groupPhone('')).toBe('');
    expect(groupPhone('+965 5512 3456')).toBe('+965 5512 3456');
    expect(groupPhone('+12')).toBe('+12');
  });
});
