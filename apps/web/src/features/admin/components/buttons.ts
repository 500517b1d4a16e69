/** The console's buttons: the main step, a secondary one, a step that cannot be taken back. */
export const SECONDARY_BUTTON =
  'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60';
export const PRIMARY_BUTTON =
  'inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800 disabled:opacity-60 sm:w-auto';
export const DANGER_BUTTON =
  'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg bg-red-700 px-3 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60';
