// `@wolvo/shared/contracts/core`: the constants and roles the login page needs before its form is usable,
// and what the public pages need (the remotes' names, the tracking note's limit, the roulette's consolation), without the rest of the
// contracts (statuses, permissions, DTO helpers: about 5.6 KB gzip). Every name here is also exported by
// `@wolvo/shared/contracts`; they are plain values, so the two copies agree.
export * from './constants';
export * from './roles';
export * from './federation';
export { TRACKING_NOTE_MAX } from './tracking-limits';
export { isWheelNoPrize, WHEEL_NO_PRIZE_VALUE } from './wheel-prize';
export * from './client-events';
export * from './contract-version';
