import {
  API_MESSAGES,
  EDIT_MESSAGES,
  PAYMENT_WEEKDAYS,
  type ClientEditDto,
  type ClientPaymentType,
  type ClientSearchHit,
  type PaymentWeekday,
  type UpdateClientResult,
} from '@wolvo/shared/contracts';
import { nowIso, type Db, type DbOrTx } from '../../db/database';
import { badRequest, conflict, HttpError, notFound } from '../../http-error';
import type { AuthContext } from '../auth/access';
import { isStaffRole } from '@wolvo/shared/contracts';
import { changedFields, diffFields, listAudit, writeAudit } from '../audit/audit';
import { notifyStaff } from '../notifications/notify';
import { findConflictingUser, updateUser } from '../users/users.repository';
import { checkClientFields, CLIENT_FIELD_NORMALISERS } from '@wolvo/shared/contracts/clients/rules';
import { clientBodyOfForm, listOf } from './client-form';
import {
  archiveCompany,
  countCompanyOrders,
  deleteCompany,
  findTakenCompanyNames,
  insertCompanies,
  listActiveCompanies,
  listArchivedCompanies,
  restoreCompany,
} from './client-companies.repository';
import {
  deleteClientDocuments,
  findClientDocument,
  findClientForEdit,
  insertClientDocuments,
  listPaymentDocuments,
  searchClientsByIdPrefix,
  updateClientFields,
} from './clients.repository';
import {
  checkUploads,
  documentRows,
  storedType,
  type PaymentDocumentType,
  type UploadedFile,
} from './payment-documents';

export type { UploadedFile } from './payment-documents';

/** Orders in these statuses (or deleted) no longer keep a company in the client's list. */
const FINISHED_STATUSES = [
  'PAID_TO_SENDER',
  'RETURN_BILLED_TO_SENDER',
  'CANCELLED',
  'API_ORDER_CANCELLED',
] as const;

/** 406: the companies asked for cannot be (the editor shows update-client.company-issue). */
const notAcceptable = (message: string) => new HttpError(406, message);

/** The url a document is served at (under /api): its id, never its storage key. */
export const documentUrlOf = (id: number) => `/v1/client/document/${id}`;

/** GET /v1/client/get/search/{id}: up to 10 clients whose id starts with the digits. */
export async function searchClients(db: Db, digits: string): Promise<ClientSearchHit[]> {
  const rows = await searchClientsByIdPrefix(db, digits);
  return rows.map((r) => ({ ...r, businessName: r.businessName ?? null }));
}

/** GET /v1/client/get/search-for-id/{id}: everything the client editor shows, with its audit trail. */
export async function getClientForEdit(db: DbOrTx, clientId: number): Promise<ClientEditDto> {
  const row = await findClientForEdit(db, clientId);
  if (!row) throw notFound(API_MESSAGES.clientIdNotFound);
  const [companies, documents, edits] = await Promise.all([
    listActiveCompanies(db, clientId),
    listPaymentDocuments(db, clientId),
    listAudit(db, 'CLIENT', clientId, true),
  ]);
  return {
    id: row.id,
    userId: row.userId,
    fullname: row.fullname,
    email: row.email,
    username: row.username,
    companies: companies.map((c) => c.name),
    delegation: row.delegation,
    city: row.city,
    pickupAddress: row.pickupAddress,
    phone1: row.phone1,
    phone2: row.phone2,
    deliveryCost: row.deliveryCost,
    returnCost: row.returnCost,
    exchangeCost: row.exchangeCost,
    pos: row.pos,
    cin: row.cin,
    patent: row.patent,
    rib: row.rib,
    rc: row.rc,
    paymentDays: row.paymentDays
      .split(',')
      .filter((d): d is PaymentWeekday => (PAYMENT_WEEKDAYS as readonly string[]).includes(d)),
    paymentType: row.paymentType as ClientPaymentType,
    insuranceBp: row.insuranceBp,
    refundBp: row.refundBp,
    preferredDeliveryCompany: row.preferredDeliveryCompany ?? null,
    confirmed: Boolean(row.confirmed),
    active: Boolean(row.active),
    documents: documents.map((d) => ({
      id: d.id,
      url: documentUrlOf(d.id),
      contentType: storedType(d.contentType),
      createdAt: d.createdAt,
    })),
    createdAt: row.createdAt,
    edits,
  };
}

/**
 * PUT /v1/client/edit/{id} (multipart): the client update payload of spec section 7 and the new payment
 * documents. The one set of client rules checks the fields; companies are 1 to 3, unique across clients,
 * the first the main one; a company removed from the list while it has active orders is refused (406,
 * like a name another client holds). Uploads must be PDF, PNG or JPEG by their bytes. Login and password
 * are not part of it. All or nothing: one transaction, the documents' bytes included.
 */
