// The reports' SQL: reports on orders, with their order, company, recipient and partner. The service
// (`reports.service.ts`) holds the rules (who sees which report, who decides) and the transactions.
import type { DecisionType } from '@wolvo/shared/contracts';
import type { DbOrTx } from '../../db/database';
import { boundedCount, type BoundedTotal } from '../paged';
import { notDeleted } from '../orders/live-orders';
import { unindexedEquals } from './faulty-orders.repository';

/** Filters of the report list. Dates are `yyyy-MM-dd` UTC days on the report's creation. */
export interface ReportsFilter {
  from?: string;
  to?: string;
  search?: string;
  deliveryCompany?: number;
  business?: number;
  /** The orders the search matched (see `resolveSearch`). */
  orderIds?: number[];
  /** Only these reports (a selection). */
  ids?: number[];
}

/**
 * The reports of live orders under the filters that the report row answers alone. A report's copy of its
 * order's deletion and client (kept by triggers) stand for the order's: one client's reports are a range
 * of `order_reports_client_created_idx`, the staff's days one of `order_reports_created_idx`, each holding
 * the copies, so their bounded total reads the index without joining each report to its order.
 */
function reportsOnly(db: DbOrTx, clientId: number | null, filter: ReportsFilter) {
  let q = db.selectFrom('orderReports as r').where('r.orderDeletedAt', 'is', null);
  if (clientId !== null) q = q.where('r.clientId', '=', clientId);
  if (filter.from) q = q.where('r.createdAt', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.to) q = q.where('r.createdAt', '<=', `${filter.to}T23:59:59.999Z`);
  if (filter.ids) q = q.where('r.id', 'in', filter.ids.length ? filter.ids : [0]);
  if (filter.orderIds)
    q = q.where('r.orderId', 'in', filter.orderIds.length ? filter.orderIds : [0]);
  return q;
}

/** Reports under the filters, joined to their order, company, recipient and partner. */
export function reportsQuery(db: DbOrTx, clientId: number | null, filter: ReportsFilter) {
  // A cross join with the condition in WHERE reads the reports first on SQLite (they are few beside the
  // orders), then each one's order by its key; PostgreSQL plans it as the inner join it is.
  let q = reportsOnly(db, clientId, filter)
    .crossJoin('orders as o')
    .whereRef('o.id', '=', 'r.orderId');
  if (filter.business) q = q.where(unindexedEquals(db, 'o.businessId', filter.business));
  if (filter.deliveryCompany)
    q = q.where(unindexedEquals(db, 'o.deliveryCompanyId', filter.deliveryCompany));
  return q;
}

/** The columns of a report as the API answers it. */
export function reportRowsOf(query: ReturnType<typeof reportsQuery>) {
  return query
    .innerJoin('businesses as b', 'b.id', 'o.businessId')
    .innerJoin('recipients as rc', 'rc.id', 'o.recipientId')
    .leftJoin('deliveryCompanies as dc', 'dc.id', 'o.deliveryCompanyId')
    .select([
      'r.id',
      'r.orderId',
      'o.code as orderCode',
      'o.partnerCode',
      'r.report',
      'r.decision',
      'r.decisionType',
      'r.closed',
      'r.createdAt',
      'r.updatedAt',
      'b.name as business',
      'o.businessId',
      'dc.name as deliveryCompany',
      'o.deliveryCompanyId',
      'rc.fullname as recipient',
      'rc.phone1',
      'rc.phone2',
      'rc.delegation',
      'rc.city',
      'rc.address',
      'rc.email',
      'o.price',
    ]);
}

export type ReportRow = Awaited<ReturnType<ReturnType<typeof reportRowsOf>['execute']>>[number];

/** A page of reports under the filters, newest first, and their count up to its bound. */
export async function pageOfReportRows(
  db: DbOrTx,
  clientId: number | null,
  filter: ReportsFilter & { offset: number; limit: number },
): Promise<{ rows: ReportRow[]; count: BoundedTotal }> {
  const base = reportsQuery(db, clientId, filter);
  const [rows, count] = await Promise.all([
    reportRowsOf(base)
      .orderBy('r.createdAt', 'desc')
      .orderBy('r.id', 'desc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    // The order is needed only for a sender or a partner (every report has its order: a foreign key).
    boundedCount(
      db,
      filter.business || filter.deliveryCompany ? base : reportsOnly(db, clientId, filter),
    ),
  ]);
  return { rows, count };
}

/** One report the client (every report: null) may see. */
export function findReportRow(db: DbOrTx, clientId: number | null, id: number) {
  return reportRowsOf(reportsQuery(db, clientId, {}))
    .where('r.id', '=', id)
    .executeTakeFirst();
}

/** A live order's id and client. */
export function findOrderClient(db: DbOrTx, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'clientId'])
    .where('id', '=', orderId)
    .where(notDeleted())
    .executeTakeFirst();
}

/** A new report on an order; its id. */
export async function insertReport(
  db: DbOrTx,
  report: {
    orderId: number;
    report: string;
    decision: string | null;
    decisionType: DecisionType;
    closed: boolean;
    createdBy: number;
    at: string;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('orderReports')
    .values({
      orderId: report.orderId,
      report: report.report,
      decision: report.decision,
      decisionType: report.decisionType,
      closed: report.closed ? 1 : 0,
      createdBy: report.createdBy,
      createdAt: report.at,
      updatedAt: report.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Writes a report's text and decision, which closes it. */
export async function updateReportDecision(
  db: DbOrTx,
  id: number,
  report: { report: string; decision: string },
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('orderReports')
    .set({ report: report.report, decision: report.decision, closed: 1, updatedAt })
    .where('id', '=', id)
    .execute();
}
