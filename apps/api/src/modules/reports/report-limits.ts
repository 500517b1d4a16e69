const HOUR_MS = 60 * 60 * 1000;

/** Reports of ads and users an account may send an hour, and a client address. */
export const REPORT_LIMITS = { perAccount: 10, perAddress: 30, windowMs: HOUR_MS };
