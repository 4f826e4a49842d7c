import {
  API_MESSAGES,
  CLIENT_MESSAGES,
  COMMERCIAL_CLIENT_MESSAGES,
  type AddClientResult,
  type ClientAccountDto,
  type ClientAccountsPage,
  type ClientActivationResult,
  type ClientConfirmationResult,
  type ClientPasswordResetResult,
  type Role,
} from '@wolvo/shared/contracts';
import type { Db, DbOrTx } from '../../db/database';
import { nowIso, isUniqueViolation } from '../../db/database';
import { badRequest, conflict, HttpError, notFound } from '../../http-error';
import { STAFF_ROLES } from '../auth/access';
import { generateApiKey, hashApiKey } from '../auth/api-key';
import { generatePassword, hashPassword } from '../auth/password';
import { claimIdempotencyKey } from '../idempotency';
import { notifyStaff } from '../notifications/notify';
import { findConflictingUser, findUserById, updateUser } from '../users/users.repository';
import { checkClientFields, type ClientInput } from '@wolvo/shared/contracts/clients/rules';
import {
  findTakenCompanyNames,
  insertCompanies,
  loadCompanyNames,
} from './client-companies.repository';
import {
  findClientAccount,
  insertClientAccount,
  insertClientDocuments,
  listClientAccounts,
  setClientActive,
  setClientConfirmed,
  type ClientAccountRow,
} from './clients.repository';
import type {
  AddClientRequest as AddClientBody,
  ClientAccountsQuery,
} from '@wolvo/shared/contracts';
import { checkUploads, documentRows, type UploadedFile } from './payment-documents';
import { deliveryCompanyExists } from '../delivery-companies/delivery-companies.repository';

function toDto(row: ClientAccountRow, companies: string[]): ClientAccountDto {
  return {
    id: row.id,
    userId: row.userId,
    fullname: row.fullname,
    username: row.username,
    email: row.email,
    avatar: row.avatar,
    companies,
    phone1: row.phone1,
    delegation: row.delegation,
    city: row.city,
    confirmed: row.confirmed === 1,
    active: row.active === 1,
    createdAt: row.createdAt,
  };
}

export async function accountOf(db: Db, clientId: number): Promise<ClientAccountDto> {
  const row = await findClientAccount(db, clientId);
  if (!row) throw notFound(API_MESSAGES.clientIdNotFound);
  return toDto(row, (await loadCompanyNames(db, [row.id])).get(row.id)!);
}

/** GET /v1/client/getAllClients: a page of client accounts with their companies, newest first. */
export async function getClientAccounts(
  db: Db,
  query: ClientAccountsQuery & { createdBy?: number },
): Promise<ClientAccountsPage> {
  const { rows, total } = await listClientAccounts(db, query);
  const companies = await loadCompanyNames(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) => toDto(row, companies.get(row.id)!)),
    page: Math.floor(query.offset / query.limit) + 1,
    total,
    totalPages: Math.ceil(total / query.limit),
  };
}

/** The clients one staff member brought in; a creator who is not staff (or does not exist) is not found. */
export async function getClientAccountsByCreator(
  db: Db,
  creatorId: number,
  query: ClientAccountsQuery,
): Promise<ClientAccountsPage> {
  const creator = await findUserById(db, creatorId);
  if (!creator || !STAFF_ROLES.includes(creator.role as Role))
    throw notFound(API_MESSAGES.creatorNotFound);
  return getClientAccounts(db, { ...query, createdBy: creatorId });
}

/**
 * Activates or deactivates a client's account. Deactivated, the client's admin and team members are
 * refused from their next request (the guard reads the flag on every call) and cannot sign in; their rows
 * and their team's state stay as they were, so activating again restores them exactly.
 */
export async function setClientAccountActive(
  db: Db,
  clientId: number,
  active: boolean,
): Promise<ClientActivationResult> {
  if (!(await findClientAccount(db, clientId))) throw notFound(API_MESSAGES.clientIdNotFound);
  await setClientActive(db, clientId, active, nowIso());
  return {
    message: active ? CLIENT_MESSAGES.activated : CLIENT_MESSAGES.deactivated,
    client: await accountOf(db, clientId),
  };
}

/** Gives the client's admin a new generated password, returned once; only its hash is stored. */
export async function resetClientPassword(
  db: Db,
  clientId: number,
): Promise<ClientPasswordResetResult> {
  const row = await findClientAccount(db, clientId);
  if (!row) throw notFound(API_MESSAGES.clientIdNotFound);
  const password = generatePassword();
  await updateUser(db, row.userId, { passwordHash: await hashPassword(password) }, nowIso());
  return { message: CLIENT_MESSAGES.passwordReset, password };
}

