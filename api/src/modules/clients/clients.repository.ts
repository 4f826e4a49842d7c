// The clients' SQL: their accounts, their payment documents and the rows of a new client; their companies
// are client-companies.repository's. The services (`clients.service.ts`, `client-edit.service.ts`) hold
// the rules and the transactions.
import type { Insertable, Updateable } from 'kysely';
import { exactCount } from '../paged';
import { searchPattern } from '../text-search';
import { idPrefixRanges } from '../orders/order-search.repository';
import type { DbOrTx } from '../../db/database';
import { mainCompanyName } from './client-companies.repository';
import type { ClientDocumentsTable, ClientsTable } from '../../db/schema';
import type { ClientInput } from '@wolvo/shared/contracts/clients/rules';

const accountColumns = [
  'c.id',
  'c.userId',
  'u.fullname',
  'u.username',
  'u.email',
  'u.avatar',
  'c.phone1',
  'c.delegation',
  'c.city',
  'c.confirmed',
  'c.active',
  'c.createdAt',
] as const;

const accounts = (db: DbOrTx) =>
  db.selectFrom('clients as c').innerJoin('users as u', 'u.id', 'c.userId');

/** A client account row as the repository reads it. */
export type ClientAccountRow = NonNullable<Awaited<ReturnType<typeof findClientAccount>>>;

/** One client account (the client and its admin user). */
export function findClientAccount(db: DbOrTx, clientId: number) {
  return accounts(db).select(accountColumns).where('c.id', '=', clientId).executeTakeFirst();
}

/** A page of client accounts, newest first, and how many match. */
export async function listClientAccounts(
  db: DbOrTx,
  query: {
    offset: number;
    limit: number;
    search?: string;
    confirmed?: boolean;
    active?: boolean;
    createdBy?: number;
  },
): Promise<{ rows: ClientAccountRow[]; total: number }> {
  let base = accounts(db);
  if (query.createdBy !== undefined) base = base.where('c.createdBy', '=', query.createdBy);
  if (query.confirmed !== undefined) base = base.where('c.confirmed', '=', query.confirmed ? 1 : 0);
  if (query.active !== undefined) base = base.where('c.active', '=', query.active ? 1 : 0);
  const pattern = searchPattern(query.search);
  if (pattern) {
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['u.fullname']), 'like', pattern),
        eb(eb.fn('lower', ['u.username']), 'like', pattern),
        eb(eb.fn('lower', ['u.email']), 'like', pattern),
        eb('c.phone1', 'like', pattern),
        eb('c.phone2', 'like', pattern),
        eb.exists(
          eb
            .selectFrom('businesses as b')
            .select('b.id')
            .whereRef('b.clientId', '=', 'c.id')
            .where((sub) => sub(sub.fn('lower', ['b.name']), 'like', pattern)),
        ),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    base
      .select(accountColumns)
      .orderBy('c.createdAt', 'desc')
      .orderBy('c.id', 'desc')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    exactCount(base),
  ]);
  return { rows, total };
}

/** Sets a client's active flag. */
export async function setClientActive(
  db: DbOrTx,
  clientId: number,
  active: boolean,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('clients')
    .set({ active: active ? 1 : 0, updatedAt })
    .where('id', '=', clientId)
    .execute();
}

/** Sets a client's confirmed flag. */
export async function setClientConfirmed(
  db: DbOrTx,
  clientId: number,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('clients')
    .set({ confirmed: 1, updatedAt })
    .where('id', '=', clientId)
    .execute();
}

