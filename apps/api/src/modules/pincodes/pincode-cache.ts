/** Pincode answers change only when a release reloads the table: browsers may keep them a day. */
export const PINCODE_CACHE_SECONDS = 86_400;
