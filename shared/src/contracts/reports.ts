/** Who decides on a report. */
export const DECISION_TYPES = ['WOLVO_DECISION', 'CLIENT_DECISION'] as const;
/** One decision type. */
export type DecisionType = (typeof DECISION_TYPES)[number];
