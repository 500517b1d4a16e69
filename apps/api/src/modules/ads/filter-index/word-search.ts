import type { IndexSlots } from './index-slots.ts';
import { setBit } from './slot-arrays.ts';
import { hiddenIds, matches, slotTest, type SlotTest } from './slot-tests.ts';
import type { TokenBits } from './token-bits.ts';
import { TopSlots } from './top-slots.ts';

/** A search of the ads' words, newest first: titles, then ads with the words in their description only. */
export type WordsQuery = {
  /** `scopeToken`, or none for every category. */
  scope?: string | undefined;
  /**
   * Each typed word's prefixes: an ad matches when every word has a prefix among its title's
   * words, or every word among its description's (as `@@` with `prefix:*` queries).
   */
  words: readonly (readonly string[])[];
  offset: number;
  limit: number;
  countUpTo: number;
  nowUs: number;
  /** The hidden categories' tokens (`hiddenTokens`): their ads are not live. */
  hidden?: readonly string[] | undefined;
};

/** The searches of the titles' and descriptions' words (`MemoryFilterIndex.search`). */
export class WordSearch {
  /** Chunks of bits reused by each search: its titles', its descriptions', and one test's. */
  private readonly chunkBits: [Uint32Array, Uint32Array, Uint32Array];

  constructor(
    private readonly slots: IndexSlots,
    private readonly bits: TokenBits,
  ) {
    const chunk = () => new Uint32Array(slots.tuning.searchChunkWords);
    this.chunkBits = [chunk(), chunk(), chunk()];
  }

  /**
   * A page of the ads whose words match, newest first: those with every word in their title,
   * then those with every word in their description only; and their count up to a cap.
   *
   * The slots are read from the newest, a chunk at a time: in each, each word's title (or
   * description) lists are ORed as bits and the words ANDed, and the chunk walked from its
   * newest slot. Once the titles fill the page and the count is reached, every older slot comes
   * after the page, so a common word reads one chunk, not every slot.
   */
  search(query: WordsQuery): { ids: number[]; total: number } {
    const { slots } = this;
    const scope =
      query.scope === undefined
        ? []
        : [slotTest(slots, { kind: 'anyToken', tokens: [query.scope] })];
    const words = query.words.map((prefixes) => [
      ...new Set(prefixes.flatMap((prefix) => slots.lexicon.withPrefix(prefix))),
    ]);
    const wordTests = (part: 'title' | 'description'): SlotTest[] =>
      words.map((matching) => ({
        kind: 'anyToken',
        ids: Int32Array.from(
          matching.flatMap((word) => slots.wordIds[part].get(word) ?? []),
        ).sort(),
        words: true,
      }));
    const inTitle = this.chunkReader([...scope, ...wordTests('title')]);
    const inDescription = this.chunkReader([...scope, ...wordTests('description')]);
    const { countUpTo, nowUs } = query;
    const hidden = hiddenIds(slots, query.hidden);
    const needed = query.offset + query.limit;
    const titles = new TopSlots(needed, slots.created.items, slots.adIds.items, true);
    const others = new TopSlots(needed, slots.created.items, slots.adIds.items, true);
    let [total, titlesInOrder, othersInOrder] = [0, 0, 0];
    const displaced = slots.displacedSlots;
    for (let d = 0; d < displaced.length; d += 1) {
      const slot = displaced.items[d] ?? 0;
      if (!matches(slots, slot, [], nowUs, hidden)) continue;
      if (matches(slots, slot, inTitle.tests, nowUs)) titles.offer(slot);
      else if (matches(slots, slot, inDescription.tests, nowUs)) others.offer(slot);
      else continue;
      total += 1;
    }
    const [titleBits, descriptionBits] = this.chunkBits;
    const chunkWords = slots.tuning.searchChunkWords;
    chunks: for (let high = (slots.adIds.length + 31) >>> 5; high > 0; high -= chunkWords) {
      const low = Math.max(0, high - chunkWords);
      inTitle.read(low, high, titleBits);
      inDescription.read(low, high, descriptionBits);
      for (let w = high - 1; w >= low; w -= 1) {
        const titled = titleBits[w - low] ?? 0;
        let either = titled | (descriptionBits[w - low] ?? 0);
        while (either !== 0) {
          const bit = 31 - Math.clz32(either);
          either &= ~(1 << bit);
          const slot = w * 32 + bit;
          if (slots.displaced.items[slot] === 1 || !matches(slots, slot, [], nowUs, hidden)) {
            continue;
          }
          total += 1;
          if ((titled & (1 << bit)) !== 0) {
            if (titlesInOrder < needed) titles.offer(slot);
            titlesInOrder += 1;
          } else if (othersInOrder < needed) {
            others.offer(slot);
            othersInOrder += 1;
          }
          if (titlesInOrder >= needed && total >= countUpTo) break chunks;
        }
      }
    }
    const ids = [...titles.sorted(), ...others.sorted()]
      .slice(query.offset, needed)
      .map((slot) => slots.adIds.items[slot] ?? 0);
    return { ids, total: Math.min(total, countUpTo) };
  }

  /**
   * Reads the slots passing every token test (a word's) chunk by chunk, from the newest: each
   * list from its end down (lists hold their slots in order), or from its kept bits.
   */
  private chunkReader(tests: SlotTest[]) {
    const { slots } = this;
    const lists = tests.map((test) =>
      test.kind === 'anyToken'
        ? [...test.ids].flatMap((id) => {
            const posting = slots.postings[id];
            if (!posting || posting.length === 0) return [];
            const longList = test.words
              ? Math.max(slots.tuning.longList, slots.adIds.length / 32)
              : slots.tuning.longList;
            const bits = posting.length >= longList ? this.bits.keptBits(id, posting) : undefined;
            return [{ posting, bits, next: posting.length - 1 }];
          })
        : [],
    );
    return {
      tests,
      /** Sets `into` to the bits of the slots in words [low, high) that pass every test. */
      read: (low: number, high: number, into: Uint32Array) => {
        into.fill(0, 0, high - low);
        const scratch = this.chunkBits[2];
        lists.forEach((testLists, t) => {
          const target = t === 0 ? into : scratch;
          if (t > 0) target.fill(0, 0, high - low);
          for (const list of testLists) {
            if (list.bits) {
              for (let w = low; w < high; w += 1) {
                target[w - low] = (target[w - low] ?? 0) | (list.bits[w] ?? 0);
              }
              continue;
            }
            const items = list.posting.items;
            const first = low * 32;
            for (; list.next >= 0 && (items[list.next] ?? 0) >= first; list.next -= 1) {
              setBit(target, (items[list.next] ?? 0) - first);
            }
          }
          if (t === 0) return;
          for (let w = 0; w < high - low; w += 1) into[w] = (into[w] ?? 0) & (scratch[w] ?? 0);
        });
      },
    };
  }
}
