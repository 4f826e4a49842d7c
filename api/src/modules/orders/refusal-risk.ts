import type { OrderStatus, RefusalRisk, RefusalRiskLevel } from '@wolvo/shared/contracts';
import type { Db, DbOrTx } from '../../db/database';
import { countPhoneOutcomes } from './orders.repository';

/** Statuses that end an order delivered, and those that end it refused or returned. */
export const DELIVERED_STATUSES: readonly OrderStatus[] = [
  'DELIVERED',
  'PAID_TO_WOLVO',
  'PAID_TO_SENDER',
];
export const REFUSED_STATUSES: readonly OrderStatus[] = [
  'RECIPIENT_NOT_SERIOUS',
  'RETURN_TO_SENDER',
  'IN_TRANSIT_TO_SENDER',
  'DELIVERED_TO_SENDER',
  'RETURN_BILLED_TO_SENDER',
];

/**
 * Risk level from a phone's finished orders with every merchant (a refusal the recipient announced on
 * the tracking page counts as one while its parcel is still on the way): none without history; high when staff
 * flagged the recipient not serious or at least half of two or more finished orders came back; medium
 * from one refusal in four; low otherwise.
 */
export function refusalRiskLevel(counts: Omit<RefusalRisk, 'level'>): RefusalRiskLevel {
  const finished = counts.delivered + counts.refused;
  if (counts.notSerious > 0) return 'HIGH';
  if (finished === 0) return 'NONE';
  const rate = counts.refused / finished;
  if (counts.refused >= 2 && rate >= 0.5) return 'HIGH';
  if (counts.refused >= 1 && rate >= 0.25) return 'MEDIUM';
  return 'LOW';
}

/** Refusal risk of several phones at once (the list's rows), keyed by phone. */
export async function refusalRisks(db: DbOrTx, phones: string[]) {
  const unique = [...new Set(phones)];
  const counts = await countPhoneOutcomes(db, unique, {
    delivered: DELIVERED_STATUSES,
    refused: REFUSED_STATUSES,
  });
  return new Map(
    counts.map(({ phone, ...c }) => [phone, { ...c, level: refusalRiskLevel(c) } as RefusalRisk]),
  );
}

/** Refusal risk of one phone for the add-order form. */
export async function getRefusalRisk(db: Db, phone: string): Promise<RefusalRisk> {
  return (await refusalRisks(db, [phone])).get(phone)!;
}
