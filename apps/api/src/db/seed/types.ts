/** A text in both languages; also the shape of a filter option. */
export type Bilingual = { en: string; ar: string };