/** Up to 10 clients whose id starts with the digits, with their main company's name. */
export function searchClientsByIdPrefix(db: DbOrTx, digits: string) {
  return db
    .selectFrom('clients as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select(['c.id', 'c.createdAt', 'u.fullname'])
    .select((eb) => mainCompanyName(eb.ref('c.id'), { activeOnly: true }).as('businessName'))
    .where((eb) =>
      eb.or(idPrefixRanges(digits).map(([low, high]) => eb.between('c.id', low, high))),
    )
    .orderBy('c.id')
    .limit(10)
    .execute();
}

/** Everything stored of a client (its row, its admin's name, email and login, its preferred partner). */
export function findClientForEdit(db: DbOrTx, clientId: number) {
  return db
    .selectFrom('clients as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .leftJoin('deliveryCompanies as d', 'd.id', 'c.preferredDeliveryCompanyId')
    .selectAll('c')
    .select(['u.fullname', 'u.email', 'u.username', 'd.name as preferredDeliveryCompany'])
    .where('c.id', '=', clientId)
    .executeTakeFirst();
}

/** The client's payment documents (without their bytes), oldest first. */
export function listPaymentDocuments(db: DbOrTx, clientId: number) {
  return db
    .selectFrom('clientDocuments')
    .select(['id', 'url', 'contentType', 'createdAt'])
    .where('clientId', '=', clientId)
    .where('kind', '=', 'PAYMENT')
    .orderBy('id')
    .execute();
}

/** A document's client and bytes. */
export function findClientDocument(db: DbOrTx, id: number) {
  return db
    .selectFrom('clientDocuments')
    .select(['clientId', 'content', 'contentType'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Stores documents (their rows as `documentRows` makes them). */
export async function insertClientDocuments(
  db: DbOrTx,
  rows: Array<Insertable<ClientDocumentsTable>>,
): Promise<void> {
  await db.insertInto('clientDocuments').values(rows).execute();
}

/** Deletes documents. */
export async function deleteClientDocuments(db: DbOrTx, ids: number[]): Promise<void> {
  await db.deleteFrom('clientDocuments').where('id', 'in', ids).execute();
}

/** The client fields that changed (the editor's), with the time of the change. */
export async function updateClientFields(
  db: DbOrTx,
  clientId: number,
  changes: Updateable<ClientsTable>,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('clients')
    .set({ ...changes, updatedAt })
    .where('id', '=', clientId)
    .execute();
}

/**
 * A new client and its admin user (a `clientPersonnel`, active, unconfirmed client), linked both ways;
 * its id and the user's.
 */
export async function insertClientAccount(
  db: DbOrTx,
  account: {
    username: string;
    passwordHash: string;
    fields: Omit<ClientInput, 'companies'>;
    apiKey: { hash: string; hint: string };
    createdBy: number;
    now: string;
  },
): Promise<{ clientId: number; userId: number }> {
  const { fields, now } = account;
  const { id: userId } = await db
    .insertInto('users')
    .values({
      username: account.username,
      email: fields.email,
      passwordHash: account.passwordHash,
      role: 'clientPersonnel',
      fullname: fields.fullname,
      avatar: null,
      active: 1,
      clientId: null,
      adminId: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: clientId } = await db
    .insertInto('clients')
    .values({
      userId,
      delegation: fields.delegation,
      city: fields.city,
      pickupAddress: fields.pickupAddress,
      phone1: fields.phone1,
      phone2: fields.phone2,
      deliveryCost: fields.deliveryCost,
      returnCost: fields.returnCost,
      exchangeCost: fields.exchangeCost,
      pos: fields.pos,
      patent: fields.patent,
      cin: fields.cin,
      rib: fields.rib,
      rc: fields.rc,
      paymentDays: fields.paymentDays,
      paymentType: fields.paymentType,
      preferredDeliveryCompanyId: fields.preferredDeliveryCompanyId,
      partnerLogin: null,
      partnerPasswordHash: null,
      apiKey: null,
      apiKeyHash: account.apiKey.hash,
      apiKeyHint: account.apiKey.hint,
      apiKeyCreatedAt: now,
      confirmed: 0,
      active: 1,
      insuranceBp: fields.insuranceBp,
      refundBp: fields.refundBp,
      createdBy: account.createdBy,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('users').set({ clientId }).where('id', '=', userId).execute();
  return { clientId, userId };
}

/** The admin user of the active client whose API key hashes to `apiKeyHash`, when that user is active. */
export function findApiKeyCaller(db: DbOrTx, apiKeyHash: string) {
  return db
    .selectFrom('clients as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select(['u.id', 'u.email', 'u.username', 'u.role', 'c.id as clientId'])
    .where('c.apiKeyHash', '=', apiKeyHash)
    .where('c.active', '=', 1)
    .where('u.active', '=', 1)
    .executeTakeFirst();
}
