import type { Lang } from '@souq/contracts';

const UNITS = [
  { size: 1e9, en: 'B', ar: ' مليار' },
  { size: 1e6, en: 'M', ar: ' مليون' },
  { size: 1e3, en: 'k', ar: ' ألف' },
] as const;

/** Up to `decimals` places, trailing zeros (and a bare point) removed. */
function trimmed(value: number, decimals: number): string {
  return value.toFixed(decimals).replace(/\.?0+$/, '');
}

/**
 * Spec 9: from 1,000 up a unit (k, M, B, or their Arabic words) with one decimal and a trailing
 * `.0` removed; below, up to 2 decimals. A value that rounds up to the next unit takes it
 * (999,960 is `1M`, not `1000k`).
 */
export function formatPrice(value: number, lang: Lang): string {
  const sign = value < 0 ? '-' : '';
  const amount = Math.abs(value);
  for (const [index, unit] of UNITS.entries()) {
    if (amount < unit.size) continue;
    const larger = UNITS[index - 1];
    const scaled = Number((amount / unit.size).toFixed(1));
    if (larger && scaled >= larger.size / unit.size) return `${sign}1${larger[lang]}`;
    return `${sign}${trimmed(scaled, 1)}${unit[lang]}`;
  }
  const small = Number(amount.toFixed(2));
  if (small >= 1000) return `${sign}1${UNITS[2][lang]}`;
  return `${sign}${trimmed(small, 2)}`;
}
