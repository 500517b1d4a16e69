import type { Lang } from '@souq/contracts';

/**
 * Western digits in both languages, as the rest of the site writes numbers; Arabic month names as
 * the site's dates (`formatDate`) write them ("أكتوبر", not ar-SY's "تشرين الأول").
 */
const LOCALES: Record<Lang, string> = { ar: 'ar-u-nu-latn', en: 'en-GB' };
const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and style, built on first use (building one is slow on a phone). */
function format(lang: Lang, style: 'time' | 'day' | 'date'): Intl.DateTimeFormat {
  const key = `${lang}:${style}`;
  let formatter = formats.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions =
      style === 'time'
        ? { hour: '2-digit', minute: '2-digit' }
        : style === 'day'
          ? { weekday: 'long', day: 'numeric', month: 'long' }
          : { day: 'numeric', month: 'short' };
    formatter = new Intl.DateTimeFormat(LOCALES[lang], options);
    formats.set(key, formatter);
  }
  return formatter;
}

/** The local calendar day of a time, as `YYYY-M-D`: messages are grouped by it. */
export function dayKey(date: Date): string {
  return `${String(date.getFullYear())}-${String(date.getMonth() + 1)}-${String(date.getDate())}`;
}

export function formatTime(iso: string, lang: Lang): string {
  return format(lang, 'time').format(new Date(iso));
}

/** A list's time: the hour today, else the day and month. */
export function formatListTime(iso: string, lang: Lang, now = new Date()): string {
  const date = new Date(iso);
  return dayKey(date) === dayKey(now) ? formatTime(iso, lang) : format(lang, 'date').format(date);
}

/** A day heading of a thread: today, yesterday, else the weekday and date. */
export function formatDay(
  date: Date,
  lang: Lang,
  words: { today: string; yesterday: string },
  now = new Date(),
): string {
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(date) === dayKey(now)) return words.today;
  if (dayKey(date) === dayKey(yesterday)) return words.yesterday;
  return format(lang, 'day').format(date);
}
