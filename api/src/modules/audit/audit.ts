import type { AuditChangeDto, AuditEntryDto } from '@wolvo/shared/contracts';
import type { DbOrTx } from '../../db/database';
import { insertAuditRow, listAuditRows } from './audit.repository';

/** What a staff change is about. */
export type AuditEntity = 'ORDER' | 'CLIENT';

type Value = string | number | null;

/**
 * The fields that differ between `before` and `after`, in `after`'s key order. Values are compared as
 * stored (money in millimes); `undefined` in `after` means "not touched".
 */
export function diffFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): AuditChangeDto[] {
  const changes: AuditChangeDto[] = [];
  for (const [field, next] of Object.entries(after)) {
    if (next === undefined) continue;
    const prev = before[field] ?? null;
    if (prev === next) continue;
    changes.push({ field, before: prev as Value, after: next as Value });
  }
  return changes;
}

/**
 * The fields of `next` (already normalised by the rules) that differ from the stored ones once these go
 * through the same normalisation. A save writes and audits only these, so a value stored in an older
 * spelling (a RIB with spaces) stays as it is when the user did not touch its field.
 */
export function changedFields<T extends Record<string, unknown>>(
  stored: Record<string, unknown>,
  next: T,
  normalise: Partial<Record<keyof T, (value: string) => unknown>> = {},
): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T & string)[]) {
    const value = next[key];
    if (value === undefined) continue;
    const prev = stored[key] ?? null;
    const normaliser = normalise[key];
    const comparable = normaliser && typeof prev === 'string' ? normaliser(prev) : prev;
    if (comparable !== value) changed[key] = value;
  }
  return changed;
}

/** Writes one audit row in the caller's transaction; nothing when no field changed. */
export async function writeAudit(
  tx: DbOrTx,
  entry: {
    entity: AuditEntity;
    entityId: number;
    by: number;
    at: string;
    changes: AuditChangeDto[];
  },
): Promise<void> {
  if (!entry.changes.length) return;
  await insertAuditRow(tx, {
    entity: entry.entity,
    entityId: entry.entityId,
    userId: entry.by,
    changes: JSON.stringify(entry.changes),
    createdAt: entry.at,
  });
}

/**
 * The audit trail of one order or client, newest first. `full` (staff): who and which fields; else
 * (the order's client) only when it was edited by the provider.
 */
export async function listAudit(
  db: DbOrTx,
  entity: AuditEntity,
  entityId: number,
  full: boolean,
): Promise<AuditEntryDto[]> {
  const rows = await listAuditRows(db, entity, entityId);
  return rows.map((row) => ({
    id: row.id,
    at: row.createdAt,
    by: full && row.userId !== null ? { id: row.userId, username: row.username ?? '' } : null,
    changes: full ? (JSON.parse(row.changes) as AuditChangeDto[]) : [],
  }));
}
