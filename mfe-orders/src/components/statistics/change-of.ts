import { formatChange } from '../charts';

/**
 * A KPI card's change line: the signed percent, its sentence for screen readers (`sentence`), and whether
 * it is good news (`higherIsBetter`: more orders yes, more delivery days no). Null without a comparison.
 * @example changeOf(stats.change.orders, 'fr', (c) => t('statistics.vs-previous', { change: c }))
 */
export function changeOf(
  change: number | null,
  language: string,
  sentence: (change: string) => string,
  higherIsBetter = true,
) {
  const text = formatChange(change, language);
  if (text === null || change === null) return null;
  return { text, label: sentence(text), good: change === 0 || change > 0 === higherIsBetter };
}
