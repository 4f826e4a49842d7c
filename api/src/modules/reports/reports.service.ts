import {
  isStaffRole,
  REPORT_MESSAGES,
  type DecisionType,
  type OrderReport,
  type Paged,
} from '@wolvo/shared/contracts';
import { AddReportRules, EditReportRules } from '@wolvo/shared/contracts/order-report';
import { ruleErrorsOf } from '@wolvo/shared/contracts/rules';
import { nowIso, type Db, type DbOrTx } from '../../db/database';
import { badRequest, forbidden, notFound } from '../../http-error';
import type { AuthContext } from '../auth/access';
import { notifyClient, notifyStaff } from '../notifications/notify';
import { claimIdempotencyKey } from '../idempotency';
import { boundedCount, pagedOf } from '../paged';
import { matchingOrders, resolveSearch, unindexedEquals } from './faulty-orders';
import { notDeleted } from '../orders/live-orders';

const M = REPORT_MESSAGES;

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

/** A client sees its own orders' reports only; staff every report. */
const clientOf = (auth: AuthContext) => (isStaffRole(auth.role) ? null : (auth.clientId ?? -1));

/** Reports under the filters, joined to their order, company, recipient and partner. */
export function reportsQuery(db: DbOrTx, auth: AuthContext, filter: ReportsFilter) {
  // A cross join with the condition in WHERE reads the reports first on SQLite (they are few beside the
  // orders), then each one's order by its key; PostgreSQL plans it as the inner join it is.
  let q = db
    .selectFrom('orderReports as r')
    .crossJoin('orders as o')
    .whereRef('o.id', '=', 'r.orderId')
    .where(notDeleted('o'));
  const clientId = clientOf(auth);
  // The report's own copy of its order's client (kept by triggers): one client's reports are a range of
  // `order_reports_client_created_idx`.
  if (clientId !== null) q = q.where('r.clientId', '=', clientId);
  if (filter.from) q = q.where('r.createdAt', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.to) q = q.where('r.createdAt', '<=', `${filter.to}T23:59:59.999Z`);
  if (filter.business) q = q.where(unindexedEquals(db, 'o.businessId', filter.business));
  if (filter.deliveryCompany)
    q = q.where(unindexedEquals(db, 'o.deliveryCompanyId', filter.deliveryCompany));
  if (filter.ids) q = q.where('r.id', 'in', filter.ids.length ? filter.ids : [0]);
  return matchingOrders(q, filter.orderIds);
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

type ReportRow = Awaited<ReturnType<ReturnType<typeof reportRowsOf>['execute']>>[number];

/** The answer's shape; the partner (who carries the parcel) is for staff eyes only. */
export function reportOf(row: ReportRow, auth: AuthContext): OrderReport {
  const staff = isStaffRole(auth.role);
  return {
    ...row,
    decisionType: row.decisionType as DecisionType,
    closed: row.closed === 1,
    deliveryCompany: staff ? row.deliveryCompany : null,
    deliveryCompanyId: staff ? row.deliveryCompanyId : null,
  };
}

/** GET /v1/order-report/get: reports, newest first, paged (a client: its own orders' only). */
export async function listReports(
  db: Db,
  auth: AuthContext,
  query: ReportsFilter & { offset: number; limit: number },
): Promise<Paged<OrderReport>> {
  const filter = await resolveSearch(db, query);
  const base = reportsQuery(db, auth, filter);
  const [rows, count] = await Promise.all([
    reportRowsOf(base)
      .orderBy('r.createdAt', 'desc')
      .orderBy('r.id', 'desc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    boundedCount(db, base),
  ]);
  return pagedOf(
    rows.map((r) => reportOf(r, auth)),
    count,
    filter,
  );
}

/** GET /v1/order-report/get/{id}: one report; another client's answers 404. */
export async function getReport(db: DbOrTx, auth: AuthContext, id: number): Promise<OrderReport> {
  const row = await reportRowsOf(reportsQuery(db, auth, {}))
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(M.notFound);
  return reportOf(row, auth);
}

const clean = (text: string | null | undefined) => text?.trim() ?? '';

/**
 * POST /v1/order-report/add (staff): a report on an order. The order must exist; a client decision is
 * left for the client to fill; a wolvo decision given at once closes the report. The order's client is
 * notified (ADD_REPORT, opening dash-alpha > report) in the same transaction.
 */
export async function addReport(
  db: Db,
  auth: AuthContext,
  body: { orderId: number; decisionType: DecisionType; report: string; decision?: string | null },
): Promise<OrderReport> {
  const report = clean(body.report);
  const decision = clean(body.decision);
  const errors = ruleErrorsOf(AddReportRules, { ...body, report, decision: decision || null });
  if (decision && body.decisionType === 'CLIENT_DECISION')
    errors.push(`decision: ${M.clientDecides}`);
  if (errors.length) throw badRequest(errors);
  const at = nowIso();
  const id = await db.transaction().execute(async (tx) => {
    const order = await tx
      .selectFrom('orders')
      .select(['id', 'clientId'])
      .where('id', '=', body.orderId)
      .where(notDeleted())
      .executeTakeFirst();
    if (!order) throw notFound(`orderId: ${M.orderNotFound}`);
    const { id } = await tx
      .insertInto('orderReports')
      .values({
        orderId: order.id,
        report,
        decision: decision || null,
        decisionType: body.decisionType,
        closed: decision ? 1 : 0,
        createdBy: auth.id,
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await notifyClient(tx, order.clientId, 'ADD_REPORT', id, auth.id, at);
    await claimIdempotencyKey(tx, { id });
    return id;
  });
  return getReport(db, auth, id);
}

/**
 * PUT /v1/order-report/edit/{id}: the decision on a report. Staff decide the wolvo-decision reports (and
 * may correct the text); a client answers the client-decision reports of its own orders (the text stays
 * staff's). A decision closes the report; a client's answer notifies staff (CLIENT_UPDATED_REPORT).
 */
export async function editReport(
  db: Db,
  auth: AuthContext,
  id: number,
  body: { report?: string; decision: string },
): Promise<OrderReport> {
  const decision = clean(body.decision);
  const [broken] = ruleErrorsOf(EditReportRules, { decision });
  if (broken) throw badRequest(broken);
  const staff = isStaffRole(auth.role);
  const at = nowIso();
  await db.transaction().execute(async (tx) => {
    const current = await getReport(tx, auth, id);
    if (staff && current.decisionType !== 'WOLVO_DECISION') throw forbidden(M.clientDecides);
    if (!staff && current.decisionType !== 'CLIENT_DECISION') throw forbidden(M.wolvoDecides);
    const report = body.report === undefined ? current.report : clean(body.report);
    if (!report) throw badRequest(`report: ${M.required}`);
    if (!staff && report !== current.report) throw badRequest(`report: ${M.reportReadOnly}`);
    await tx
      .updateTable('orderReports')
      .set({ report, decision, closed: 1, updatedAt: at })
      .where('id', '=', id)
      .execute();
    if (!staff) await notifyStaff(tx, 'CLIENT_UPDATED_REPORT', id, auth.id, at);
  });
  return getReport(db, auth, id);
}
