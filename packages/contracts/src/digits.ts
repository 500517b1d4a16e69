/** Arabic-Indic (U+0660…) and Extended Arabic-Indic (U+06F0…) digits. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** The text with Western digits for Arabic-Indic ones (`٠٩٣٠` → `0930`). */
export function westernDigits(text: string): string {
  return text.replace(EASTERN_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) % 16));
}
