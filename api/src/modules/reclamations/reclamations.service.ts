import {
  isStaffRole,
  RECLAMATION_MESSAGES as M,
  type AddReclamationRequest,
  type AnswerReclamationRequest,
  type Paged,
  type Reclamation,
  type ReclamationState,
} from '@wolvo/shared/contracts';
import { AddReclamationRules, AnswerReclamationRules } from '@wolvo/shared/contracts/reclamation';
import { ruleErrorsOf } from '@wolvo/shared/contracts/rules';
import { searchPattern } from '../text-search';
import { nowIso, type Db, type DbOrTx } from '../../db/database';
import { badRequest, notFound } from '../../http-error';
import type { AuthContext } from '../auth/access';
import { notifyClient, notifyStaff } from '../notifications/notify';
import { claimIdempotencyKey } from '../idempotency';
import { pagedOf } from '../paged';
import { merchantView, recordReclamationEvent } from '../webhooks/webhooks.service';
import { notDeleted } from '../orders/live-orders';

/** The list's filters (staff; a client always gets its own reclamations whatever it asks). */
export interface ReclamationsQuery {
  offset: number;
  limit: number;
  status?: ReclamationState;
  clientId?: number;
  search?: string;
  id?: number;
}

// A path's `{reporterId}` / `{resolverId}` is the caller, or nobody: acting as someone else is 404, as
// for the notifications' `{userId}` (the route names no one the caller may not see).
function assertCaller(auth: AuthContext, userId: number): void {
  if (auth.id !== userId) throw notFound(M.userNotFound);
}

function selectReclamations(db: DbOrTx) {
  return db
    .selectFrom('reclamations as r')
    .innerJoin('clients as c', 'c.id', 'r.clientId')
    .innerJoin('users as cu', 'cu.id', 'c.userId')
    .innerJoin('users as rep', 'rep.id', 'r.reporterId')
    .leftJoin('users as res', 'res.id', 'r.resolverId')
    .leftJoin('orders as o', 'o.id', 'r.orderId');
}

async function rowsToReclamations(
  query: ReturnType<typeof selectReclamations>,
): Promise<Reclamation[]> {
  const rows = await query
    .select([
      'r.id',
      'r.status',
      'r.description',
      'r.response',
      'r.orderId',
      'o.code as orderCode',
      'r.clientId',
      'cu.fullname as clientName',
      'r.reporterId',
      'rep.username as reporterUsername',
      'r.resolverId',
      'res.username as resolverUsername',
      'r.responsibleClientId',
      'r.createdAt',
      'r.updatedAt',
      (eb) =>
        eb
          .selectFrom('businesses as b')
          .select('b.name')
          .whereRef('b.clientId', '=', 'r.clientId')
          .orderBy('b.position')
          .limit(1)
          .as('company'),
    ])
    .execute();
  return rows.map((r) => ({
    ...r,
    status: r.status as ReclamationState,
    orderCode: r.orderCode ?? null,
    company: r.company ?? '',
    resolverUsername: r.resolverUsername ?? null,
  }));
}

/** One reclamation by id, as the caller may see it (another client's: 404). */
export async function reclamationOf(
  db: DbOrTx,
  auth: AuthContext,
  id: number,
): Promise<Reclamation> {
  let query = selectReclamations(db).where('r.id', '=', id);
  if (!isStaffRole(auth.role)) query = query.where('r.clientId', '=', auth.clientId ?? -1);
  const [found] = await rowsToReclamations(query);
  if (!found) throw notFound(M.notFound);
  return found;
}

/**
 * GET /v1/reclamation/get-reported: staff see every reclamation (filters: state, client, search over the
 * text, the answer, the order code and the client's names); a client sees its own, whoever of its team
 * filed them. Open ones first (`OPEN` sorts before `RESOLVED`), then newest first. The filters and the
 * count run on the reclamations alone (the search on their `search_text` and the matching clients' ids);
 * only the page's rows are joined.
 */
