export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields an audited change touched, before → after: every top-level field whose value
 * differs (a creation has no before, a deletion no after). Values that are not objects are one
 * field, named "value".
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return same(before, after) ? [] : [{ field: 'value', before, after }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .filter((field) => !same(from[field], to[field]))
    .map((field) => ({ field, before: from[field], after: to[field] }));
}

/** A value as one readable line: text as it is, the rest as compact JSON; nothing as "—". */
export function showValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