export async function updateClient(
  db: Db,
  auth: AuthContext,
  clientId: number,
  fields: Record<string, string>,
  files: UploadedFile[],
): Promise<UpdateClientResult> {
  const current = await findClientForEdit(db, clientId);
  if (!current) throw notFound(API_MESSAGES.clientIdNotFound);
  const errors: string[] = [];
  if (fields.id !== undefined && Number(fields.id) !== clientId)
    errors.push(`id: ${API_MESSAGES.clientIdNotFound}`);
  if (fields.userId !== undefined && Number(fields.userId) !== current.userId)
    errors.push(`userId: ${API_MESSAGES.userNotFound}`);

  const body = clientBodyOfForm(fields, {
    insuranceBp: current.insuranceBp,
    refundBp: current.refundBp,
    preferredDeliveryCompanyId: current.preferredDeliveryCompanyId,
  });
  const { input, errors: ruleErrors } = checkClientFields(body);
  errors.push(...ruleErrors);

  // Documents: those kept must be the client's; new ones at most 5, PDF, PNG or JPEG by their bytes.
  const stored = await listPaymentDocuments(db, clientId);
  const keepUrls = listOf(fields.oldPaymentDocuments);
  const kept = stored.filter((d) => keepUrls.includes(documentUrlOf(d.id)));
  if (kept.length !== new Set(keepUrls).size)
    errors.push(`oldPaymentDocuments: ${EDIT_MESSAGES.documentNotFound}`);
  const { uploads, errors: uploadErrors } = checkUploads(files);
  errors.push(...uploadErrors);
  if (errors.length) throw badRequest(errors);
  if (await findConflictingUser(db, 'email', input.email, current.userId))
    throw conflict(`email: ${API_MESSAGES.emailExists}`);

  const removed = stored.filter((d) => !kept.includes(d));
  await db.transaction().execute(async (tx) => {
    const at = nowIso();
    const companiesBefore = await listActiveCompanies(tx, clientId);
    await saveCompanies(tx, clientId, companiesBefore, input.companies, at);

    // Only the fields that differ from the stored ones (compared normalised) are written.
    const userChanges = changedFields(
      current,
      { fullname: input.fullname, email: input.email },
      CLIENT_FIELD_NORMALISERS,
    );
    if (Object.keys(userChanges).length) await updateUser(tx, current.userId, userChanges, at);
    const clientFields = {
      delegation: input.delegation,
      city: input.city,
      pickupAddress: input.pickupAddress,
      phone1: input.phone1,
      phone2: input.phone2,
      deliveryCost: input.deliveryCost,
      returnCost: input.returnCost,
      exchangeCost: input.exchangeCost,
      pos: input.pos,
      patent: input.patent,
      cin: input.cin,
      rib: input.rib,
      rc: input.rc,
      paymentDays: input.paymentDays,
      paymentType: input.paymentType,
    };
    const clientChanges = changedFields(current, clientFields, CLIENT_FIELD_NORMALISERS);
    if (Object.keys(clientChanges).length)
      await updateClientFields(tx, clientId, clientChanges, at);
    if (removed.length)
      await deleteClientDocuments(
        tx,
        removed.map((d) => d.id),
      );
    if (uploads.length) await insertClientDocuments(tx, documentRows(clientId, uploads, at));

    const changes = [
      ...diffFields(
        {
          fullname: current.fullname,
          email: current.email,
          companies: companiesBefore.map((c) => c.name).join(', '),
          ...Object.fromEntries(
            Object.keys(clientFields).map((k) => [k, current[k as keyof typeof clientFields]]),
          ),
        },
        {
          ...userChanges,
          companies: input.companies.join(', '),
          ...clientChanges,
        },
      ),
      ...(removed.length || uploads.length
        ? [
            {
              field: 'paymentDocuments',
              before: stored.length,
              after: kept.length + uploads.length,
            },
          ]
        : []),
    ];
    await writeAudit(tx, { entity: 'CLIENT', entityId: clientId, by: auth.id, at, changes });
    if (changes.length) await notifyStaff(tx, 'UPDATE_CLIENT', clientId, auth.id, at);
  });
  return { message: EDIT_MESSAGES.clientUpdated, client: await getClientForEdit(db, clientId) };
}

/**
 * The client's companies become `names` (the first the main one): kept ones (same name, any case) keep
 * their id, new ones are added (or an archived one of the client comes back), removed ones are deleted,
 * or archived when finished orders point at them; one with active orders is refused.
 */
async function saveCompanies(
  tx: DbOrTx,
  clientId: number,
  before: Array<{ id: number; name: string; position: number }>,
  names: string[],
  at: string,
) {
  const key = (s: string) => s.toLowerCase();
  const wanted = new Set(names.map(key));
  const removed = before.filter((c) => !wanted.has(key(c.name)));
  const added = names.filter((n) => !before.some((c) => key(c.name) === key(n)));

  if (added.length) {
    const taken = await findTakenCompanyNames(tx, added, clientId);
    if (taken.length) throw notAcceptable(`companies: ${API_MESSAGES.companyNameExists}`);
  }
  for (const company of removed) {
    const counts = await countCompanyOrders(tx, company.id, FINISHED_STATUSES);
    if (Number(counts.active ?? 0) > 0)
      throw notAcceptable(`companies: ${API_MESSAGES.deletedCompaniesHaveOrders}`);
    if (Number(counts.total) > 0) await archiveCompany(tx, company.id, at);
    else await deleteCompany(tx, company.id);
  }
  const archived = await listArchivedCompanies(tx, clientId);
  for (const [position, name] of names.entries()) {
    const existing =
      before.find((c) => key(c.name) === key(name)) ??
      archived.find((c) => key(c.name) === key(name));
    if (existing) await restoreCompany(tx, existing.id, { name, position });
    else await insertCompanies(tx, [{ clientId, name, position, createdAt: at }]);
  }
}

/**
 * GET /v1/client/document/{id}: a payment document's bytes, for staff and for the client it belongs
 * to (another client: 404, as if it did not exist).
 */
export async function readClientDocument(
  db: Db,
  auth: AuthContext,
  id: number,
): Promise<{ bytes: Buffer; type: PaymentDocumentType }> {
  const doc = await findClientDocument(db, id);
  if (!doc || (!isStaffRole(auth.role) && auth.clientId !== doc.clientId))
    throw notFound(EDIT_MESSAGES.documentNotFound);
  const type = storedType(doc.contentType);
  if (!doc.content || !type) throw notFound(EDIT_MESSAGES.documentNotFound);
  return { bytes: Buffer.from(doc.content), type };
}
