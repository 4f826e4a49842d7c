import {
  DELIVERY_COMPANY_MESSAGES,
  normaliseRib,
  type AddedDeliveryCompany,
  type DeliveryCompany,
  type DeliveryCompanyChangeResult,
  type DeliveryCompanyList,
  type OrdersToAssignPage,
} from '@wolvo/shared/contracts';
import { pagedOf } from '../paged';
import { isUniqueViolation, nowIso, type Db, type DbOrTx } from '../../db/database';
import { badRequest, conflict, HttpError, notFound } from '../../http-error';
import { hashApiKey } from '../auth/api-key';
import { generatePassword, hashPassword } from '../auth/password';
import { generatePartnerKey } from './partner-key';
import { changedFields } from '../audit/audit';
import {
  checkPartnerFields,
  loginStemOf,
  type PartnerInput,
} from '@wolvo/shared/contracts/partners/rules';
import type {
  AddDeliveryCompanyRequest as AddDeliveryCompanyBody,
  DeliveryCompaniesQuery,
  DeliveryCompanyRequest as DeliveryCompanyBody,
  OrdersToAssignQuery,
} from '@wolvo/shared/contracts';
import {
  findDeliveryCompany,
  findDeliveryCompanyRow,
  findNameOrLoginHolder,
  insertDeliveryCompany,
  isPartnerLoginTaken,
  pageOfDeliveryCompanies,
  pageOfOrdersToAssign,
  updateDeliveryCompany,
  updateDeliveryCompanyActive,
} from './delivery-companies.repository';

type Row = { paymentDays: string; active: number } & Omit<
  DeliveryCompany,
  'paymentDays' | 'active'
>;

// Rates are stored and sent as integer basis points; secrets never leave the server.
function toDto({ paymentDays, active, ...rest }: Row): DeliveryCompany {
  return {
    ...rest,
    paymentDays: paymentDays ? paymentDays.split(',') : [],
    active: active === 1,
  };
}

/** Identity and bank details that only provider staff read. */
const STAFF_ONLY = ['patent', 'rib', 'cin', 'rc', 'pos', 'pickupAddress', 'partnerLogin'] as const;

/**
 * GET /v1/delivery-company/get: partners by name, searched and filtered; a page with `limit`, else all.
 * Callers other than staff see active partners only, without their identity and bank details.
 */
export async function listDeliveryCompanies(
  db: Db,
  query: DeliveryCompaniesQuery,
  staff: boolean,
): Promise<DeliveryCompanyList> {
  const { rows, total } = await pageOfDeliveryCompanies(db, {
    active: staff ? query.active : true,
    search: query.search,
    offset: query.offset,
    limit: query.limit,
  });
  const limit = query.limit ?? Math.max(total, 1);
  const companies = rows.map(toDto);
  if (!staff) for (const company of companies) for (const key of STAFF_ONLY) company[key] = null;
  return {
    companies,
    page: Math.floor(query.offset / limit) + 1,
    total,
    totalPages: Math.ceil(total / limit),
  };
}

async function findCompany(db: DbOrTx, id: number): Promise<DeliveryCompany> {
  const row = await findDeliveryCompany(db, id);
  if (!row) throw notFound(DELIVERY_COMPANY_MESSAGES.notFound);
  return toDto(row);
}

/** 409 when another partner has the name (case aside) or the login. */
async function assertFree(db: DbOrTx, name: string, login: string | null, exceptId = 0) {
  const clash = await findNameOrLoginHolder(db, name, login, exceptId);
  if (clash)
    throw conflict(
      clash.name.toLowerCase() === name.toLowerCase()
        ? `name: ${DELIVERY_COMPANY_MESSAGES.nameExists}`
        : `partnerLogin: ${DELIVERY_COMPANY_MESSAGES.loginExists}`,
    );
}

/** A free login made from the name: `sahel.express`, then `sahel.express.2`… */
async function freeLogin(db: DbOrTx, name: string): Promise<string> {
  const stem = loginStemOf(name);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? stem : `${stem}.${n}`;
    if (!(await isPartnerLoginTaken(db, candidate))) return candidate;
  }
}

const stored = (input: PartnerInput) => ({
  name: input.name,
  patent: input.patent,
  rib: input.rib,
  cin: input.cin,
  rc: input.rc,
  pos: input.pos,
  pickupAddress: input.pickupAddress,
  deliveryCost: input.deliveryCost,
  returnCost: input.returnCost,
  exchangeCost: input.exchangeCost,
  insuranceBp: input.insuranceBp,
  refundBp: input.refundBp,
  paymentDays: input.paymentDays,
});

