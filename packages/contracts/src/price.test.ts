import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice, type PriceSettings, priceFormats } from './price.ts';

const kd = (
  format: PriceSettings['format'],
  currencyPosition: PriceSettings['currencyPosition'] = 'before',
) => ({ format, currencyLabel: 'KD', currencyPosition }) satisfies PriceSettings;

describe('formatPrice', () => {
  it('shows nothing for null and undefined, and zero for zero', () => {
    expect(formatPrice(null)).toBe('');
    expect(formatPrice(undefined)).toBe('');
    expect(formatPrice(0, kd('standard-format'))).toBe('KD 0.00');
    expect(formatPrice(0, kd('decimals-format'))).toBe('KD 0.000');
    expect(formatPrice(0, kd('no-decimal-format'))).toBe('KD 0');
  });

  it('uses 2, 3 and 0 decimals for the three formats (spec 9)', () => {
    expect(formatPrice(1_234_567, kd('standard-format'))).toBe('KD 1,234.57');
    expect(formatPrice(1_234_567, kd('decimals-format'))).toBe('KD 1,234.567');
    expect(formatPrice(1_234_567, kd('no-decimal-format'))).toBe('KD 1,235');
  });

  it('puts the label before, after, or leaves it out', () => {
    expect(formatPrice(1500, kd('decimals-format', 'before'))).toBe('KD 1.500');
    expect(formatPrice(1500, kd('decimals-format', 'after'))).toBe('1.500 KD');
    expect(formatPrice(1500, kd('decimals-format', 'none'))).toBe('1.500');
  });

  it('leads a negative amount with the minus sign, before the label', () => {
    expect(formatPrice(-18915, kd('decimals-format', 'before'))).toBe('−KD 18.915');
    expect(formatPrice(-18915, kd('decimals-format', 'after'))).toBe('−18.915 KD');
  });

  it('rounds half away from zero', () => {
    expect(formatPrice(5, kd('standard-format', 'none'))).toBe('0.01');
    expect(formatPrice(4, kd('standard-format', 'none'))).toBe('0.00');
    expect(formatPrice(-5, kd('standard-format', 'none'))).toBe('−0.01');
    expect(formatPrice(499, kd('no-decimal-format', 'none'))).toBe('0');
    expect(formatPrice(500, kd('no-decimal-format', 'none'))).toBe('1');
  });

  const settings = fc.record({
    format: fc.constantFrom(...priceFormats),
    currencyLabel: fc.constantFrom('KD', 'د.ك', '$'),
    currencyPosition: fc.constantFrom('before' as const, 'after' as const, 'none' as const),
  });
  const amount = fc.integer({ min: -1e12, max: 1e12 });

  it('always shows the exact decimals and a parsable number', () => {
    fc.assert(
      fc.property(amount, settings, (minor, s) => {
        const text = formatPrice(minor, { ...s, currencyPosition: 'none' });
        const decimals = { 'standard-format': 2, 'decimals-format': 3, 'no-decimal-format': 0 }[
          s.format
        ];
        const [, fraction = ''] = text.split('.');
        expect(fraction.length).toBe(decimals);
        // Compare in integers: the shown figure back in minor units is within half a step.
        const shown =
          BigInt(text.replaceAll(/[,.]/g, '').replace('−', '-')) * 10n ** BigInt(3 - decimals);
        const error = shown - BigInt(minor);
        const halfStep = 10n ** BigInt(3 - decimals) / 2n;
        expect(error <= halfStep && error >= -halfStep).toBe(true);
      }),
    );
  });

  it('keeps the label at the chosen side and never shows it with none', () => {
    fc.assert(
      fc.property(amount, settings, (minor, s) => {
        const text = formatPrice(minor, s);
        const sign = minor < 0 && text.startsWith('−') ? '−' : '';
        if (s.currencyPosition === 'before')
          expect(text.startsWith(`${sign}${s.currencyLabel} `)).toBe(true);
        if (s.currencyPosition === 'after') expect(text.endsWith(` ${s.currencyLabel}`)).toBe(true);
        if (s.currencyPosition === 'none') expect(text).toMatch(/^−?[\d,]+(\.\d+)?$/);
      }),
    );
  });

  it('is monotonic in the amount', () => {
    fc.assert(
      fc.property(amount, amount, settings, (a, b, s) => {
        const n = (m: number) =>
          Number(
            formatPrice(m, { ...s, currencyPosition: 'none' })
              .replaceAll(',', '')
              .replace('−', '-'),
          );
        if (a <= b) expect(n(a)).toBeLessThanOrEqual(n(b));
      }),
    );
  });
});
