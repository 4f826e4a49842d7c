import {
  API_MESSAGES,
  CLIENT_MESSAGES,
  type ClientAccountDto,
  type ClientAccountsPage,
  type ClientActivationResult,
  type ClientPasswordResetResult,
} from '@wolvo/shared/contracts';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/database';
import { notFound } from '../../http-error';
import { generatePassword, hashPassword } from '../auth/password';
import { updateUser } from '../users/users.repository';
import {
  findClientAccount,
  listClientAccounts,
  loadCompanyNames,
  setClientActive,
  type ClientAccountRow,
} from './clients.repository';
import type { ClientAccountsQuery } from './clients.schema';

function toDto(row: ClientAccountRow, companies: string[]): ClientAccountDto {
  return {
    id: row.id,
    userId: row.userId,
    fullname: row.fullname,
    username: row.username,
    email: row.email,
    avatar: row.avatar,
    companies,
    confirmed: row.confirmed === 1,
    active: row.active === 1,
    createdAt: row.createdAt,
  };
}

async function accountOf(db: Db, clientId: number): Promise<ClientAccountDto> {
  const row = await findClientAccount(db, clientId);
  if (!row) throw notFound(API_MESSAGES.clientIdNotFound);
  return toDto(row, (await loadCompanyNames(db, [row.id])).get(row.id)!);
}

/** GET /v1/client/getAllClients: a page of client accounts with their companies, newest first. */
export async function getClientAccounts(
  db: Db,
  query: ClientAccountsQuery,
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
