import type { Bilingual } from '../types.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escape(value: string): string {
  return value.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);
}

const HIGHLIGHTS: Bilingual = { en: 'Highlights', ar: 'المميزات' };

/** Plain, safe HTML (paragraphs, one list, bold) in both languages. */
export function describe(intro: Bilingual, highlights: Bilingual[], closing: Bilingual): Bilingual {
  const build = (lang: 'en' | 'ar'): string => {
    const items = highlights.map((h) => `<li>${escape(h[lang])}</li>`).join('');
    return [
      `<p>${escape(intro[lang])}</p>`,
      `<p><strong>${HIGHLIGHTS[lang]}:</strong></p>`,
      `<ul>${items}</ul>`,
      `<p>${escape(closing[lang])}</p>`,
    ].join('');
  };
  return { en: build('en'), ar: build('ar') };
}
