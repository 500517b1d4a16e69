import { describe, expect, it } from 'vitest';
import { changesOf, readable } from './changes';

describe("the audit log's before and after", () => {
  it('lists the fields whose value changed, one side missing counting as a change', () => {
    expect(
      changesOf(
        { status: 'pending', hold_reason: 'new_seller', price: 10 },
        { status: 'active', price: 10, reports_closed: { count: 2, state: 'actioned' } },
      ),
    ).toEqual([
      { field: 'status', before: 'pending', after: 'active' },
      { field: 'hold_reason', before: 'new_seller', after: '—' },
      { field: 'reports_closed', before: '—', after: 'count: 2, state: actioned' },
    ]);
  });

  it('shows values that are not records as one change, and nothing for two nulls', () => {
    expect(changesOf(null, ['spam', 'scam'])).toEqual([
      { field: '', before: '—', after: 'spam, scam' },
    ]);
    expect(changesOf(null, null)).toEqual([]);
    expect(readable(false)).toBe('false');
    expect(readable('')).toBe('—');
  });
});