/**
 * POST /v1/delivery-company/add: a partner with its login (chosen, or made from the name), a generated
 * password and a status-feed key, in one transaction; the password and the key are answered this once
 * and stored only hashed. The name (case aside) and the login are unique.
 */
export async function addDeliveryCompany(
  db: Db,
  body: AddDeliveryCompanyBody,
): Promise<AddedDeliveryCompany> {
  const { input, errors } = checkPartnerFields(body);
  if (errors.length) throw badRequest(errors);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const apiKey = generatePartnerKey();
  const run = () =>
    db.transaction().execute(async (tx) => {
      await assertFree(tx, input.name, input.partnerLogin);
      const partnerLogin = input.partnerLogin ?? (await freeLogin(tx, input.name));
      const inserted = await insertDeliveryCompany(tx, {
        fields: stored(input),
        partnerLogin,
        passwordHash,
        apiKey: { hash: hashApiKey(apiKey), hint: apiKey.slice(-4) },
        createdAt: nowIso(),
      });
      return { ...toDto(inserted), partnerLogin, password, apiKey };
    });
  try {
    return await run();
  } catch (error) {
    // Two adds of one name at once pass the check together; the unique index refuses the second,
    // which then gets the same 409 as if it had come later.
    if (!(error instanceof HttpError) && isUniqueViolation(error))
      await assertFree(db, input.name, input.partnerLogin);
    throw error;
  }
}

/** PUT /v1/delivery-company/edit/{id}: the partner's fields under the same rules; login and key stay. */
export async function editDeliveryCompany(
  db: Db,
  id: number,
  body: DeliveryCompanyBody,
): Promise<DeliveryCompanyChangeResult> {
  const current = await findDeliveryCompanyRow(db, id);
  if (!current) throw notFound(DELIVERY_COMPANY_MESSAGES.notFound);
  const { input, errors } = checkPartnerFields(body);
  if (errors.length) throw badRequest(errors);
  // Only what differs from the stored values (compared normalised) is written.
  const changes = changedFields(current, stored(input), { rib: normaliseRib });
  if (!Object.keys(changes).length)
    return { message: DELIVERY_COMPANY_MESSAGES.updated, company: await findCompany(db, id) };
  try {
    await db.transaction().execute(async (tx) => {
      await assertFree(tx, input.name, null, id);
      await updateDeliveryCompany(tx, id, changes);
    });
  } catch (error) {
    if (!(error instanceof HttpError) && isUniqueViolation(error))
      await assertFree(db, input.name, null, id);
    throw error;
  }
  return { message: DELIVERY_COMPANY_MESSAGES.updated, company: await findCompany(db, id) };
}

/**
 * PUT /v1/delivery-company/activate/{id} and deactivate/{id}. A deactivated partner's status-feed key
 * answers 401 from its next call and no order may be assigned to it; its parcels and history stay, and
 * activating restores the same key.
 */
export async function setDeliveryCompanyActive(
  db: Db,
  id: number,
  active: boolean,
): Promise<DeliveryCompanyChangeResult> {
  await findCompany(db, id);
  await updateDeliveryCompanyActive(db, id, active);
  return {
    message: active ? DELIVERY_COMPANY_MESSAGES.activated : DELIVERY_COMPANY_MESSAGES.deactivated,
    company: await findCompany(db, id),
  };
}

/** Statuses after which a parcel is no longer handed to a partner. */
const FINISHED_STATUSES = [
  'DELIVERED',
  'DELIVERED_TO_SENDER',
  'PAID_TO_WOLVO',
  'RETURN_BILLED_TO_SENDER',
  'REFUNDED',
  'PAID_TO_SENDER',
  'CANCELLED',
];

/**
 * GET /v1/delivery-company/orders-to-assign: collected parcels not yet delivered or closed, oldest
 * collected first, unassigned only unless asked; by client and searched by code, recipient, phone or
 * company.
 */
export async function listOrdersToAssign(
  db: Db,
  query: OrdersToAssignQuery,
): Promise<OrdersToAssignPage> {
  const { rows, total } = await pageOfOrdersToAssign(db, query, FINISHED_STATUSES);
  return pagedOf(
    rows.map((row) => ({ ...row, collectedAt: row.collectedAt! })),
    total,
    query,
  );
}
