import type { Answers, Envelope } from '@souq/contracts';

/** The `data` of an answer; the server's own answers, so their shape is the contract's. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the contract type of the URL it asks for
export function dataOf<T>(answers: Answers, url: string): T | undefined {
  return (answers.get(url) as Envelope<T> | undefined)?.data;
}
