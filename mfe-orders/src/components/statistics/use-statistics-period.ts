import { useMemo } from 'react';
import type { StatisticsQuery } from '@wolvo/shared/contracts';
import { usePageState } from '@wolvo/shared/hooks';
import { useSessionUser } from '@wolvo/shared/session';
import {
  defaultSelection,
  toRequestRange,
  type DateRangeSelection,
} from '@wolvo/shared/ui/date-range';

/** What `useStatisticsPeriod` returns. */
export interface StatisticsPeriod {
  period: DateRangeSelection;
  setPeriod: (next: DateRangeSelection) => void;
  /** The query of the statistics calls: the range, and the comparison range when on. */
  query: StatisticsQuery;
  accountCreatedAt: string | null;
}

/**
 * The period of a statistics page (page state): the spec's default range (from the account's creation,
 * at most 90 days back, else the last 6 days, up to today) compared with the same length just before.
 * @example const { period, setPeriod, query } = useStatisticsPeriod();
 */
export function useStatisticsPeriod(): StatisticsPeriod {
  const user = useSessionUser();
  const accountCreatedAt = user?.createdAt ?? null;
  const [period, setPeriod] = usePageState<DateRangeSelection>('statistics.period', () => ({
    ...defaultSelection(accountCreatedAt),
    compare: true,
  }));
  const query = useMemo((): StatisticsQuery => {
    const current = toRequestRange(period.current);
    if (!period.compare) return current;
    const previous = toRequestRange(period.previous);
    return { ...current, compareFrom: previous.from, compareTo: previous.to };
  }, [period]);
  return { period, setPeriod, query, accountCreatedAt };
}
