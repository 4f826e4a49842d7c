// The dashboards' SQL: grouped counts of the per-day tables the triggers on orders keep, and the names
// of the clients and partners they are shown under. The service (`dashboards.service.ts`) holds the
// period, who sees which client, and the sums.
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';
import { mainCompanyName } from '../clients/client-companies.repository';
import { decodeKey } from '../statistics/statistics.repository';

/** A period of UTC days, `yyyy-MM-dd`, both included. */
interface Days {
  from: string;
  to: string;
}

/**
 * The orders created in the period per current status, of one client (every client: null), from the
 * per-day counts (`order_day_counts`): the period's days hold every order created in it, so its days'
 * rows add up to the orders' GROUP BY.
 */
export function countOrdersByStatus(db: DbOrTx, period: Days, clientId: number | null) {
  let counts = db
    .selectFrom('orderDayCounts as c')
    .where('c.day', '>=', period.from)
    .where('c.day', '<=', period.to);
  if (clientId !== null) counts = counts.where('c.clientId', '=', clientId);
  return counts
    .select(['c.status', sql<number | string>`sum(${sql.ref('c.n')})`.as('count')])
    .groupBy('c.status')
    .having(sql`sum(${sql.ref('c.n')})`, '>', 0)
    .execute();
}

/** Every client with its admin's name and its main company's name (null without one). */
export function listClientsWithMainCompany(db: DbOrTx) {
  return db
    .selectFrom('clients as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select(['c.id', 'u.fullname'])
    .select((eb) => mainCompanyName(eb.ref('c.id')).as('company'))
    .execute();
}

/** The partners' ids and names by name (only `only` when given). */
export function listPartnerNames(db: DbOrTx, only: number | undefined) {
  let partners = db.selectFrom('deliveryCompanies as d').select(['d.id', 'd.name']);
  if (only !== undefined) partners = partners.where('d.id', '=', only);
  return partners.orderBy('d.name').orderBy('d.id').execute();
}

/**
 * Per partner (only `only` when given), status and wording, the live parcels created in the period and
 * handed over, and their cash on delivery (`partner_day_counts`, kept by triggers on orders).
 */
export function countPartnerParcels(db: DbOrTx, period: Days, only: number | undefined) {
  let counts = db
    .selectFrom('partnerDayCounts as c')
    .where('c.day', '>=', period.from)
    .where('c.day', '<=', period.to);
  if (only !== undefined) counts = counts.where('c.deliveryCompanyId', '=', only);
  return counts
    .select([
      'c.deliveryCompanyId',
      'c.status',
      decodeKey('c.partnerStatus').as('partnerStatus'),
      sql<number | string>`sum(${sql.ref('c.n')})`.as('count'),
      sql<number | string>`sum(${sql.ref('c.price')})`.as('cod'),
    ])
    .groupBy(['c.deliveryCompanyId', 'c.status', 'c.partnerStatus'])
    .having(sql`sum(${sql.ref('c.n')})`, '>', 0)
    .execute();
}
