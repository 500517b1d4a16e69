/** New ads and picture uploads per client address and hour, whatever the account. */
export const SELLING_RATE_LIMITS = { ads: 30, pictures: 300 };
