import { REPORT_TRUNCATE_AT } from '@wolvo/shared/contracts';

/** A report or decision text cut for a table cell: its first 40 characters and an ellipsis. */
export function truncateText(text: string | null | undefined, max = REPORT_TRUNCATE_AT): string {
  if (!text) return '';
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}
