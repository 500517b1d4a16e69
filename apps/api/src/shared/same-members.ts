/**
 * The same ids, each once, as a list holds: a reorder neither drops nor adds a member (the
 * console's lists of places, interests…).
 */
export function sameMembers(current: readonly number[], given: readonly number[]): boolean {
  const wanted = new Set(given);
  return (
    wanted.size === given.length &&
    wanted.size === current.length &&
    current.every((id) => wanted.has(id))
  );
}
