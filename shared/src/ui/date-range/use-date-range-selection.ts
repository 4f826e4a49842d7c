import { useMemo, useState } from 'react';
import {
  boundsOf,
  defaultSelection,
  toRequestRange,
  type DateBounds,
  type DateRangeSelection,
} from './date-range-rules';

/** What `useDateRangeSelection` returns. */
export interface DateRangeSelectionState {
  selection: DateRangeSelection;
  setSelection: (next: DateRangeSelection) => void;
  bounds: DateBounds;
  /** `from`/`to` (yyyy-MM-dd) of the current range, for requests. */
  request: { from: string; to: string };
  /** `from`/`to` of the comparison range, or null when comparison is off. */
  previousRequest: { from: string; to: string } | null;
}

/**
 * State of a page's date-range picker, starting from the spec's default range for the account.
 * @example const range = useDateRangeSelection(user.createdAt); <DateRangePicker value={range.selection} onChange={range.setSelection} accountCreatedAt={user.createdAt} />
 */
export function useDateRangeSelection(
  accountCreatedAt?: Date | string | null,
): DateRangeSelectionState {
  const [selection, setSelection] = useState(() => defaultSelection(accountCreatedAt));
  const createdKey =
    accountCreatedAt instanceof Date ? accountCreatedAt.getTime() : accountCreatedAt;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the date's value, not the object
  const bounds = useMemo(() => boundsOf(accountCreatedAt), [createdKey]);
  const request = useMemo(() => toRequestRange(selection.current), [selection]);
  const previousRequest = useMemo(
    () => (selection.compare ? toRequestRange(selection.previous) : null),
    [selection],
  );
  return { selection, setSelection, bounds, request, previousRequest };
}
