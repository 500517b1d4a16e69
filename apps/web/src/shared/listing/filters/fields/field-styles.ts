export const LEGEND = 'mb-2 text-sm font-semibold text-slate-900';
export const CONTROL =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none aria-invalid:border-red-600';
export const CHOICE = 'size-4 shrink-0 accent-teal-700';
export const CHOICE_LABEL =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-checked:border-teal-600 has-checked:bg-teal-50';
