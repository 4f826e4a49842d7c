import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderStatus } from '@wolvo/shared/contracts';
import { STAGE_OF_STATUS } from '../../modules/orders/stage-of-status';
import { MERCHANDISE, SERVICES, SOURCES } from '../demo-catalog';
import { HOURS_PER_STEP, LIFECYCLES } from '../lifecycles';
import { HOUR, iso, type SeedContext } from '../seed-context';

/** Who the orders are drawn for: the clients and their companies and recipients (by client index). */
export interface OrderParties {
  clients: Insertable<Database['clients']>[];
  activeClients: ReadonlyArray<readonly [number, number]>;
  clientBusinesses: number[][];
  recipients: Insertable<Database['recipients']>[];
  clientRecipients: number[][];
  adminId: number;
}

/**
 * The orders and their movement histories: each follows one of the lifecycles as far as its age allows;
 * volume grows towards today; exchanges and returns point at an earlier order of the same client.
 */
export function ordersOf(
  { rnd, options, nowMs, start }: SeedContext,
  { clients, activeClients, clientBusinesses, recipients, clientRecipients, adminId }: OrderParties,
) {
  const orders: Insertable<Database['orders']>[] = [];
  const movements: Insertable<Database['movements']>[] = [];
  // Volume grows towards today, as a growing merchant base would; ids follow creation time.
  const creationTimes = Array.from(
    { length: options.orders },
    () => start + Math.floor(Math.sqrt(rnd.next()) * (nowMs - start - HOUR)),
  ).sort((a, b) => a - b);
  for (let i = 0; i < options.orders; i++) {
    const id = i + 1;
    const clientIndex = rnd.weighted(activeClients);
    const clientId = clientIndex + 1;
    const createdMs = creationTimes[i];
    const source = rnd.weighted(SOURCES);
    // API orders follow the API lifecycles, the others the manual ones.
    const candidates = LIFECYCLES.filter(
      ([name]) => name.startsWith('api-') === (source === 'API'),
    );
    const [, path] = rnd.weighted(candidates.map((l) => [l, l[2]] as const));
    const ageSteps = Math.floor((nowMs - createdMs) / (HOURS_PER_STEP * HOUR));
    const steps = Math.max(1, Math.min(path.length, ageSteps + 1));
    const [merchandise, low, high] = rnd.pick(MERCHANDISE);
    const price = rnd.int(low * 2, high * 2) * 500;
    const service = rnd.weighted(SERVICES);
    const companyId = rnd.chance(0.6) ? 1 : 2;
    let at = createdMs;
    let collectedAt: string | null = null;
    // The statistics' facts, as `addMovement` keeps them: the latest movement of each status.
    let deliveredAt: string | null = null;
    let returnedAt: string | null = null;
    let lastStatus: OrderStatus = path[0];
    let subStatus = 'NONE';
    for (let s = 0; s < steps; s++) {
      const status = path[s];
      if (s > 0) at = Math.min(nowMs - 60_000, at + rnd.int(2, 2 * HOURS_PER_STEP) * HOUR);
      const isLast = s === steps - 1;
      if (isLast && status !== 'CANCELLED' && rnd.chance(0.06))
        subStatus = rnd.chance(0.65) ? 'PROBLEMS' : 'DAMAGED';
      if (status === 'COLLECTED') collectedAt = iso(at);
      if (status === 'DELIVERED') deliveredAt = iso(at);
      if (status === 'RETURN_TO_SENDER') returnedAt = iso(at);
      const inPartnerHands = STAGE_OF_STATUS[status] !== 'HOME';
      movements.push({
        orderId: id,
        status,
        subStatus: isLast ? subStatus : 'NONE',
        alphaStatus: STAGE_OF_STATUS[status] ?? 'HOME',
        partnerStatus: inPartnerHands ? status.toLowerCase() : null,
        location: status.startsWith('CONSOLE')
          ? rnd.pick(['Hub Tunis', 'Hub Sousse', 'Hub Sfax'])
          : null,
        note: status === 'RETURNED_TRY_ISSUE' ? 'Destinataire injoignable' : null,
        message: null,
        createdBy: adminId,
        createdAt: iso(at),
      });
      lastStatus = status;
    }
    const businessId = rnd.pick(clientBusinesses[clientIndex]);
    const recipientId = rnd.pick(clientRecipients[clientIndex]);
    const delivered = ['DELIVERED', 'PAID_TO_WOLVO', 'PAID_TO_SENDER'].includes(lastStatus);
    orders.push({
      id,
      code: `WLV${String(100_000_000 + ((id * 7919) % 900_000_000)).padStart(9, '0')}`,
      partnerCode: collectedAt
        ? `${companyId === 1 ? 'SX' : 'CB'}-${String(id).padStart(7, '0')}`
        : null,
      reference: rnd.chance(0.6) ? `REF-${rnd.int(1000, 99999)}` : null,
      clientId,
      businessId,
      recipientId,
      destGovernorate: recipients[recipientId - 1].delegation,
      destDelegation: recipients[recipientId - 1].city,
      deliveryCompanyId: collectedAt ? companyId : null,
      status: lastStatus,
      subStatus,
      source,
      service,
      email: null,
      merchandise,
      merchandisePrice: price,
      merchandiseQuantity: rnd.weighted([
        [1, 80],
        [2, 15],
        [3, 5],
      ]),
      returningMerchandise: service === 'DELIVERY' ? null : rnd.pick(MERCHANDISE)[0],
      weightGrams: rnd.int(2, 60) * 100,
      price,
      oldPrice: rnd.chance(0.03) ? price + 5000 : null,
      originalPrice: price,
      paymentType: rnd.chance(0.92) ? 'CACHE' : 'CHECK',
      canOpen: rnd.chance(0.4) ? 1 : 0,
      fragile: rnd.chance(0.15) ? 1 : 0,
      note: rnd.chance(0.15) ? 'Appeler avant la livraison' : null,
      deliveryDate: delivered ? iso(at).slice(0, 10) : null,
      deliveryFrom: rnd.chance(0.2) ? '09:00' : null,
      deliveryTo: rnd.chance(0.2) ? '17:00' : null,
      deliveryCost: 7000,
      returnCost: 4000,
      exchangeCost: service === 'DELIVERY' ? 0 : 8000,
      returningOrderId: null,
      exchangeOrderId: null,
      pickupAddress: clients[clientIndex].pickupAddress ?? null,
      consoleLocation: null,
      partnerStatus: collectedAt ? lastStatus.toLowerCase() : null,
      createdBy: clients[clientIndex].userId as number,
      createdAt: iso(createdMs),
      updatedAt: iso(at),
      collectedAt,
      deliveredAt,
      returnedAt,
      deletedAt: null,
    });
  }
  // Exchanges point at an earlier delivered order of the same client; returns at an earlier returned one.
  const deliveredByClient = new Map<number, number[]>();
  const returnedByClient = new Map<number, number[]>();
  for (const order of orders) {
    const clientId = order.clientId as number;
    if (order.service !== 'DELIVERY') {
      const pool =
        order.service === 'EXCHANGE'
          ? deliveredByClient.get(clientId)
          : returnedByClient.get(clientId);
      const linked = pool?.shift();
      if (linked !== undefined) {
        if (order.service === 'EXCHANGE') order.exchangeOrderId = linked;
        else order.returningOrderId = linked;
      }
    } else if (['PAID_TO_SENDER', 'PAID_TO_WOLVO', 'DELIVERED'].includes(order.status as string)) {
      (deliveredByClient.get(clientId) ?? deliveredByClient.set(clientId, []).get(clientId)!).push(
        order.id as number,
      );
    } else if (
      ['DELIVERED_TO_SENDER', 'RETURN_BILLED_TO_SENDER'].includes(order.status as string)
    ) {
      (returnedByClient.get(clientId) ?? returnedByClient.set(clientId, []).get(clientId)!).push(
        order.id as number,
      );
    }
  }
  movements.forEach((m, index) => (m.id = index + 1));
  return { orders, movements };
}
