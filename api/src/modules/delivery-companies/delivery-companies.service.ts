import { passwordPolicyError, type DeliveryCompany } from '@wolvo/shared/contracts';
import { nowIso, type Db } from '../../db/database';
import { badRequest, conflict } from '../../http-error';
import { hashApiKey } from '../auth/api-key';
import { hashPassword } from '../auth/password';
import { generatePartnerKey } from './partner-key';
import type { AddDeliveryCompanyBody } from './delivery-companies.schema';

const publicColumns = [
  'id',
  'name',
  'patent',
  'rib',
  'cin',
  'rc',
  'pos',
  'pickupAddress',
  'partnerLogin',
  'userId',
  'deliveryCost',
  'returnCost',
  'exchangeCost',
  'insuranceBp',
  'refundBp',
  'paymentDays',
  'createdAt',
] as const;

type Row = { insuranceBp: number; refundBp: number; paymentDays: string } & Omit<
  DeliveryCompany,
  'insurance' | 'refundPercentage' | 'paymentDays'
>;

// Rates are stored as integer basis points and sent as percents; secrets never leave the server.
function toDto({ insuranceBp, refundBp, paymentDays, ...rest }: Row): DeliveryCompany {
  return {
    ...rest,
    insurance: insuranceBp / 100,
    refundPercentage: refundBp / 100,
    paymentDays: paymentDays ? paymentDays.split(',') : [],
  };
}

/** Every delivery company (partner), by name. */
export async function listDeliveryCompanies(db: Db): Promise<DeliveryCompany[]> {
  const rows = await db
    .selectFrom('deliveryCompanies')
    .select(publicColumns)
    .orderBy('name')
    .execute();
  return rows.map(toDto);
}

/**
 * Adds a partner; the name and partner login are unique, the password is hashed, and a status-feed API
 * key is made: answered this once, stored only as its hash.
 */
export async function addDeliveryCompany(
  db: Db,
  body: AddDeliveryCompanyBody,
): Promise<DeliveryCompany & { apiKey: string }> {
  if (body.password) {
    const policy = passwordPolicyError(body.password);
    if (policy) throw badRequest(`password: password.${policy}`);
  }
  const name = body.name.trim().replace(/\s+/g, ' ');
  const apiKey = generatePartnerKey();
  return db.transaction().execute(async (tx) => {
    const clash = await tx
      .selectFrom('deliveryCompanies')
      .select(['name', 'partnerLogin'])
      .where((eb) =>
        eb.or([
          eb('name', '=', name),
          ...(body.partnerLogin ? [eb('partnerLogin', '=', body.partnerLogin)] : []),
        ]),
      )
      .executeTakeFirst();
    if (clash)
      throw conflict(clash.name === name ? 'delivery-company.name-exists' : 'user.username-exists');
    const inserted = await tx
      .insertInto('deliveryCompanies')
      .values({
        name,
        patent: body.patent ?? null,
        rib: body.rib ?? null,
        cin: body.cin ?? null,
        rc: body.rc ?? null,
        pos: body.pos ?? null,
        pickupAddress: body.pickupAddress ?? null,
        partnerLogin: body.partnerLogin ?? null,
        passwordHash: body.password ? await hashPassword(body.password) : null,
        apiKey: null,
        apiKeyHash: hashApiKey(apiKey),
        apiKeyHint: apiKey.slice(-4),
        userId: null,
        deliveryCost: body.deliveryCost,
        returnCost: body.returnCost,
        exchangeCost: body.exchangeCost,
        insuranceBp: Math.round((body.insurance ?? 0) * 100),
        refundBp: Math.round((body.refundPercentage ?? 0) * 100),
        paymentDays: (body.paymentDays ?? []).join(','),
        createdAt: nowIso(),
      })
      .returning(publicColumns)
      .executeTakeFirstOrThrow();
    return { ...toDto(inserted), apiKey };
  });
}
