/** The frame of the add-review box, signed in (the form) or not (the invitation to log in). */
export const REVIEW_BOX = 'space-y-3 rounded-xl border border-slate-200 bg-white p-4';
