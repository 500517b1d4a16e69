/** A secondary step (cancel, edit) and one that cannot be taken back (a ban, a deletion). */
export const SECONDARY_BUTTON =
  'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60';
export const DANGER_BUTTON =
  'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg bg-red-700 px-3 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60';