/**
 * The login of a new client: the part of its email before the @ (the login follows the email), made
 * unique with a number when taken. Users sign in with it or with the email itself.
 */
async function freeUsername(db: DbOrTx, email: string): Promise<string> {
  const base =
    email
      .split('@')[0]!
      .replace(/[^A-Za-z0-9._-]/g, '')
      .slice(0, 32) || 'client';
  const stem = base.length < 3 ? `${base}.client` : base;
  for (let n = 0; ; n += 1) {
    const candidate = n === 0 ? stem : `${stem}.${n + 1}`;
    if (!(await findConflictingUser(db, 'username', candidate, 0))) return candidate;
  }
}

async function assertFreeNames(db: DbOrTx, input: ClientInput): Promise<void> {
  if (await findConflictingUser(db, 'email', input.email, 0)) throw conflict('user.email-exists');
  const taken = await findTakenCompanyNames(db, input.companies);
  if (taken.length) throw conflict(`companies: ${API_MESSAGES.companyNameExists}`);
}

/**
 * POST /v1/client/add: a merchant's account, made by the provider's staff in one transaction: the admin
 * user (generated login and password), the client with its costs and bank details, its companies (the
 * first is the main one) and an API key. The password and the key are answered once; only their hashes
 * are kept. The new client is unconfirmed: it may sign in and prepare orders, not print slips, until
 * staff confirm it. Staff with users > clients are notified (ADD_CLIENT). Its payment documents (a
 * multipart form; at most 5, PDF, PNG or JPEG by their bytes, the client editor's check) are rows of the
 * same transaction, their bytes in the database.
 */
export async function addClient(
  db: Db,
  creatorId: number,
  body: AddClientBody,
  documents: { files: UploadedFile[] } | null = null,
): Promise<AddClientResult> {
  const { input, errors } = checkClientFields(body);
  const { uploads, errors: uploadErrors } = checkUploads(documents?.files ?? []);
  errors.push(...uploadErrors);
  if (errors.length) throw badRequest(errors);
  if (
    input.preferredDeliveryCompanyId !== null &&
    !(await deliveryCompanyExists(db, input.preferredDeliveryCompanyId))
  )
    throw badRequest(
      `preferredDeliveryCompanyId: ${COMMERCIAL_CLIENT_MESSAGES.deliveryCompanyNotFound}`,
    );
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const apiKey = generateApiKey();
  try {
    const { clientId, username } = await db.transaction().execute(async (tx) => {
      await assertFreeNames(tx, input);
      const now = nowIso();
      const username = await freeUsername(tx, input.email);
      const { companies, ...fields } = input;
      const { clientId } = await insertClientAccount(tx, {
        username,
        passwordHash,
        fields,
        apiKey: { hash: hashApiKey(apiKey), hint: apiKey.slice(-4) },
        createdBy: creatorId,
        now,
      });
      await insertCompanies(
        tx,
        companies.map((name, position) => ({ clientId, name, position, createdAt: now })),
      );
      if (uploads.length) await insertClientDocuments(tx, documentRows(clientId, uploads, now));
      await notifyStaff(tx, 'ADD_CLIENT', clientId, creatorId, now);
      await claimIdempotencyKey(tx, { clientId, username });
      return { clientId, username };
    });
    return {
      message: COMMERCIAL_CLIENT_MESSAGES.added,
      client: await accountOf(db, clientId),
      username,
      password,
      apiKey,
    };
  } catch (error) {
    // Two requests taking one email at once pass the checks together; the unique index refuses the
    // second, which then gets the same 409 as if it had come later.
    if (!(error instanceof HttpError) && isUniqueViolation(error)) await assertFreeNames(db, input);
    throw error;
  }
}

/**
 * PUT /v1/client/confirm/{id}: the client may print slips from now on. Confirming a confirmed client
 * changes nothing and notifies nobody; a first confirmation notifies staff with commercial clients.
 */
export async function confirmClient(
  db: Db,
  clientId: number,
  confirmerId: number,
): Promise<ClientConfirmationResult> {
  await db.transaction().execute(async (tx) => {
    const row = await findClientAccount(tx, clientId);
    if (!row) throw notFound(API_MESSAGES.clientIdNotFound);
    if (row.confirmed === 1) return;
    const now = nowIso();
    await setClientConfirmed(tx, clientId, now);
    await notifyStaff(tx, 'CONFIRMED_CLIENT', clientId, confirmerId, now);
  });
  return { message: COMMERCIAL_CLIENT_MESSAGES.confirmed, client: await accountOf(db, clientId) };
}
