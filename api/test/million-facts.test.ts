import { Migrator, sql } from 'kysely';
import { DELAYED_STATUSES, HUB_STATUSES, RETURNED_STATUSES } from '@wolvo/shared/contracts';
import { migrationProvider } from '../src/db/migrations';
import type { Db } from '../src/db/database';
import { addMovement } from '../src/modules/orders/order-writes.service';
import { createTestApp, dialectsFor, type TestApp } from './helpers';

// Issue #38: the facts kept by triggers (migrations 2026-12-05T09-00_million-facts,
// 2026-12-06T09-00_recipient-order-counts and 2026-12-06T15-30_report-order-copies), recomputed from the
// orders, movements and reports after every kind of write on the demo data: a movement (status, delivery,
// return, partner wording), a recipient's place (to a missing one too), a client, a partner and a
// recipient changed, a price, a soft and a hard delete, a movement rewritten and one deleted, a report
// written without its client, reports of a deleted order, a report closed, moved and deleted. Each table
// must hold exactly the recount (rows whose figures fell to zero aside).
describe.each(dialectsFor('sql'))('facts kept by triggers (%s)', (dialect) => {
  let t: TestApp;
  let db: Db;
  const postgres = dialect === 'postgres';

  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 400 });
    db = t.handle.db;
  });
  afterAll(() => t.close());

  const key = (column: string) => `coalesce('=' || ${column}, '')`;
  const days = postgres
    ? `coalesce(cast(substr(delivered_at, 1, 10) as date) - cast(substr(collected_at, 1, 10) as date), 0)`
    : `coalesce(cast(julianday(substr(delivered_at, 1, 10)) - julianday(substr(collected_at, 1, 10)) as integer), 0)`;
  const RECOUNTS: Record<string, { keys: string[]; recount: string }> = {
    order_place_day_counts: {
      keys: ['client_id', 'day', 'governorate', 'status'],
      recount: `select client_id, substr(created_at, 1, 10) as day, ${key('dest_governorate')} as governorate,
        status, count(*) as n
        from orders where deleted_at is null group by 1, 2, 3, 4`,
    },
    order_source_day_counts: {
      keys: ['client_id', 'day', 'source'],
      recount: `select client_id, substr(created_at, 1, 10) as day, source, count(*) as n
        from orders where deleted_at is null group by 1, 2, 3`,
    },
    order_event_day_facts: {
      keys: ['client_id', 'event', 'day', 'governorate', 'delegation'],
      recount: `select client_id, 'DELIVERED' as event, substr(delivered_at, 1, 10) as day,
          ${key('dest_governorate')} as governorate, ${key('dest_delegation')} as delegation, count(*) as n,
          sum(price) as price, count(collected_at) as collected, sum(${days}) as days
        from orders where deleted_at is null and delivered_at is not null group by 1, 2, 3, 4, 5
        union all
        select client_id, 'RETURNED', substr(returned_at, 1, 10), ${key('dest_governorate')},
          ${key('dest_delegation')}, count(*), sum(price), 0, 0
        from orders where deleted_at is null and returned_at is not null group by 1, 2, 3, 4, 5`,
    },
    partner_day_counts: {
      keys: ['day', 'delivery_company_id', 'status', 'partner_status'],
      recount: `select substr(created_at, 1, 10) as day, delivery_company_id, status,
          ${key('partner_status')} as partner_status, count(*) as n, sum(price) as price
        from orders where deleted_at is null and delivery_company_id is not null group by 1, 2, 3, 4`,
    },
    order_recipient_counts: {
      keys: ['recipient_id', 'client_id', 'status'],
      recount: `select recipient_id, client_id, status, count(*) as n
        from orders where deleted_at is null group by 1, 2, 3`,
    },
    order_day_counts: {
      keys: ['client_id', 'day', 'status', 'sub_status'],
      recount: `select client_id, substr(created_at, 1, 10) as day, status, sub_status, count(*) as n,
          sum(price) as price
        from orders where deleted_at is null group by 1, 2, 3, 4`,
    },
  };

  /** Rows as sorted JSON lines, numbers as numbers, rows whose figures are all zero left out. */
  const normal = (rows: Array<Record<string, unknown>>, snakeKeys: string[]) => {
    // Column names come back in camel case (the app's plugin).
    const keys = snakeKeys.map((k) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()));
    return rows
      .map((r) =>
        Object.fromEntries(
          Object.entries(r).map(([k, v]) => [
            k,
            keys.includes(k) && typeof v === 'string' ? v : Number(v),
          ]),
        ),
      )
      .filter((r) => Object.keys(r).some((k) => !keys.includes(k) && r[k] !== 0))
      .map((r) =>
        JSON.stringify(
          Object.keys(r)
            .sort()
            .map((k) => [k, r[k]]),
        ),
      )
      .sort();
  };

  async function expectFactsMatchRecount() {
    for (const [table, { keys, recount }] of Object.entries(RECOUNTS)) {
      const kept = await sql.raw<Record<string, unknown>>(`select * from ${table}`).execute(db);
      const expected = await sql.raw<Record<string, unknown>>(recount).execute(db);
      expect({ table, rows: normal(kept.rows, keys) }).toEqual({
        table,
        rows: normal(expected.rows, keys),
      });
    }
    const movementsOff = await sql<{ n: number }>`select count(*) as n from orders o
      where o.last_movement_at is distinct from (select max(m.created_at) from movements m where m.order_id = o.id)`
      .execute(db)
      .catch(() =>
        // SQLite before 3.39 has no IS DISTINCT FROM: IS NOT says the same.
        sql<{ n: number }>`select count(*) as n from orders o
          where o.last_movement_at is not (select max(m.created_at) from movements m where m.order_id = o.id)`.execute(
          db,
        ),
      );
    expect(Number(movementsOff.rows[0]!.n)).toBe(0);
    // The reports' copies of their order's client and deletion, the orders' open-report flag.
    const reportsOff = await sql<{ client: number; deletion: number }>`select
        sum(case when r.client_id is null or r.client_id <> o.client_id then 1 else 0 end) as client,
        sum(case when coalesce(r.order_deleted_at, '') <> coalesce(o.deleted_at, '') then 1 else 0 end)
          as deletion
      from order_reports r join orders o on o.id = r.order_id`.execute(db);
    expect(reportsOff.rows.map((r) => [Number(r.client), Number(r.deletion)])).toEqual([[0, 0]]);
    const openOff = await sql<{ n: number }>`select count(*) as n from orders o
      where o.has_open_report <> case when exists (select 1 from order_reports r
        where r.order_id = o.id and r.closed = 0) then 1 else 0 end`.execute(db);
    expect(Number(openOff.rows[0]!.n)).toBe(0);
    // The generated flag against the definition of a faulty order as shared/contracts states it today.
    const statuses = [...RETURNED_STATUSES, ...DELAYED_STATUSES, 'REFUNDED', ...HUB_STATUSES];
    const flagOff = await sql<{ n: number }>`select count(*) as n from orders
      where may_be_faulty <> case when status in (${sql.join(statuses)}) or sub_status <> 'NONE'
        or has_open_report = 1 then 1 else 0 end`.execute(db);
    expect(Number(flagOff.rows[0]!.n)).toBe(0);
  }

  it('are backfilled by the migration on the demo data', async () => {
    const orders = await sql<{
      n: number;
    }>`select count(*) as n from order_place_day_counts`.execute(db);
    expect(Number(orders.rows[0]!.n)).toBeGreaterThan(0);
    await expectFactsMatchRecount();
  });

  it('follow every kind of write, in its transaction', async () => {
    const ids = (
      await db
        .selectFrom('orders')
        .select(['id', 'clientId', 'collectedAt'])
        .orderBy('id')
        .execute()
    ).slice(0, 40);
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
    const partners = await db.selectFrom('deliveryCompanies').select('id').execute();
    const clients = await db.selectFrom('clients').select('id').execute();
    await db.transaction().execute(async (tx) => {
      for (const [i, o] of ids.slice(0, 12).entries()) {
        const status = ['COLLECTED', 'DELIVERED', 'RETURN_TO_SENDER', 'IN_PROGRESS'][i % 4]!;
        await addMovement(
          tx,
          { id: o.id, collectedAt: o.collectedAt },
          { status, by: null, partnerStatus: i % 3 === 0 ? `Livré ${i}` : null },
          at(i),
          false,
        );
      }
    });
    const [a, b, c, d, e, f, g, h] = ids.slice(12).map((o) => o.id);
    // A recipient's place missing, a partner's wording null, then empty, a partner changed and removed.
    await db
      .updateTable('orders')
      .set({ destGovernorate: null as never })
      .where('id', '=', a!)
      .execute();
    await db
      .updateTable('orders')
      .set({ partnerStatus: null, deliveryCompanyId: partners[0]!.id })
      .where('id', '=', b!)
      .execute();
    await db
      .updateTable('orders')
      .set({ partnerStatus: '', deliveryCompanyId: partners.at(-1)!.id })
      .where('id', '=', c!)
      .execute();
    await db.updateTable('orders').set({ deliveryCompanyId: null }).where('id', '=', d!).execute();
    // Another recipient (as an edit may point the order at).
    const other = await db
      .selectFrom('orders')
      .select('recipientId')
      .where('id', '=', a!)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('orders')
      .set({ recipientId: other.recipientId })
      .where('id', '=', d!)
      .execute();
    // A price, a client, a soft delete, a hard delete.
    await db
      .updateTable('orders')
      .set({ price: 123_456, source: 'API' })
      .where('id', '=', e!)
      .execute();
    await db
      .updateTable('orders')
      .set({ clientId: clients.at(-1)!.id })
      .where('id', '=', f!)
      .execute();
    await db
      .updateTable('orders')
      .set({ deletedAt: at(0) })
      .where('id', '=', g!)
      .execute();
    // A report written straight to the table, without its client: the trigger fills it.
    await sql`insert into order_reports (order_id, report, decision, decision_type, closed, created_at, updated_at)
      values (${h!}, 'Colis abîmé', null, 'WOLVO_DECISION', 0, ${at(0)}, ${at(0)})`.execute(db);
    await db.updateTable('orders').set({ clientId: clients[0]!.id }).where('id', '=', h!).execute();
    // Reports of a deleted order: written after its deletion, then the order restored and deleted again;
    // an open report closed, another moved to an order, one deleted.
    await sql`insert into order_reports (order_id, report, decision, decision_type, closed, created_at, updated_at)
      values (${g!}, 'Colis perdu', null, 'WOLVO_DECISION', 0, ${at(0)}, ${at(0)})`.execute(db);
    await db.updateTable('orders').set({ deletedAt: null }).where('id', '=', g!).execute();
    await db
      .updateTable('orders')
      .set({ deletedAt: at(1) })
      .where('id', '=', g!)
      .execute();
    const open = await db
      .selectFrom('orderReports')
      .select(['id', 'orderId'])
      .where('closed', '=', 0)
      .orderBy('id')
      .execute();
    expect(open.length).toBeGreaterThan(3);
    await db.updateTable('orderReports').set({ closed: 1 }).where('id', '=', open[0]!.id).execute();
    await db
      .updateTable('orderReports')
      .set({ orderId: g! })
      .where('id', '=', open[1]!.id)
      .execute();
    await db.deleteFrom('orderReports').where('id', '=', open[2]!.id).execute();
    // A movement moved back in time, another deleted.
    const [first, second] = await db
      .selectFrom('movements')
      .select(['id', 'orderId'])
      .where('orderId', 'in', [ids[0]!.id, ids[1]!.id])
      .orderBy('id', 'desc')
      .execute();
    await db
      .updateTable('movements')
      .set({ createdAt: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', first!.id)
      .execute();
    await db.deleteFrom('movements').where('id', '=', second!.id).execute();
    // A bulk update (one statement, many rows: PostgreSQL's statement triggers group them).
    await db
      .updateTable('orders')
      .set({ status: 'DELIVERED', deliveredAt: at(1) })
      .where(
        'id',
        'in',
        ids.slice(20, 30).map((o) => o.id),
      )
      .execute();
    await expectFactsMatchRecount();
  });

  it('hard-deletes an order and its facts with it', async () => {
    const order = await db
      .selectFrom('orders')
      .select('id')
      .where('deliveredAt', 'is not', null)
      .where('id', 'not in', (eb) => eb.selectFrom('billLines').select('orderId'))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await db.transaction().execute(async (tx) => {
      for (const table of ['movements', 'orderReports'] as const)
        await tx.deleteFrom(table).where('orderId', '=', order.id).execute();
      await sql`delete from orders where id = ${order.id}`.execute(tx);
    });
    await expectFactsMatchRecount();
  });

  it('drops its tables and triggers on the way down and rebuilds them on the way up', async () => {
    const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
    const down = await migrator.migrateTo('2026-12-04T09-00_order-day-counts');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toEqual(
      expect.arrayContaining([
        '2026-12-05T09-00_million-facts',
        '2026-12-06T09-00_recipient-order-counts',
        '2026-12-06T15-30_report-order-copies',
      ]),
    );
    await db
      .updateTable('orders')
      .set({ price: 777, status: 'READY' })
      .where('id', '=', 1)
      .execute();
    await db.updateTable('orderReports').set({ closed: 0 }).where('id', '=', 1).execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await expectFactsMatchRecount();
  });
});
