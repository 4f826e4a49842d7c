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
import { nowIso, type Db, type DbOrTx } from '../../db/database';
import { badRequest, notFound } from '../../http-error';
import type { AuthContext } from '../auth/access';
import { notifyClient, notifyStaff } from '../notifications/notify';
import { claimIdempotencyKey } from '../idempotency';
import { pagedOf } from '../paged';
import { merchantView, recordReclamationEvent } from '../webhooks/webhooks.service';
import {
  findClientOrderId,
  findReclamation,
  findReclamationOwner,
  insertReclamation,
  listReclamationsByIds,
  pageOfReclamationIds,
  updateReclamationAnswer,
} from './reclamations.repository';

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

/** One reclamation by id, as the caller may see it (another client's: 404). */
export async function reclamationOf(
  db: DbOrTx,
  auth: AuthContext,
  id: number,
): Promise<Reclamation> {
  const found = await findReclamation(
    db,
    id,
    isStaffRole(auth.role) ? undefined : (auth.clientId ?? -1),
  );
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
  const staff = isStaffRole(auth.role);
  // Staff work the open ones first; a merchant reads its own newest first, so an answer (a status
  // change) never moves a reclamation away from where the merchant last saw it.
  const { ids, total } = await pageOfReclamationIds(db, {
    clientId: staff ? query.clientId : (auth.clientId ?? -1),
    status: query.status,
    id: query.id,
    search: query.search,
    openFirst: staff,
    offset: query.offset,
    limit: query.limit,
  });
  const rows = ids.length ? await listReclamationsByIds(db, ids) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return pagedOf(
    ids.map((id) => byId.get(id)!),
    total,
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
  const orderId = await findClientOrderId(db, auth.clientId ?? -1, { id: body.orderId, code });
  if (orderId === undefined)
    throw notFound(`${body.orderId !== undefined ? 'orderId' : 'orderCode'}: ${M.orderNotFound}`);
  return orderId;
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
    const id = await insertReclamation(tx, {
      orderId,
      reporterId: auth.id,
      clientId: auth.clientId!,
      description,
      at,
    });
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
    const found = await findReclamationOwner(tx, reclamationId);
    if (!found) throw notFound(M.notFound);
    await updateReclamationAnswer(
      tx,
      reclamationId,
      { response, status: body.status ?? 'RESOLVED', resolverId: auth.id },
      at,
    );
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
