import { describe, expect, it } from 'vitest';
import { changedFields, showValue } from './changed-fields.ts';

describe('changed fields of an audited change', () => {
  it('lists only the fields whose value changed', () => {
    expect(
      changedFields(
        { price: 1000, name: { en: 'Mug' }, published: false },
        { price: 1250, name: { en: 'Mug' }, published: true },
      ),
    ).toEqual([
      { field: 'price', before: 1000, after: 1250 },
      { field: 'published', before: false, after: true },
    ]);
  });

  it('shows a creation and a deletion field by field', () => {
    expect(changedFields(null, { sku: 'A1' })).toEqual([
      { field: 'sku', before: undefined, after: 'A1' },
    ]);
    expect(changedFields({ sku: 'A1' }, null)).toEqual([
      { field: 'sku', before: 'A1', after: undefined },
    ]);
  });

  it('treats plain values as one field', () => {
    expect(changedFields(3, 4)).toEqual([{ field: 'value', before: 3, after: 4 }]);
    expect(changedFields(3, 3)).toEqual([]);
  });

  it('writes values readably', () => {
    expect(showValue(undefined)).toBe('—');
    expect(showValue('red')).toBe('red');
    expect(showValue({ en: 'Mug' })).toBe('{"en":"Mug"}');
  });
});
