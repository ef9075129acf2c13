import { describe, expect, it } from 'vitest';
import { normalisePhone, phoneCountry } from './phone.ts';

describe('phone numbers', () => {
  it('reads numbers without + in the shop country and answers E.164', () => {
    expect(normalisePhone('5000 1234', 'KW')).toBe('+96550001234');
    expect(normalisePhone('(965) 5000-1234', 'KW')).toBe('+96550001234');
    expect(normalisePhone('+1 202 555 0143', 'KW')).toBe('+12025550143');
  });

  it('answers null for numbers that cannot exist', () => {
    expect(normalisePhone('12345678', 'KW')).toBeNull();
    expect(normalisePhone('123', 'KW')).toBeNull();
  });

  it('takes the theme country in any case, Kuwait when unknown (spec 9)', () => {
    expect(phoneCountry('sa')).toBe('SA');
    expect(phoneCountry('zz')).toBe('KW');
    expect(phoneCountry(undefined)).toBe('KW');
  });
});
