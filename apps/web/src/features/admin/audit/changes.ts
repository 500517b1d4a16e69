/** One field an audit entry changed: its value before and after (as text), or only one side. */
export type Change = { field: string; before: string; after: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A stored value as staff read it: text as it is, nothing as a dash, a list as its items, a
 * record as its `field: value` pairs.
 */
export function readable(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '—' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(readable).join(', ');
  if (isRecord(value)) {
    return Object.entries(value)
      .map(([field, inner]) => `${field}: ${readable(inner)}`)
      .join(', ');
  }
  return JSON.stringify(value);
}

/**
 * What an audit entry changed, field by field: the fields of its before and after records whose
 * values differ (a field only one side has counts as changed). Values that are not records are
 * one change of the field `''`.
 */
export function changesOf(before: unknown, after: unknown): Change[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before === null && after === null) return [];
    return [{ field: '', before: readable(before), after: readable(after) }];
  }
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields
    .map((field) => ({ field, before: readable(was[field]), after: readable(now[field]) }))
    .filter((change) => change.before !== change.after);
}
