/**
 * The three hard-coded phone-brand promos of spec "Home": texts under `offers.{id}` in the
 * locale files, colours drawn here (no remote pictures).
 */
export const PROMOS = [
  { id: 'samsung', card: 'from-indigo-950 to-blue-700', accent: '#93c5fd' },
  { id: 'apple', card: 'from-slate-950 to-slate-600', accent: '#e2e8f0' },
  { id: 'xiaomi', card: 'from-orange-950 to-orange-700', accent: '#fdba74' },
] as const;

export type Promo = (typeof PROMOS)[number];
