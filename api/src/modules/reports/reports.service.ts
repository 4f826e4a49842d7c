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
import { pagedOf } from '../paged';
import {
  findOrderClient,
  findReportRow,
  insertReport,
  pageOfReportRows,
  updateReportDecision,
  type ReportRow,
  type ReportsFilter,
} from './reports.repository';
import { resolveSearch } from './faulty-orders.repository';

const M = REPORT_MESSAGES;

/** A client sees its own orders' reports only; staff every report. */
export const clientOf = (auth: AuthContext) =>
  isStaffRole(auth.role) ? null : (auth.clientId ?? -1);

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
  const { rows, count } = await pageOfReportRows(db, clientOf(auth), filter);
  return pagedOf(
    rows.map((r) => reportOf(r, auth)),
    count,
    filter,
  );
}

/** GET /v1/order-report/get/{id}: one report; another client's answers 404. */
export async function getReport(db: DbOrTx, auth: AuthContext, id: number): Promise<OrderReport> {
  const row = await findReportRow(db, clientOf(auth), id);
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
    const order = await findOrderClient(tx, body.orderId);
    if (!order) throw notFound(`orderId: ${M.orderNotFound}`);
    const id = await insertReport(tx, {
      orderId: order.id,
      report,
      decision: decision || null,
      decisionType: body.decisionType,
      // A decision given at once closes the report.
      closed: Boolean(decision),
      createdBy: auth.id,
      at,
    });
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
    await updateReportDecision(tx, id, { report, decision }, at);
    if (!staff) await notifyStaff(tx, 'CLIENT_UPDATED_REPORT', id, auth.id, at);
  });
  return getReport(db, auth, id);
}
