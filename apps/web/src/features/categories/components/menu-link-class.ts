/** One look for every entry of the dark menu bar. */
export const MENU_LINK =
  'block px-3 py-3 text-sm font-medium text-slate-100 hover:bg-slate-800 hover:text-white focus-visible:outline-amber-300';
