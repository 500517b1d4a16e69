/** Review writes (adds and edits) a user may make per window: a few a minute. */
export const REVIEW_WRITES_LIMIT = { max: 5, windowMs: 60_000 };