export async function listReclamations(
  db: Db,
  auth: AuthContext,
  query: ReclamationsQuery,
): Promise<Paged<Reclamation>> {
  let base = db.selectFrom('reclamations as r');
  if (!isStaffRole(auth.role)) base = base.where('r.clientId', '=', auth.clientId ?? -1);
  else if (query.clientId !== undefined) base = base.where('r.clientId', '=', query.clientId);
  if (query.status) base = base.where('r.status', '=', query.status);
  if (query.id !== undefined) base = base.where('r.id', '=', query.id);
  const pattern = searchPattern(query.search);
  if (pattern) {
    // The clients whose name or a company's name matches, found once in their small tables; the text,
    // the answer and the order code in the one column the triggers keep (`search_text`, lower case).
    const clients = await db
      .selectFrom('clients as c')
      .innerJoin('users as cu', 'cu.id', 'c.userId')
      .select('c.id')
      .where((eb) => eb(eb.fn('lower', ['cu.fullname']), 'like', pattern))
      .union(
        db
          .selectFrom('businesses as b')
          .select('b.clientId as id')
          .where((eb) => eb(eb.fn('lower', ['b.name']), 'like', pattern)),
      )
      .execute();
    base = base.where((eb) =>
      eb.or([
        eb('r.searchText', 'like', pattern),
        ...(clients.length
          ? [
              eb(
                'r.clientId',
                'in',
                clients.map((c) => c.id),
              ),
            ]
          : []),
      ]),
    );
  }
  // Staff work the open ones first; a merchant reads its own newest first, so an answer (a status
  // change) never moves a reclamation away from where the merchant last saw it.
  const ordered = isStaffRole(auth.role)
    ? base.select('r.id').orderBy('r.status')
    : base.select('r.id');
  const [ids, count] = await Promise.all([
    ordered
      .orderBy('r.createdAt', 'desc')
      .orderBy('r.id', 'desc')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const rows = ids.length
    ? await rowsToReclamations(
        selectReclamations(db).where(
          'r.id',
          'in',
          ids.map((r) => r.id),
        ),
      )
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return pagedOf(
    ids.map((r) => byId.get(r.id)!),
    Number(count.n),
    query,
  );
}

/** The caller's order named by id or code (another client's or a deleted one: 404). */
async function ownOrderId(
  db: DbOrTx,
  auth: AuthContext,
  body: AddReclamationRequest,
): Promise<number | null> {
  const code = body.orderCode?.trim();
  if (body.orderId === undefined && !code) return null;
  let query = db
    .selectFrom('orders')
    .select('id')
    .where('clientId', '=', auth.clientId ?? -1)
    .where(notDeleted());
  if (body.orderId !== undefined) query = query.where('id', '=', body.orderId);
  if (code)
    query = query.where((eb) =>
      eb.or([eb('code', '=', code.toUpperCase()), eb('partnerCode', '=', code)]),
    );
  const order = await query.executeTakeFirst();
  if (!order)
    throw notFound(`${body.orderId !== undefined ? 'orderId' : 'orderCode'}: ${M.orderNotFound}`);
  return order.id;
}

/**
 * POST /v1/reclamation/{reporterId}/add: a client (or its team member) files a reclamation about one of
 * its orders or in general. Staff who may open the inbox are notified (ADD_RECLAMATION, sourceId the
 * reclamation) in the same transaction.
 */
export async function addReclamation(
  db: Db,
  auth: AuthContext,
  reporterId: number,
  body: AddReclamationRequest,
): Promise<Reclamation> {
  assertCaller(auth, reporterId);
  const description = body.description.trim();
  const [broken] = ruleErrorsOf(AddReclamationRules, { description });
  if (broken) throw badRequest(broken);
  const orderId = await ownOrderId(db, auth, body);
  const at = nowIso();
  const id = await db.transaction().execute(async (tx) => {
    const { id } = await tx
      .insertInto('reclamations')
      .values({
        orderId,
        reporterId: auth.id,
        resolverId: null,
        clientId: auth.clientId!,
        responsibleClientId: null,
        description,
        response: null,
        status: 'OPEN',
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await notifyStaff(tx, 'ADD_RECLAMATION', id, auth.id, at);
    await claimIdempotencyKey(tx, { id });
    return id;
  });
  return reclamationOf(db, auth, id);
}

/**
 * PUT /v1/reclamation/{resolverId}/edit/{reclamationId} (staff): answers a reclamation and closes it
 * (status RESOLVED unless told OPEN). The client's users who may open its reclamation page are notified
 * (UPDATE_RECLAMATION) in the same transaction.
 */
export async function answerReclamation(
  db: Db,
  auth: AuthContext,
  resolverId: number,
  reclamationId: number,
  body: AnswerReclamationRequest,
): Promise<Reclamation> {
  assertCaller(auth, resolverId);
  const response = body.response.trim();
  const [broken] = ruleErrorsOf(AnswerReclamationRules, { response });
  if (broken) throw badRequest(broken);
  const at = nowIso();
  await db.transaction().execute(async (tx) => {
    const found = await tx
      .selectFrom('reclamations')
      .select(['id', 'clientId', 'orderId'])
      .where('id', '=', reclamationId)
      .executeTakeFirst();
    if (!found) throw notFound(M.notFound);
    await tx
      .updateTable('reclamations')
      .set({ response, status: body.status ?? 'RESOLVED', resolverId: auth.id, updatedAt: at })
      .where('id', '=', reclamationId)
      .execute();
    await notifyClient(tx, found.clientId, 'UPDATE_RECLAMATION', reclamationId, auth.id, at);
    await recordReclamationEvent(
      tx,
      found.clientId,
      { id: reclamationId, orderId: found.orderId },
      () => reclamationOf(tx, merchantView(found.clientId), reclamationId),
      at,
    );
  });
  return reclamationOf(db, auth, reclamationId);
}
