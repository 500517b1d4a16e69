type Path = (string | number)[];

/**
 * Where U+0000 occurs in a request part, as the paths of its strings and keys. PostgreSQL
 * refuses it in any text (a query with it failed, a 500), and no form field needs it. Only
 * parts of bounded depth come here: JSON bodies are checked as text first (plugins/json-body.ts)
 * and query strings nest at most qs's `depth`.
 */
export function nulPaths(value: unknown, path: Path = [], found: Path[] = []): Path[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item: unknown, index) => nulPaths(item, [...path, index], found));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) found.push([...path, key]);
      else nulPaths(item, [...path, key], found);
    }
  }
  return found;
}
