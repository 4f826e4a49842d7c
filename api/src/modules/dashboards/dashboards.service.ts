import {
  DELIVERED_COD_STATUSES,
  isStaffRole,
  ORDER_STATUSES,
  type DashboardAlpha,
  type DashboardPartner,
  type DashboardPartnerRow,
  type DashboardStatusCount,
} from '@wolvo/shared/contracts';
import type { Db } from '../../db/database';
import { badRequest } from '../../http-error';
import type { AuthContext } from '../auth/access';
import { partnerDues } from '../bills/partner-invoices';
import {
  countOrdersByStatus,
  countPartnerParcels,
  listClientsWithMainCompany,
  listPartnerNames,
} from './dashboards.repository';

/** Days a dashboard shows when the query names none: the last 7, today included (spec §9). */
const DEFAULT_DAYS = 7;
const DAY_MS = 86_400_000;

const statusRank = new Map<string, number>(ORDER_STATUSES.map((s, i) => [s, i]));
const byStatus = (a: { status: string }, b: { status: string }) =>
  (statusRank.get(a.status) ?? ORDER_STATUSES.length) -
    (statusRank.get(b.status) ?? ORDER_STATUSES.length) || a.status.localeCompare(b.status);

/** The period asked, or the default; `from` after `to` is refused. Days are UTC days, as in the orders list. */
export function periodOf(query: { from?: string; to?: string }, now = new Date()) {
  const to = query.to ?? now.toISOString().slice(0, 10);
  const from =
    query.from ??
    new Date(Date.parse(`${to}T00:00:00.000Z`) - (DEFAULT_DAYS - 1) * DAY_MS)
      .toISOString()
      .slice(0, 10);
  if (from > to) throw badRequest('to: date-picker.invalid-range');
  return { from, to, start: `${from}T00:00:00.000Z`, end: `${to}T23:59:59.999Z` };
}

/**
 * GET /v1/order/getDashboardAlpha: the orders created in the period per current status (one GROUP BY on
 * the live-orders index), for the caller's client, or for staff every client or the one in `clientId`.
 * The same period and status give the same orders as the orders list's filters.
 */
export async function getDashboardAlpha(
  db: Db,
  auth: AuthContext,
  query: { from?: string; to?: string; clientId?: number },
): Promise<DashboardAlpha> {
  const staff = isStaffRole(auth.role);
  const period = periodOf(query);
  const clientId = staff ? (query.clientId ?? null) : (auth.clientId ?? -1);
  const [rows, clients] = await Promise.all([
    countOrdersByStatus(db, period, clientId),
    staff ? clientOptions(db) : Promise.resolve(undefined),
  ]);
  const statuses: DashboardStatusCount[] = rows
    .map((r) => ({ status: r.status, count: Number(r.count) }))
    .sort(byStatus);
  return {
    from: period.from,
    to: period.to,
    clientId,
    total: statuses.reduce((sum, s) => sum + s.count, 0),
    statuses,
    ...(clients ? { clients } : {}),
  };
}

/** Every client for staff's filter: its main company's name (its admin's name without one). */
async function clientOptions(db: Db) {
  const rows = await listClientsWithMainCompany(db);
  return rows
    .map((r) => ({ id: r.id, name: r.company ?? r.fullname }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/**
 * GET /v1/order/getDashboardPartner: per delivery partner, the parcels created in the period and handed to
 * it, per status and partner wording (one GROUP BY), the cash collected on those delivered, and what it
 * owes today (`partnerDues`, the partner invoices' query).
 */
export async function getDashboardPartner(
  db: Db,
  query: { from?: string; to?: string; deliveryCompanyId?: number },
): Promise<DashboardPartner> {
  const period = periodOf(query);
  const only = query.deliveryCompanyId;
  const [partners, rows, dues] = await Promise.all([
    listPartnerNames(db, only),
    countPartnerParcels(db, period, only),
    partnerDues(db, only),
  ]);
  const delivered = new Set<string>(DELIVERED_COD_STATUSES);
  const byPartner = new Map<number, DashboardPartnerRow>(
    partners.map((p) => [
      p.id,
      {
        deliveryCompanyId: p.id,
        name: p.name,
        handedOver: 0,
        delivered: 0,
        deliveredCod: 0,
        owed: 0,
        owedOrders: 0,
        statuses: [],
      },
    ]),
  );
  // Adding up a few grouped rows (partners × statuses × wordings), never one row per order.
  for (const r of rows) {
    const row = byPartner.get(r.deliveryCompanyId!);
    if (!row) continue;
    const count = Number(r.count);
    row.handedOver += count;
    row.statuses.push({ status: r.status, partnerStatus: r.partnerStatus, count });
    if (delivered.has(r.status)) {
      row.delivered += count;
      row.deliveredCod += Number(r.cod ?? 0);
    }
  }
  for (const due of dues) {
    const row = byPartner.get(due.deliveryCompanyId);
    if (!row) continue;
    row.owed = due.due;
    row.owedOrders = due.orders;
  }
  const list = [...byPartner.values()];
  for (const row of list)
    row.statuses.sort(
      (a, b) => byStatus(a, b) || (a.partnerStatus ?? '').localeCompare(b.partnerStatus ?? ''),
    );
  return {
    from: period.from,
    to: period.to,
    partners: list,
    totals: {
      handedOver: list.reduce((s, p) => s + p.handedOver, 0),
      delivered: list.reduce((s, p) => s + p.delivered, 0),
      deliveredCod: list.reduce((s, p) => s + p.deliveredCod, 0),
      owed: list.reduce((s, p) => s + p.owed, 0),
    },
  };
}
