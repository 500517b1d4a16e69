/** `%text%` for `ILIKE`, with the text's own `%`, `_` and `\` matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
