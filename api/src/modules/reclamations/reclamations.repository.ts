// The reclamations' SQL. The service (`reclamations.service.ts`) holds the rules (who sees which, who may
// answer) and the transactions.
import type { Reclamation, ReclamationState } from '@wolvo/shared/contracts';
import { searchPattern } from '../text-search';
import type { DbOrTx } from '../../db/database';
import { mainCompanyName } from '../clients/client-companies.repository';
import { notDeleted } from '../orders/live-orders';

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
      (eb) => mainCompanyName(eb.ref('r.clientId')).as('company'),
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

/** One reclamation by id; of that client only when `clientId` is given. */
export async function findReclamation(
  db: DbOrTx,
  id: number,
  clientId?: number,
): Promise<Reclamation | undefined> {
  let query = selectReclamations(db).where('r.id', '=', id);
  if (clientId !== undefined) query = query.where('r.clientId', '=', clientId);
  const [found] = await rowsToReclamations(query);
  return found;
}

/** The reclamations with these ids, in no particular order. */
export function listReclamationsByIds(db: DbOrTx, ids: number[]): Promise<Reclamation[]> {
  return rowsToReclamations(selectReclamations(db).where('r.id', 'in', ids));
}

/**
 * The ids of a page of reclamations under the filters, newest first (open ones first with `openFirst`),
 * and how many match. The filters and the count run on the reclamations alone: the search on their
 * `search_text` and on the ids of the clients whose name or a company's name matches.
 */
export async function pageOfReclamationIds(
  db: DbOrTx,
  filter: {
    clientId?: number;
    status?: ReclamationState;
    id?: number;
    search?: string;
    openFirst: boolean;
    offset: number;
    limit: number;
  },
): Promise<{ ids: number[]; total: number }> {
  let base = db.selectFrom('reclamations as r');
  if (filter.clientId !== undefined) base = base.where('r.clientId', '=', filter.clientId);
  if (filter.status) base = base.where('r.status', '=', filter.status);
  if (filter.id !== undefined) base = base.where('r.id', '=', filter.id);
  const pattern = searchPattern(filter.search);
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
  const ordered = filter.openFirst ? base.select('r.id').orderBy('r.status') : base.select('r.id');
  const [ids, count] = await Promise.all([
    ordered
      .orderBy('r.createdAt', 'desc')
      .orderBy('r.id', 'desc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { ids: ids.map((r) => r.id), total: Number(count.n) };
}

/** The id of the client's live order with this id and/or code (its own code or its partner's). */
export async function findClientOrderId(
  db: DbOrTx,
  clientId: number,
  order: { id?: number; code?: string },
): Promise<number | undefined> {
  let query = db
    .selectFrom('orders')
    .select('id')
    .where('clientId', '=', clientId)
    .where(notDeleted());
  if (order.id !== undefined) query = query.where('id', '=', order.id);
  const code = order.code;
  if (code)
    query = query.where((eb) =>
      eb.or([eb('code', '=', code.toUpperCase()), eb('partnerCode', '=', code)]),
    );
  return (await query.executeTakeFirst())?.id;
}

/** A new open reclamation, unanswered; its id. */
export async function insertReclamation(
  db: DbOrTx,
  reclamation: {
    orderId: number | null;
    reporterId: number;
    clientId: number;
    description: string;
    at: string;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('reclamations')
    .values({
      orderId: reclamation.orderId,
      reporterId: reclamation.reporterId,
      resolverId: null,
      clientId: reclamation.clientId,
      responsibleClientId: null,
      description: reclamation.description,
      response: null,
      status: 'OPEN',
      createdAt: reclamation.at,
      updatedAt: reclamation.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A reclamation's client and order, if it exists. */
export function findReclamationOwner(db: DbOrTx, id: number) {
  return db
    .selectFrom('reclamations')
    .select(['id', 'clientId', 'orderId'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Writes the answer, the state and who answered. */
export async function updateReclamationAnswer(
  db: DbOrTx,
  id: number,
  answer: { response: string; status: ReclamationState; resolverId: number },
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('reclamations')
    .set({
      response: answer.response,
      status: answer.status,
      resolverId: answer.resolverId,
      updatedAt,
    })
    .where('id', '=', id)
    .execute();
}
