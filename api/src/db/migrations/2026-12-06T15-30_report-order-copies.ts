import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';
import { PROBLEMS_COLUMNS } from './2026-12-05T09-00_million-facts';

// Issue #38, the two lists still over target at 1,000,000 orders, each read from one index alone. Kept by
// triggers in the transaction of the write, like `order_reports.client_id` (2026-12-05T09-00_million-facts):
// - `order_reports.order_deleted_at`: the report's order's `deleted_at` (triggers on the report's insert
//   or change of order, and on a change of the order's deletion), last in the two report indexes, so the
//   reports' bounded total (up to 10,000) reads the report index without joining each report to its order;
// - `orders.has_open_report`: 1 when one of the order's reports is open (triggers on the reports' insert,
//   delete and change of `closed` or order), so the faulty orders' page tests it in an index rather than
//   looking each order's reports up;
// - `orders.may_be_faulty` (generated from the status, sub-status and `has_open_report`) first in
//   `orders_may_be_faulty_idx`, so every faulty order's page walks the orders that may be faulty newest
//   first, from that index alone, rather than every order.
// `api/test/million-facts.test.ts` recomputes them from the orders and reports on both engines.

/** The order's open-report flag recomputed from its reports, for the orders `ids` (SQL) names. */
const recomputeOpenReport = (ids: string) => {
  const open = `case when exists (select 1 from order_reports as r
    where r.order_id = orders.id and r.closed = 0) then 1 else 0 end`;
  return `update orders set has_open_report = ${open}
    where id in (${ids}) and has_open_report <> ${open};`;
};

/**
 * Faulty, or faulty once it has waited at the hub long enough: a faulty status (returned, delayed, refunded),
 * a sub-status, an open report, or a hub status (stuck once its last movement is older than the cutoff,
 * which moves with the clock, so the query tests it). The statuses as they are in shared/contracts
 * (`RETURNED_STATUSES`, `DELAYED_STATUSES`, `HUB_STATUSES`) when this was written; million-facts.test.ts
 * fails if they drift apart.
 */
export const MAY_BE_FAULTY = `case when status in ('RETURNED_TRY_ISSUE', 'RECIPIENT_NOT_SERIOUS',
  'RETURN_TO_SENDER', 'IN_TRANSIT_TO_SENDER', 'DELIVERED_TO_SENDER', 'RETURN_BILLED_TO_SENDER',
  'IN_TRANSIT_THIRD_TRY', 'IN_TRANSIT_N_TRY', 'REFUNDED', 'COLLECTED', 'CONSOLE_IN_BOUND')
  or sub_status <> 'NONE' or has_open_report = 1 then 1 else 0 end`;

/** The report's copy of its order's deletion, for the report `id`. */
const copyOrderDeletion = (id: string, orderId: string) =>
  `update order_reports set order_deleted_at = (select deleted_at from orders where id = ${orderId})
    where id = ${id};`;

const REPORT_INDEXES: Array<[string, string[]]> = [
  ['order_reports_created_idx', ['created_at', 'id', 'order_id']],
  ['order_reports_client_created_idx', ['client_id', 'created_at', 'id', 'order_id']],
];

const SQLITE_TRIGGERS = [
  'order_reports_order_deleted_insert',
  'order_reports_order_deleted_update',
  'order_reports_order_deletion',
  'orders_open_report_insert',
  'orders_open_report_delete',
  'orders_open_report_update',
];

