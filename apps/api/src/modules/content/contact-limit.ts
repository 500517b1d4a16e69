/** Contact messages per client address: enough for a person, too few for a spam run. */
export const CONTACT_RATE_LIMIT = { max: 10, timeWindow: 10 * 60_000 };
