import type { FilterTest } from '../ad-filters.ts';
import type { IndexSlots } from './index-slots.ts';

/**
 * What a test asks of one slot, its tokens made ids (sorted) once per query. Bits of a long
 * list are kept (`TokenBits`); of a list of `words` (a search's), only when they take less
 * memory than the list itself (it holds over a 32nd of the slots), since words are many.
 */
export type SlotTest =
  | { kind: 'anyToken'; ids: Int32Array; words?: boolean }
  | { kind: 'range'; filterId: number; min: number; max: number };

/** The token ids a test accepts (sorted), or a range on the slot's numbers. */
export function slotTest(slots: IndexSlots, test: FilterTest): SlotTest {
  if (test.kind === 'range') {
    return {
      kind: 'range',
      filterId: test.filterId,
      min: test.min ?? -Infinity,
      max: test.max ?? Infinity,
    };
  }
  const ids =
    test.kind === 'anyToken'
      ? test.tokens.flatMap((token) => slots.tokenIds.get(token) ?? [])
      : (slots.tokensOfFilter.get(String(test.filterId)) ?? [])
          .filter(({ label }) => test.texts.some((text) => label.includes(text)))
          .map(({ id }) => id);
  return { kind: 'anyToken', ids: Int32Array.from(new Set(ids)).sort() };
}

/** Whether the slot holds one of `ids`, among its filter tokens or its `words`. */
function hasAnyToken(slots: IndexSlots, slot: number, ids: Int32Array, words: boolean): boolean {
  const pool = slots.tokenPool.items;
  const filters = slots.tokenCount.items[slot] ?? 0;
  const start = (slots.tokenStart.items[slot] ?? 0) + (words ? filters : 0);
  const end = start + (words ? (slots.wordCount.items[slot] ?? 0) : filters);
  // Both sorted: one walk through the two.
  let i = start;
  let j = 0;
  while (i < end && j < ids.length) {
    const a = pool[i] ?? 0;
    const b = ids[j] ?? 0;
    if (a === b) return true;
    if (a < b) i += 1;
    else j += 1;
  }
  return false;
}

function inRange(
  slots: IndexSlots,
  slot: number,
  test: Extract<SlotTest, { kind: 'range' }>,
): boolean {
  const start = slots.numberStart.items[slot] ?? 0;
  const end = start + (slots.numberCount.items[slot] ?? 0);
  for (let i = start; i < end; i += 1) {
    if (slots.numberKeys.items[i] === test.filterId) {
      const value = slots.numberValues.items[i] ?? NaN;
      return value >= test.min && value <= test.max;
    }
  }
  return false;
}

/**
 * The token ids of the hidden categories' tokens (`c:<top>`, `s:<sub>`, hidden-categories.ts),
 * sorted: a slot holding one is not live (as `liveInIndex` in the database).
 */
export function hiddenIds(slots: IndexSlots, tokens: readonly string[] | undefined): Int32Array {
  if (!tokens || tokens.length === 0) return NO_IDS;
  return Int32Array.from(
    new Set(tokens.flatMap((token) => slots.tokenIds.get(token) ?? [])),
  ).sort();
}

const NO_IDS = new Int32Array(0);

/**
 * Whether the slot is live (not taken out, not expired at `nowUs`, in no hidden category: none of
 * `hidden`, `hiddenIds`), and passes every test.
 */
export function matches(
  slots: IndexSlots,
  slot: number,
  tests: readonly SlotTest[],
  nowUs: number,
  hidden: Int32Array = NO_IDS,
): boolean {
  if (slots.live.items[slot] !== 1 || (slots.expires.items[slot] ?? 0) <= nowUs) return false;
  if (hidden.length > 0 && hasAnyToken(slots, slot, hidden, false)) return false;
  for (const test of tests) {
    const passed =
      test.kind === 'range'
        ? inRange(slots, slot, test)
        : hasAnyToken(slots, slot, test.ids, test.words === true);
    if (!passed) return false;
  }
  return true;
}
