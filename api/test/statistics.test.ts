import type { ClientHomeStatistics, OrderStats, TurnoverStats } from '@wolvo/shared/contracts';
import type { Db } from '../src/db/database';
import {
  copyRecipientPlace,
  refreshMovementFacts,
} from '../src/modules/orders/order-writes.repository';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';
import { createMerchant, createUser, insertOrder } from './order-fixtures';

/** Today for every test: the clock of the app is pinned to this UTC day. */
const NOW = new Date('2026-11-20T15:00:00.000Z');

interface Placed {
  created: string;
  /** Each status and when it happened; COLLECTED sets the collection date. */
  moves: Array<[string, string]>;
  governorate: string;
  delegation: string;
  price: number;
  source?: string;
  deleted?: boolean;
}

/** A hand-built order: its recipient's place, its history at known times, its collection date. */
async function place(db: Db, merchant: { clientId: number; businessIds: number[] }, o: Placed) {
  const id = await insertOrder(db, {
    clientId: merchant.clientId,
    businessId: merchant.businessIds[0]!,
    statuses: o.moves.map(([s]) => s),
    createdAt: o.created,
    price: o.price,
    source: o.source ?? 'MANUAL',
  });
  const order = await db
    .selectFrom('orders')
    .select('recipientId')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('recipients')
    .set({ delegation: o.governorate, city: o.delegation })
    .where('id', '=', order.recipientId)
    .execute();
  const collected = o.moves.find(([s]) => s === 'COLLECTED')?.[1] ?? null;
  await db
    .updateTable('orders')
    .set({ collectedAt: collected, deletedAt: o.deleted ? o.created : null })
    .where('id', '=', id)
    .execute();
  const movements = await db
    .selectFrom('movements')
    .select('id')
    .where('orderId', '=', id)
    .orderBy('id')
    .execute();
  for (const [i, m] of movements.entries())
    await db
      .updateTable('movements')
      .set({ createdAt: o.moves[i]![1] })
      .where('id', '=', m.id)
      .execute();
  // The facts the statistics read follow the rewritten history and place, as the API's writes keep them.
  await refreshMovementFacts(db, id);
  await copyRecipientPlace(db, order.recipientId);
  return id;
}

async function bill(db: Db, clientId: number, status: string, netToPay: number) {
  const at = '2026-11-01T10:00:00.000Z';
  await db
    .insertInto('bills')
    .values({
      paymentNumber: `T-${status}-${clientId}-${netToPay}`,
      clientId,
      status,
      packagingTvaBp: 1900,
      shippingTvaBp: 1900,
      netToPay,
      refundBp: 0,
      insuranceBp: 0,
      createdBy: null,
      createdAt: at,
      updatedAt: at,
      confirmedAt: status === 'PAID' ? at : null,
      cancelledAt: status === 'CANCELLED' ? at : null,
    })
    .execute();
}

