// Apart from the rest of wheel.ts so that `contracts/core` (which every page loads first) carries only this.

/** The code of a wheel's consolation segment ("Perdu"): landing on it wins nothing to deliver. */
export const WHEEL_NO_PRIZE_VALUE = 'NONE';

/** Whether a wheel item is the consolation segment: no win announced, no address asked, none saved. */
export const isWheelNoPrize = (item: { value: string }) =>
  item.value.trim().toUpperCase() === WHEEL_NO_PRIZE_VALUE;
