/**
 * The console's buttons: the main step, a secondary one, a step that cannot be taken back, and a
 * square one with an icon only (its accessible name says the step: "Move Damascus up").
 */
export { DANGER_BUTTON, SECONDARY_BUTTON } from '../../../shared/ui/buttons';
export const PRIMARY_BUTTON =
  'inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800 disabled:opacity-60 sm:w-auto';
export const ICON_BUTTON =
  'inline-flex size-10 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 disabled:opacity-40';