// The statistics against a hand-built merchant with known answers (the seed holds no orders here):
// every figure, the comparison range, tenant isolation and the pages a team member needs.
describe.each(dialectsFor('sql'))('statistics (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let freshToken: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 0 }, { clock: () => NOW });
    const db = t.handle.db;
    const merchant = await createMerchant(db, `stats.${dialect}`);
    const other = await createMerchant(db, `stats.other.${dialect}`);
    await createMerchant(db, `stats.fresh.${dialect}`);
    await createUser(db, `stats.team.${dialect}`, 'clientPersonnelTeam', merchant.clientId, {
      CLIENT_STATISTICS_ORDERS: 'VIEW',
    });
    const at = (day: string, time = '10:00') => `2026-${day}T${time}:00.000Z`;
    // A: delivered on 11-13 (the previous week), 2 days after collection, in Tunis / La Marsa.
    await place(db, merchant, {
      created: at('11-10', '08:00'),
      moves: [
        ['CREATED', at('11-10', '08:00')],
        ['COLLECTED', at('11-11', '09:00')],
        ['DELIVERED', at('11-13')],
      ],
      governorate: 'Tunis',
      delegation: 'La Marsa',
      price: 50_000,
      source: 'WEBSITE',
    });
    // B: an API order delivered today, 4 days after collection, in Tunis / Le Bardo.
    await place(db, merchant, {
      created: at('11-15', '08:00'),
      moves: [
        ['API_ORDER_CREATED', at('11-15', '08:00')],
        ['COLLECTED', at('11-16', '23:30')],
        ['DELIVERED', at('11-20', '09:00')],
      ],
      governorate: 'Tunis',
      delegation: 'Le Bardo',
      price: 30_000,
      source: 'API',
    });
    // C: delivered on 11-16, the day after collection, in Sfax.
    await place(db, merchant, {
      created: at('11-15', '09:00'),
      moves: [
        ['CREATED', at('11-15', '09:00')],
        ['COLLECTED', at('11-15', '12:00')],
        ['DELIVERED', at('11-16', '09:00')],
      ],
      governorate: 'Sfax',
      delegation: 'Sfax Ville',
      price: 20_000,
      source: 'WEBSITE',
    });
    // D: declared returned on 11-18, back at the hub (stock).
    await place(db, merchant, {
      created: at('11-12'),
      moves: [
        ['CREATED', at('11-12')],
        ['COLLECTED', at('11-12', '15:00')],
        ['RETURN_TO_SENDER', at('11-18')],
      ],
      governorate: 'Sousse',
      delegation: 'Msaken',
      price: 40_000,
    });
    // E: collected yesterday, at the hub (stock).
    await place(db, merchant, {
      created: at('11-19', '08:00'),
      moves: [
        ['CREATED', at('11-19', '08:00')],
        ['COLLECTED', at('11-19', '16:00')],
      ],
      governorate: 'Tunis',
      delegation: 'La Marsa',
      price: 15_000,
      source: 'INSTAGRAM',
    });
    // F: an API order waiting for the merchant's confirmation.
    await place(db, merchant, {
      created: at('11-20', '08:00'),
      moves: [['API_ORDER_CREATED', at('11-20', '08:00')]],
      governorate: 'Tunis',
      delegation: 'Carthage',
      price: 12_000,
      source: 'API',
    });
    // G: delivered long ago (outside every period); H: deleted.
    await place(db, merchant, {
      created: at('09-01'),
      moves: [
        ['CREATED', at('09-01')],
        ['COLLECTED', at('09-02')],
        ['DELIVERED', at('09-03')],
      ],
      governorate: 'Tunis',
      delegation: 'La Marsa',
      price: 99_000,
    });
    await place(db, merchant, {
      created: at('11-15'),
      moves: [
        ['CREATED', at('11-15')],
        ['COLLECTED', at('11-15', '11:00')],
        ['DELIVERED', at('11-16')],
      ],
      governorate: 'Tunis',
      delegation: 'La Marsa',
      price: 77_000,
      deleted: true,
    });
    // Another merchant's delivered order and bill never count for this one.
    await place(db, other, {
      created: at('11-15'),
      moves: [
        ['CREATED', at('11-15')],
        ['COLLECTED', at('11-15', '11:00')],
        ['DELIVERED', at('11-16')],
      ],
      governorate: 'Tunis',
      delegation: 'La Marsa',
      price: 66_000,
    });
    await bill(db, merchant.clientId, 'PAID', 80_000);
    await bill(db, merchant.clientId, 'PAID', 5_500);
    await bill(db, merchant.clientId, 'PENDING', 25_000);
    await bill(db, merchant.clientId, 'CANCELLED', 999);
    await bill(db, other.clientId, 'PAID', 1_000_000);
    token = (await login(t.app, `stats.${dialect}`)).token;
    otherToken = (await login(t.app, `stats.other.${dialect}`)).token;
    freshToken = (await login(t.app, `stats.fresh.${dialect}`)).token;
  });
  afterAll(() => t.close());

  const get = (url: string, as = token) =>
    t.app.inject({ method: 'GET', url: `/api/v1/statistics/${url}`, headers: bearer(as) });
  const RANGE = 'from=2026-11-14&to=2026-11-20';
  const COMPARED = `${RANGE}&compareFrom=2026-11-07&compareTo=2026-11-13`;

  it("gives the client home's widgets", async () => {
    const res = await get('getClientHomeStatistics');
    expect(res.statusCode).toBe(200);
    const home = res.json<ClientHomeStatistics>();
    expect(home.today).toBe('2026-11-20');
    expect(home.period).toEqual({ from: '2026-10-22', to: '2026-11-20' });
    expect(home.stock).toEqual({ parcels: 2, cod: 55_000 });
    expect(home.apiOrders).toEqual({ total: 2, toConfirm: 1 });
    expect(home.deliveryDays).toEqual({
      averageDays: 2.3,
      byGovernorate: [
        { governorate: 'Tunis', averageDays: 3, delivered: 2 },
        { governorate: 'Sfax', averageDays: 1, delivered: 1 },
      ],
      byDelegation: [
        { governorate: 'Tunis', delegation: 'La Marsa', averageDays: 2, delivered: 1 },
        { governorate: 'Tunis', delegation: 'Le Bardo', averageDays: 4, delivered: 1 },
        { governorate: 'Sfax', delegation: 'Sfax Ville', averageDays: 1, delivered: 1 },
      ],
    });
    expect(home.turnover).toEqual({ total: 100_000, delivered: 3 });
    const days = (from: number) =>
      Array.from({ length: 7 }, (_, i) => `2026-11-${String(from + i).padStart(2, '0')}`);
    expect(home.deliveredReturned.current.map((d) => d.day)).toEqual(days(14));
    expect(home.deliveredReturned.previous.map((d) => d.day)).toEqual(days(7));
    const nonZero = (list: ClientHomeStatistics['deliveredReturned']['current']) =>
      list.filter((d) => d.delivered || d.returned);
    expect(nonZero(home.deliveredReturned.current)).toEqual([
      { day: '2026-11-16', delivered: 1, returned: 0 },
      { day: '2026-11-18', delivered: 0, returned: 1 },
      { day: '2026-11-20', delivered: 1, returned: 0 },
    ]);
    expect(nonZero(home.deliveredReturned.previous)).toEqual([
      { day: '2026-11-13', delivered: 1, returned: 0 },
    ]);
    expect(home.payments).toEqual({ paid: 85_500, unpaid: 25_000, paidBills: 2, unpaidBills: 1 });
    expect(home.sources).toEqual([
      { source: 'API', orders: 2 },
      { source: 'WEBSITE', orders: 2 },
      { source: 'INSTAGRAM', orders: 1 },
      { source: 'MANUAL', orders: 1 },
    ]);
  });

  it('gives a new merchant empty figures', async () => {
    const home = (await get('getClientHomeStatistics', freshToken)).json<ClientHomeStatistics>();
    expect(home.stock).toEqual({ parcels: 0, cod: 0 });
    expect(home.turnover).toEqual({ total: 0, delivered: 0 });
    expect(home.deliveryDays).toEqual({ averageDays: null, byGovernorate: [], byDelegation: [] });
    expect(home.payments).toEqual({ paid: 0, unpaid: 0, paidBills: 0, unpaidBills: 0 });
    expect(home.sources).toEqual([]);
    expect(home.deliveredReturned.current).toHaveLength(7);
    const stats = (await get(`getOrderStats?${COMPARED}`, freshToken)).json<OrderStats>();
    expect(stats.current.totals).toMatchObject({
      orders: 0,
      averageDeliveryDays: null,
      deliveryRate: null,
    });
    expect(stats.change).toEqual({ orders: null, delivered: null, averageDeliveryDays: null });
  });

  it('counts orders by day and status group against the comparison range', async () => {
    const res = await get(`getOrderStats?${COMPARED}`);
    expect(res.statusCode).toBe(200);
    const stats = res.json<OrderStats>();
    expect(stats.current).toMatchObject({ from: '2026-11-14', to: '2026-11-20' });
    expect(stats.current.days).toHaveLength(7);
    expect(stats.current.days.filter((d) => d.orders).map((d) => [d.day, d.orders])).toEqual([
      ['2026-11-15', 2],
      ['2026-11-19', 1],
      ['2026-11-20', 1],
    ]);
    expect(stats.current.days.find((d) => d.day === '2026-11-15')!.groups).toEqual({
      PREPARING: 0,
      IN_DELIVERY: 0,
      DELIVERED: 2,
      RETURNED: 0,
      CANCELLED: 0,
    });
    expect(stats.current.totals).toEqual({
      orders: 4,
      groups: { PREPARING: 1, IN_DELIVERY: 1, DELIVERED: 2, RETURNED: 0, CANCELLED: 0 },
      averageDeliveryDays: 2.5,
      deliveryRate: 100,
    });
    expect(stats.current.byGovernorate).toEqual([
      { governorate: 'Tunis', orders: 3, delivered: 1 },
      { governorate: 'Sfax', orders: 1, delivered: 1 },
    ]);
    expect(stats.previous!.totals).toEqual({
      orders: 2,
      groups: { PREPARING: 0, IN_DELIVERY: 0, DELIVERED: 1, RETURNED: 1, CANCELLED: 0 },
      averageDeliveryDays: 2,
      deliveryRate: 50,
    });
    expect(stats.change).toEqual({ orders: 100, delivered: 100, averageDeliveryDays: 25 });

    const alone = (await get(`getOrderStats?${RANGE}`)).json<OrderStats>();
    expect(alone.previous).toBeNull();
    expect(alone.change).toEqual({ orders: null, delivered: null, averageDeliveryDays: null });
  });

  it('sums the turnover of delivered orders by day against the comparison range', async () => {
    const res = await get(`getOrderTurnoverStats?${COMPARED}`);
    expect(res.statusCode).toBe(200);
    const stats = res.json<TurnoverStats>();
    expect(stats.current.days.filter((d) => d.delivered)).toEqual([
      { day: '2026-11-16', turnover: 20_000, delivered: 1 },
      { day: '2026-11-20', turnover: 30_000, delivered: 1 },
    ]);
    expect(stats.current.totals).toEqual({
      turnover: 50_000,
      delivered: 2,
      averageBasket: 25_000,
      averageDeliveryDays: 2.5,
    });
    expect(stats.current.byGovernorate).toEqual([
      { governorate: 'Tunis', turnover: 30_000, delivered: 1 },
      { governorate: 'Sfax', turnover: 20_000, delivered: 1 },
    ]);
    expect(stats.previous!.totals).toEqual({
      turnover: 50_000,
      delivered: 1,
      averageBasket: 50_000,
      averageDeliveryDays: 2,
    });
    expect(stats.change).toEqual({ turnover: 0, delivered: 100, averageBasket: -50 });
  });

  it('refuses a range that is not one, and a comparison of another length', async () => {
    const message = async (query: string) => (await get(`getOrderStats?${query}`)).json().message;
    expect(await message('from=2026-11-20&to=2026-11-14')).toBe('to: date-picker.invalid-range');
    expect(await message('from=2026-02-31&to=2026-03-02')).toBe('from: date-picker.invalid-range');
    expect(await message(`${RANGE}&compareFrom=2026-11-01&compareTo=2026-11-13`)).toBe(
      'compareTo: date-picker.length-error',
    );
    expect(await message(`${RANGE}&compareFrom=2026-11-07`)).toBe(
      'compareTo: date-picker.compare-incomplete',
    );
    expect(await message('from=2000-01-01&to=2026-11-20')).toBe('to: date-picker.range-too-long');
    const turnover = await get(`getOrderTurnoverStats?from=2026-11-14`);
    expect(turnover.statusCode).toBe(400);
  });

  it("keeps each merchant's figures to itself", async () => {
    const home = (await get('getClientHomeStatistics', otherToken)).json<ClientHomeStatistics>();
    expect(home.turnover).toEqual({ total: 66_000, delivered: 1 });
    expect(home.stock).toEqual({ parcels: 0, cod: 0 });
    expect(home.payments).toMatchObject({ paid: 1_000_000, unpaid: 0 });
    const turnover = (
      await get(`getOrderTurnoverStats?${RANGE}`, otherToken)
    ).json<TurnoverStats>();
    expect(turnover.current.totals.turnover).toBe(66_000);
  });

  it('lets a team member see only the statistics pages it was given, and no staff', async () => {
    const team = (await login(t.app, `stats.team.${dialect}`)).token;
    expect((await get('getClientHomeStatistics', team)).statusCode).toBe(403);
    expect((await get(`getOrderTurnoverStats?${RANGE}`, team)).statusCode).toBe(403);
    const mine = await get(`getOrderStats?${RANGE}`, team);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<OrderStats>().current.totals.orders).toBe(4);
    const admin = (await login(t.app, 'admin')).token;
    expect((await get('getClientHomeStatistics', admin)).statusCode).toBe(403);
  });
});
