import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  controlCharacterPath,
  hasControlCharacter,
  INT4_MAX,
  idParamSchema,
} from './input-rules.ts';

describe('input rules', () => {
  it('finds control characters but lets tabs, line breaks and any other text through', () => {
    // The last two: half a character (a lone surrogate), which no stored text can hold.
    for (const bad of [
      'a\u0000b',
      '\u0001',
      'x\u001f',
      '\u007f',
      'line\u000bfeed',
      'x\udfffy',
      '\ud83d',
    ]) {
      expect(hasControlCharacter(bad), JSON.stringify(bad)).toBe(true);
    }
    for (const good of ['', 'Noura', 'سالم، الكويت', 'tab\there', 'two\r\nlines', '😀 €']) {
      expect(hasControlCharacter(good), JSON.stringify(good)).toBe(false);
    }
  });

  it('names the path of the first string holding one, keys included', () => {
    expect(controlCharacterPath({ name: 'ok', address: { lines: ['a', 'b\u0000'] } })).toBe(
      'address.lines.1',
    );
    expect(controlCharacterPath({ 'k\u0000': 1 })).toBe('k?');
    expect(controlCharacterPath({ name: { en: 'x\udfffy', ar: '%00' } })).toBe('name.en');
    expect(controlCharacterPath('\u0000')).toBe('');
    expect(controlCharacterPath({ a: 1, b: null, c: [true, 'fine'] })).toBeUndefined();
  });

  it('finds a control character wherever it hides in JSON', () => {
    const withNul = fc
      .tuple(fc.string(), fc.string())
      .map(([before, after]) => `${before}\u0000${after}`);
    fc.assert(
      fc.property(
        fc.jsonValue(),
        withNul,
        fc.array(fc.string(), { maxLength: 3 }),
        (value, bad, keys) => {
          let nested: unknown = bad;
          for (const key of keys) nested = { [key]: nested, sibling: value };
          expect(controlCharacterPath(nested)).toBeDefined();
        },
      ),
    );
  });

  it('an id is a whole number that a PostgreSQL integer holds', () => {
    expect(idParamSchema.safeParse('12').data).toBe(12);
    expect(idParamSchema.safeParse(String(INT4_MAX)).success).toBe(true);
    for (const bad of [
      String(INT4_MAX + 1),
      '9223372036854775808',
      '0',
      '-1',
      '1.5',
      'abc',
      '1e308',
    ]) {
      expect(idParamSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});
