/** Bill (payment) statuses: pending on creation, then paid or cancelled for good. */
export const BILL_STATUSES = ['PENDING', 'PAID', 'CANCELLED'] as const;
/** One bill status. */
export type BillStatus = (typeof BILL_STATUSES)[number];

/** Unit of a bill fee: an amount in dinars or a percentage. */
export const FEE_UNITS = ['DT', '%'] as const;
/** One fee unit. */
export type FeeUnit = (typeof FEE_UNITS)[number];

/** Millimes in one Tunisian dinar: all money is stored and sent as integer millimes. */
export const MILLIMES_PER_DINAR = 1000;

/** Formats integer millimes as dinars with three decimals, e.g. 12500 -> "12.500". */
export function formatMillimes(millimes: number): string {
  const sign = millimes < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(millimes));
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}
