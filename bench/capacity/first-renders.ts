import type { Answer } from '../support/load.ts';

/** When the first answer of the last of `distinct` addresses came (ms from the start), if it did. */
function firstPassEnd(answers: readonly Answer[], distinct: number): number | undefined {
  const answered = new Set<string>();
  for (const answer of answers) {
    answered.add(answer.path);
    if (answered.size === distinct) return answer.sentAt + answer.ms;
  }
  return undefined;
}

/**
 * Where the pages' slow answers were: before or after every address had been answered once. The
 * mix starts with an empty page cache, so until then most answers wait for a first render.
 */
export function firstRendersNote(
  answers: readonly Answer[],
  distinct: number,
  overMs: number,
): string {
  const end = firstPassEnd(answers, distinct);
  const slow = answers.filter((answer) => answer.ms > overMs);
  const over = `${String(slow.length)} answers over ${String(overMs)} ms`;
  if (end === undefined) return `not every address was answered; ${over}`;
  const before = slow.filter((answer) => answer.sentAt < end).length;
  return `every address answered once by ${(end / 1000).toFixed(1)} s; ${String(before)} of the ${over} were sent before then`;
}
