import { WEEKDAY_COLOURS, type StatusColour } from '@wolvo/shared/contracts';

/** Colour of a date's weekday: Monday lightblue, Tuesday blue, ... Sunday green (spec section 4). */
export function weekdayColour(date: Date): StatusColour {
  // getDay() counts from Sunday; the table starts on Monday.
  const mondayFirst = (date.getDay() + 6) % 7;
  return WEEKDAY_COLOURS[mondayFirst] ?? 'default';
}
