import type { Db } from '../src/db/database';
import { orderCodeOf } from '../src/modules/orders/order-writes.service';

/** Hand-built merchants and orders with known values, apart from the demo seed's. */

async function demoPasswordHash(db: Db) {
  return (
    await db
      .selectFrom('users')
      .select('passwordHash')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow()
  ).passwordHash;
}

/** A new user; a client team member gets the given page permissions. */
export async function createUser(
  db: Db,
  username: string,
  role: string,
  clientId: number | null,
  permissions: Record<string, string> = {},
) {
  const at = '2026-01-01T00:00:00.000Z';
  const { id } = await db
    .insertInto('users')
    .values({
      username,
      email: `${username}@example.test`,
      passwordHash: await demoPasswordHash(db),
      role,
      fullname: 'Test User',
      avatar: null,
      active: 1,
      clientId,
      adminId: null,
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [page, actions] of Object.entries(permissions))
    await db.insertInto('userPermissions').values({ userId: id, page, actions }).execute();
  return id;
}

/** Contract costs of every test merchant (distinct from the seed's 7000/4000/8000). */
export const TEST_COSTS = { deliveryCost: 7100, returnCost: 4100, exchangeCost: 8100 };

/** A new client admin with its client row and two companies. */
export async function createMerchant(db: Db, username: string) {
  const at = '2026-01-01T00:00:00.000Z';
  const userId = await createUser(db, username, 'clientPersonnel', null);
  const { id: clientId } = await db
    .insertInto('clients')
    .values({
      userId,
      delegation: 'Tunis',
      city: 'La Marsa',
      pickupAddress: '1 Rue du Test',
      phone1: '71000000',
      phone2: null,
      ...TEST_COSTS,
      pos: null,
      patent: null,
      cin: null,
      rib: null,
      rc: null,
      paymentDays: 'MONDAY',
      paymentType: 'CACHE',
      preferredDeliveryCompanyId: null,
      partnerLogin: null,
      partnerPasswordHash: null,
      apiKey: null,
      confirmed: 1,
      active: 1,
      insuranceBp: 0,
      refundBp: 0,
      createdBy: null,
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('users').set({ clientId }).where('id', '=', userId).execute();
  const businessIds: number[] = [];
  for (const [position, name] of [`${username} A`, `${username} B`].entries())
    businessIds.push(
      (
        await db
          .insertInto('businesses')
          .values({ clientId, name, position, createdAt: at })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  return { userId, clientId, businessIds };
}

/** An order written straight to the database, with its history (statuses oldest first). */
export async function insertOrder(
  db: Db,
  o: {
    clientId: number;
    businessId: number;
    statuses: string[];
    createdAt: string;
    phone?: string;
    fullname?: string;
    service?: string;
    source?: string;
    price?: number;
    merchandise?: string;
    collected?: boolean;
    exchangeOrderId?: number | null;
    returningOrderId?: number | null;
    /** The recipient's governorate (`delegation`) and delegation (`city`); Sfax, Sfax Ville unless given. */
    place?: { delegation: string; city: string };
    /** Leave out the statistics facts: a row of the schema before `2026-11-28T09-00_statistics-facts`. */
    withoutFacts?: boolean;
  },
) {
  const place = o.place ?? { delegation: 'Sfax', city: 'Sfax Ville' };
  const { id: recipientId } = await db
    .insertInto('recipients')
    .values({
      clientId: o.clientId,
      fullname: o.fullname ?? 'Amel Trabelsi',
      email: null,
      phone1: o.phone ?? '98000000',
      phone2: null,
      ...place,
      address: '3 Rue Test',
      postalCode: null,
      createdAt: o.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const status = o.statuses.at(-1)!;
  // Movement i happens i minutes after creation; the facts are the latest movement of their status.
  const movedAt = (i: number) => new Date(Date.parse(o.createdAt) + i * 60_000).toISOString();
  const latest = (status: string) => {
    const i = o.statuses.lastIndexOf(status);
    return i < 0 ? null : movedAt(i);
  };
  const facts = {
    destGovernorate: place.delegation,
    destDelegation: place.city,
    deliveredAt: latest('DELIVERED'),
    returnedAt: latest('RETURN_TO_SENDER'),
  };
  const { id } = await db
    .insertInto('orders')
    .values({
      code: `TMP-${Math.random()}`,
      partnerCode: o.collected ? `SX-T${Math.floor(Math.random() * 1e9)}` : null,
      reference: null,
      clientId: o.clientId,
      businessId: o.businessId,
      recipientId,
      // Without the facts, the row the earlier schema had (the columns do not exist yet).
      ...(o.withoutFacts ? ({} as typeof facts) : facts),
      status,
      subStatus: 'NONE',
      source: o.source ?? 'MANUAL',
      service: o.service ?? 'DELIVERY',
      merchandise: o.merchandise ?? 'Article',
      merchandiseQuantity: 1,
      price: o.price ?? 10_000,
      paymentType: 'CACHE',
      canOpen: 0,
      fragile: 0,
      deliveryCost: 7100,
      returnCost: 4100,
      exchangeCost: 0,
      exchangeOrderId: o.exchangeOrderId ?? null,
      returningOrderId: o.returningOrderId ?? null,
      createdBy: null,
      createdAt: o.createdAt,
      updatedAt: o.createdAt,
      collectedAt: o.collected ? o.createdAt : null,
      deletedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('orders')
    .set({ code: orderCodeOf(id) })
    .where('id', '=', id)
    .execute();
  for (const [i, s] of o.statuses.entries())
    await db
      .insertInto('movements')
      .values({
        orderId: id,
        status: s,
        subStatus: 'NONE',
        alphaStatus: 'HOME',
        createdAt: movedAt(i),
      })
      .execute();
  return id;
}

/** A valid POST /v1/order/add body. */
/** An order's current status as stored. */
export const orderStatusOf = async (db: Db, id: number) =>
  (await db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;

export const validOrder = (businessId: number, overrides: Record<string, unknown> = {}) => ({
  businessId,
  service: 'DELIVERY',
  recipient: {
    fullname: "Sarra Ben M'barek",
    phone1: '22 123 456',
    phone2: '+21698765432',
    email: 'sarra@mail.tn',
    delegation: 'Tunis',
    city: 'La Marsa',
    address: '12 Rue de la Liberté',
    postalCode: '2070',
  },
  merchandise: 'Robe en lin',
  merchandiseQuantity: 2,
  merchandisePrice: 80_000,
  price: 89_500,
  weight: 1.25,
  paymentType: 'CACHE',
  canOpen: true,
  fragile: false,
  note: 'Appeler avant',
  deliveryDate: '2026-12-01',
  deliveryFrom: '09:00',
  deliveryTo: '17:00',
  reference: 'REF-1',
  ...overrides,
});

/** The admin user the fixtures take their password hash from (the demo seed's, which this database lacks). */
export async function insertAdmin(handle: { db: Db }) {
  const at = '2026-01-01T00:00:00.000Z';
  await handle.db
    .insertInto('users')
    .values({
      username: 'admin',
      email: 'admin@example.test',
      passwordHash: 'not-a-hash',
      role: 'superAdmin',
      fullname: 'Admin',
      avatar: null,
      active: 1,
      clientId: null,
      adminId: null,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
}

/**
 * A merchant at 1.5 % insurance and 50 % refund with the orders a bill takes, of known money: a
 * remitted delivery of 89.500, a return of 60.000 and a refunded parcel of 33.333 (each costs 7.100 to
 * deliver, 4.100 to return), and one still moving (20.000) that no bill takes.
 */
export async function merchantWithBillableOrders(db: Db, username: string) {
  const merchant = await createMerchant(db, username);
  await db
    .updateTable('clients')
    .set({ insuranceBp: 150, refundBp: 5000 })
    .where('id', '=', merchant.clientId)
    .execute();
  const order = (statuses: string[], price: number) =>
    insertOrder(db, {
      clientId: merchant.clientId,
      businessId: merchant.businessIds[0]!,
      statuses,
      price,
      createdAt: '2026-11-10T08:00:00.000Z',
      collected: true,
    });
  return {
    ...merchant,
    delivered: await order(['CREATED', 'COLLECTED', 'DELIVERED', 'PAID_TO_WOLVO'], 89_500),
    returned: await order(
      ['CREATED', 'COLLECTED', 'RETURN_TO_SENDER', 'DELIVERED_TO_SENDER'],
      60_000,
    ),
    refunded: await order(['CREATED', 'COLLECTED', 'REFUNDED'], 33_333),
    moving: await order(['CREATED', 'COLLECTED', 'IN_TRANSIT'], 20_000),
  };
}

/** A valid `POST /client/add` body, as the add-client form sends it; `unique` makes its email and companies new. */
export const addClientBody = (unique: string, overrides: Record<string, unknown> = {}) => ({
  fullname: "Sana Ben M'rad",
  email: `sana.${unique}@boutique.tn`,
  companies: [`Sana Mode ${unique}`, `Sana Kids ${unique}`],
  delegation: 'sfax',
  city: 'sfax ville',
  pickupAddress: '12 Rue Habib Maazoun',
  phone1: '+216 22 333 444',
  phone2: '',
  deliveryCost: 7000,
  returnCost: 4000,
  exchangeCost: 8000,
  insuranceBp: 150,
  refundBp: 5000,
  cin: '01234567',
  rib: '10 006 0351835984788 31',
  paymentDays: ['THURSDAY', 'MONDAY'],
  // What the form sends for "none".
  preferredDeliveryCompanyId: null,
  rc: null,
  ...overrides,
});
