import { Migrator, sql } from 'kysely';
import { migrationProvider } from '../src/db/migrations';
import type { OrderReport, OrdersOfTheDayPage, Paged } from '@wolvo/shared/contracts';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';
import { createMerchant, insertOrder } from './order-fixtures';

// Issue #38: keyset (cursor) paging beside offset/limit, a total bounded at 10,000, and the per-day
// counts (`order_day_counts`, kept by triggers) the summaries read, recomputed from the orders after
// every kind of write.
describe.each(dialectsFor('sql'))('list paging at volume (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  let admin: string;
  let m: Awaited<ReturnType<typeof createMerchant>>;
  const from = '2026-11-01';
  const to = '2026-11-30';

  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 0 });
    const db = t.handle.db;
    m = await createMerchant(db, `paging.${dialect}`);
    token = (await login(t.app, `paging.${dialect}`)).token;
    admin = (await login(t.app, 'admin')).token;
    // Seven orders, two of them at the same instant (the cursor's tie on the id).
    for (const [i, at] of [1, 2, 3, 3, 4, 5, 6].entries())
      await insertOrder(db, {
        clientId: m.clientId,
        businessId: m.businessIds[0]!,
        statuses: i % 2 ? ['MANUAL_ORDER', 'COLLECTED', 'DELIVERED'] : ['MANUAL_ORDER'],
        createdAt: `2026-11-1${at}T08:00:00.000Z`,
        price: 1000 * (i + 1),
        phone: `5040000${i}`,
      });
  });
  afterAll(() => t.close());

  const list = (query: string, who = token) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/order/getOrdersOfTheDay?from=${from}&to=${to}&${query}`,
      headers: bearer(who),
    });

  it('walks every page by cursor as by offset, ties on the creation time included', async () => {
    const byOffset: number[] = [];
    for (let offset = 0; offset < 8; offset += 3) {
      const page = (await list(`offset=${offset}&limit=3`)).json<OrdersOfTheDayPage>();
      byOffset.push(...page.items.map((o) => o.id));
    }
    expect(byOffset).toHaveLength(7);
    const byCursor: number[] = [];
    let cursor: string | null | undefined;
    let offset = 0;
    let pages = 0;
    do {
      const res = await list(
        `offset=${offset}&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(res.statusCode).toBe(200);
      const page = res.json<OrdersOfTheDayPage>();
      expect(page.page).toBe(pages + 1);
      expect(page.total).toBe(7);
      byCursor.push(...page.items.map((o) => o.id));
      cursor = page.nextCursor;
      offset += 3;
      pages++;
    } while (cursor && pages < 5);
    expect(byCursor).toEqual(byOffset);
    // The last full page's cursor leads to an empty page with no cursor.
    expect(cursor ?? null).toBeNull();
  });

  it('refuses a cursor it did not hand out, naming the field', async () => {
    for (const bad of ['not-a-cursor', Buffer.from('yesterday|12').toString('base64url'), 'a!b']) {
      const res = await list(`offset=10&limit=3&cursor=${encodeURIComponent(bad)}`);
      expect(res.statusCode).toBe(400);
      const message = JSON.stringify(res.json().message);
      expect(message).toContain('cursor');
    }
    const faulty = await t.app.inject({
      method: 'GET',
      url: '/api/v1/order/findAllOrdersWithProblems?cursor=bm9wZQ',
      headers: bearer(admin),
    });
    expect(faulty.statusCode).toBe(400);
    expect(JSON.stringify(faulty.json().message)).toContain('cursor');
  });

  it('keeps the summary exact from the per-day counts, and recomputes them after every write', async () => {
    const db = t.handle.db;
    const page = (await list('offset=0&limit=10')).json<OrdersOfTheDayPage>();
    expect(page.summary).toEqual({ MANUAL_ORDER: 4, DELIVERED: 3 });
    const ids = page.items.map((o) => o.id);
    // A status change, a sub-status, a price edit, a soft delete, a move to another day, a hard delete.
    await db
      .updateTable('orders')
      .set({ status: 'RETURN_TO_SENDER' })
      .where('id', '=', ids[0]!)
      .execute();
    await db
      .updateTable('orders')
      .set({ subStatus: 'DAMAGED', price: 7 })
      .where('id', '=', ids[1]!)
      .execute();
    await db
      .updateTable('orders')
      .set({ deletedAt: new Date().toISOString() })
      .where('id', '=', ids[2]!)
      .execute();
    await db
      .updateTable('orders')
      .set({ createdAt: '2026-10-02T10:00:00.000Z' })
      .where('id', '=', ids[3]!)
      .execute();
    await db.deleteFrom('movements').where('orderId', '=', ids[4]!).execute();
    await db.deleteFrom('orders').where('id', '=', ids[4]!).execute();
    const recomputed = await sql<{
      clientId: number;
      day: string;
      status: string;
      subStatus: string;
      n: number;
      price: number;
    }>`
      select client_id as "clientId", substr(created_at, 1, 10) as day, status, sub_status as "subStatus",
        count(*) as n, coalesce(sum(price), 0) as price
      from orders where deleted_at is null
      group by client_id, substr(created_at, 1, 10), status, sub_status
      order by 1, 2, 3, 4`.execute(db);
    const kept = await db
      .selectFrom('orderDayCounts')
      .select(['clientId', 'day', 'status', 'subStatus', 'n', 'price'])
      .where('n', '<>', 0)
      .orderBy('clientId')
      .orderBy('day')
      .orderBy('status')
      .orderBy('subStatus')
      .execute();
    const norm = (
      rows: Array<{
        clientId: unknown;
        day: string;
        status: string;
        subStatus: string;
        n: unknown;
        price: unknown;
      }>,
    ) =>
      rows.map((r) => ({
        ...r,
        n: Number(r.n),
        price: Number(r.price),
        clientId: Number(r.clientId),
      }));
    expect(norm(kept)).toEqual(norm(recomputed.rows));
    const after = (await list('offset=0&limit=10')).json<OrdersOfTheDayPage>();
    // Seven orders less a soft delete, a move out of the range and a hard delete.
    expect(after.total).toBe(4);
    const expected: Record<string, number> = {};
    for (const r of norm(recomputed.rows))
      if (r.clientId === m.clientId && String(r.day) >= from && String(r.day) <= to)
        expected[String(r.status)] = (expected[String(r.status)] ?? 0) + r.n;
    expect(after.summary).toEqual(expected);
  });

  it("answers a name search's summary from the recipients' counts as from the orders", async () => {
    const db = t.handle.db;
    const names = await createMerchant(db, `names.${dialect}`);
    const namesToken = (await login(t.app, `names.${dialect}`)).token;
    const ago = (days: number, i: number) =>
      new Date(Date.now() - days * 86_400_000 - i * 100).toISOString();
    // More recipients named Hedi than SQLite lists (100): not collected (any age), delivered today and
    // long ago (out of the default view); three named Rym (listed on both engines).
    const kinds: Array<[string[], number]> = [
      [['MANUAL_ORDER'], 0],
      [['MANUAL_ORDER', 'BP_PRINTED'], 40],
      [['MANUAL_ORDER', 'COLLECTED', 'DELIVERED'], 0],
      [['MANUAL_ORDER', 'COLLECTED', 'DELIVERED'], 40],
    ];
    for (let i = 0; i < 130; i++) {
      const [statuses, days] = kinds[i % kinds.length]!;
      await insertOrder(db, {
        clientId: names.clientId,
        businessId: names.businessIds[0]!,
        statuses,
        createdAt: ago(days, i),
        collected: statuses.includes('COLLECTED'),
        fullname: i < 3 ? `Rym Jaziri ${i}` : `Hedi Ben Salah ${i}`,
      });
    }
    // A soft-deleted one and one moved to a later status count no more.
    const [gone, moved] = await db
      .selectFrom('orders')
      .select('id')
      .where('clientId', '=', names.clientId)
      .where('status', '=', 'MANUAL_ORDER')
      .orderBy('id')
      .limit(2)
      .execute();
    await db
      .updateTable('orders')
      .set({ deletedAt: new Date().toISOString() })
      .where('id', '=', gone!.id)
      .execute();
    await db.updateTable('orders').set({ status: 'READY' }).where('id', '=', moved!.id).execute();
    const search = (query: string) =>
      t.app
        .inject({
          method: 'GET',
          url: `/api/v1/order/getOrdersOfTheDay?${query}`,
          headers: bearer(namesToken),
        })
        .then((res) => res.json<OrdersOfTheDayPage>());
    // The company filter (every order is of that company) counts from the orders themselves.
    const company = `businessId=${names.businessIds[0]}`;
    for (const query of [
      'search=hedi&limit=10',
      'search=hedi&limit=10&status=BP_PRINTED',
      'search=rym&limit=2',
      'search=ben salah 1&limit=5',
      'search=nobody&limit=5',
    ]) {
      const fromCounts = await search(query);
      const fromOrders = await search(`${query}&${company}`);
      expect({ query, ...fromCounts }).toEqual({ query, ...fromOrders });
    }
    const hedi = await search('search=hedi&limit=10');
    // 127 Hedi less the 32 delivered long ago; one of today's new ones moved on to READY.
    expect(hedi.total).toBe(95);
    expect(hedi.summary).toEqual({ MANUAL_ORDER: 31, READY: 1, BP_PRINTED: 32, DELIVERED: 31 });
  });

  it('counts the reports up to 10,000 and says so beyond', async () => {
    const db = t.handle.db;
    const orderId = await insertOrder(db, {
      clientId: m.clientId,
      businessId: m.businessIds[0]!,
      statuses: ['MANUAL_ORDER'],
      createdAt: '2026-11-20T08:00:00.000Z',
    });
    const reports = (query = '') =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/order-report/get?limit=5${query}`,
        headers: bearer(admin),
      });
    const insertReports = (n: number, day: string) =>
      sql`with recursive k(i) as (select 1 union all select i + 1 from k where i < ${n})
        insert into order_reports (order_id, report, decision, decision_type, closed, created_at, updated_at)
        select ${orderId}, 'Colis abîmé', null, 'WOLVO_DECISION', 1, ${`${day}T09:00:00.000Z`},
          ${`${day}T09:00:00.000Z`} from k`.execute(db);
    await insertReports(3, '2026-10-05');
    const few = (await reports('&from=2026-10-01&to=2026-10-31')).json<Paged<OrderReport>>();
    expect(few).toMatchObject({ total: 3, totalPages: 1, totalIsLowerBound: false });
    await insertReports(10_001, '2026-11-21');
    const many = (await reports()).json<Paged<OrderReport>>();
    expect(many).toMatchObject({ total: 10_000, totalPages: 2000, totalIsLowerBound: true });
    expect(many.items).toHaveLength(5);
    // The spec's offset/limit still reach a deep page.
    const deep = (await reports('&offset=9000')).json<Paged<OrderReport>>();
    expect(deep.page).toBe(1801);
    expect(deep.items).toHaveLength(5);
  });

  it('drops the counts and their triggers on the way down and rebuilds them on the way up', async () => {
    const db = t.handle.db;
    const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
    // Issue #38's later migrations first (the day facts among them), the counts last.
    const down = await migrator.migrateTo('2026-12-03T09-00_webhook-pending-index');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toContain('2026-12-05T09-00_million-facts');
    expect(down.results?.at(-1)?.migrationName).toBe('2026-12-04T09-00_order-day-counts');
    // Without the table, writing an order works (no trigger left behind).
    await insertOrder(db, {
      clientId: m.clientId,
      businessId: m.businessIds[0]!,
      statuses: ['MANUAL_ORDER'],
      createdAt: '2026-11-25T08:00:00.000Z',
    });
    expect((await migrator.migrateUp()).error).toBeUndefined();
    const live = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deletedAt', 'is', null)
      .executeTakeFirstOrThrow();
    const counted = await db
      .selectFrom('orderDayCounts')
      .select((eb) => eb.fn.sum<number>('n').as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBe(Number(live.n));
  });
});
