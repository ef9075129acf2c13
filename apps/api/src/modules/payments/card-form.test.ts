import { describe, expect, it } from 'vitest';
import { caretAfterDigits, formatCvc, formatExpiry, groupCardNumber } from './card-form.js';

/** The card page's script (card-form.js): what it makes of what is typed. */
describe('the card page script', () => {
  it('groups the card number in fours as it is typed, up to 19 digits', () => {
    expect(groupCardNumber('4')).toBe('4');
    expect(groupCardNumber('4242')).toBe('4242');
    expect(groupCardNumber('42424')).toBe('4242 4');
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('4242-4242 42x42')).toBe('4242 4242 4242');
    expect(groupCardNumber('1234567890123456789999')).toBe('1234 5678 9012 3456 789');
  });

  it('takes the expiry as 1229 or 12/29, putting the slash in', () => {
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('12/29')).toBe('12/29');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('12')).toBe('12');
    // Typed or kept: the slash stays; deleted, it does not come back until the year does.
    expect(formatExpiry('12/')).toBe('12/');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('1/')).toBe('01/');
    expect(formatExpiry('429')).toBe('04/29');
    expect(formatExpiry('122029')).toBe('12/2029');
    expect(formatExpiry('12 / 2029 9')).toBe('12/2029');
  });

  it('takes digits only for the security code', () => {
    expect(formatCvc('12a3')).toBe('123');
    expect(formatCvc('123456')).toBe('1234');
  });

  it('keeps the caret after the same digit', () => {
    expect(caretAfterDigits('4242 4242', 4)).toBe(4);
    expect(caretAfterDigits('4242 4242', 5)).toBe(6);
    expect(caretAfterDigits('12/29', 3)).toBe(4);
    expect(caretAfterDigits('12/29', 0)).toBe(0);
    expect(caretAfterDigits('12', 9)).toBe(2);
  });
});