export function reportOrderCopies(dialect: DialectName): Migration {
  const postgres = dialect === 'postgres';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      // --- order_reports.order_deleted_at ---
      await db.schema.alterTable('order_reports').addColumn('order_deleted_at', 'text').execute();
      await sql`update order_reports set order_deleted_at = o.deleted_at
        from orders as o where o.id = order_reports.order_id and o.deleted_at is not null`.execute(
        db,
      );
      if (postgres) {
        await sql`create function order_reports_order_deleted() returns trigger language plpgsql as $$
          begin
            new.order_deleted_at := (select deleted_at from orders where id = new.order_id);
            return new;
          end $$`.execute(db);
        await sql`create trigger order_reports_order_deleted before insert or update of order_id
          on order_reports for each row execute function order_reports_order_deleted()`.execute(db);
        await sql`create function order_reports_order_deletion() returns trigger language plpgsql as $$
          begin
            update order_reports set order_deleted_at = new.deleted_at where order_id = new.id;
            return null;
          end $$`.execute(db);
        await sql`create trigger order_reports_order_deletion after update of deleted_at on orders
          for each row when (old.deleted_at is distinct from new.deleted_at)
          execute function order_reports_order_deletion()`.execute(db);
      } else {
        await sql
          .raw(
            `create trigger order_reports_order_deleted_insert after insert on order_reports begin
            ${copyOrderDeletion('new.id', 'new.order_id')} end`,
          )
          .execute(db);
        await sql
          .raw(
            `create trigger order_reports_order_deleted_update after update of order_id on order_reports begin
            ${copyOrderDeletion('new.id', 'new.order_id')} end`,
          )
          .execute(db);
        await sql`create trigger order_reports_order_deletion after update of deleted_at on orders
          when old.deleted_at is not new.deleted_at begin
          update order_reports set order_deleted_at = new.deleted_at where order_id = new.id;
        end`.execute(db);
      }
      for (const [name, columns] of REPORT_INDEXES) {
        await db.schema.dropIndex(name).execute();
        await db.schema
          .createIndex(name)
          .on('order_reports')
          .columns([...columns, 'order_deleted_at'])
          .execute();
      }

      // --- orders.has_open_report ---
      await db.schema
        .alterTable('orders')
        .addColumn('has_open_report', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`update orders set has_open_report = 1
        where id in (select order_id from order_reports where closed = 0)`.execute(db);
      if (postgres) {
        await sql
          .raw(
            `create function orders_open_report() returns trigger language plpgsql as $$
            begin
              if tg_op <> 'INSERT' then ${recomputeOpenReport('old.order_id')} end if;
              if tg_op <> 'DELETE' then ${recomputeOpenReport('new.order_id')} end if;
              return null;
            end $$`,
          )
          .execute(db);
        await sql`create trigger orders_open_report
          after insert or delete or update of closed, order_id on order_reports
          for each row execute function orders_open_report()`.execute(db);
      } else {
        for (const [suffix, event, ids] of [
          ['insert', 'insert', 'new.order_id'],
          ['delete', 'delete', 'old.order_id'],
          ['update', 'update of closed, order_id', 'old.order_id, new.order_id'],
        ])
          await sql
            .raw(
              `create trigger orders_open_report_${suffix} after ${event} on order_reports begin
              ${recomputeOpenReport(ids!)} end`,
            )
            .execute(db);
      }
      // --- orders.may_be_faulty ---
      await sql
        .raw(
          `alter table orders add column may_be_faulty integer
          generated always as (${MAY_BE_FAULTY}) ${postgres ? 'stored' : 'virtual'}`,
        )
        .execute(db);
      await db.schema
        .createIndex('orders_may_be_faulty_idx')
        .on('orders')
        .columns(['may_be_faulty', ...PROBLEMS_COLUMNS, 'last_movement_at', 'has_open_report'])
        .execute();
      for (const table of ['orders', 'order_reports'])
        await sql`analyze ${sql.table(table)}`.execute(db);
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      if (postgres) {
        await sql`drop trigger if exists orders_open_report on order_reports`.execute(db);
        await sql`drop function if exists orders_open_report()`.execute(db);
        await sql`drop trigger if exists order_reports_order_deleted on order_reports`.execute(db);
        await sql`drop function if exists order_reports_order_deleted()`.execute(db);
        await sql`drop trigger if exists order_reports_order_deletion on orders`.execute(db);
        await sql`drop function if exists order_reports_order_deletion()`.execute(db);
      } else
        for (const name of SQLITE_TRIGGERS)
          await sql.raw(`drop trigger if exists ${name}`).execute(db);
      await db.schema.dropIndex('orders_may_be_faulty_idx').ifExists().execute();
      await db.schema.alterTable('orders').dropColumn('may_be_faulty').execute();
      await db.schema.alterTable('orders').dropColumn('has_open_report').execute();
      for (const [name, columns] of REPORT_INDEXES) {
        await db.schema.dropIndex(name).execute();
        await db.schema.createIndex(name).on('order_reports').columns(columns).execute();
      }
      await db.schema.alterTable('order_reports').dropColumn('order_deleted_at').execute();
    },
  };
}
