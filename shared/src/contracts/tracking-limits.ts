// Apart from the rest of tracking.ts so that `contracts/core` (which every page loads first) carries only
// these two numbers.

/** Working days offered to the recipient, the longest note for the courier. */
export const TRACKING_CHOICE_DAYS = 3;
export const TRACKING_NOTE_MAX = 200;
