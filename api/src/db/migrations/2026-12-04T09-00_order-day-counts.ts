import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

// Issue #38: at 1,000,000 orders a merchant's last 30 days hold some 200,000 of them, and counting them
// per status for the orders of the day's summary chips (and the faulty orders' widgets) read every one
// (45 ms on SQLite). `order_day_counts` holds, per client, creation day (UTC), status and sub-status, the
// live orders and the sum of their prices; the summaries of a plain date range or of the default view
// read a few hundred of its rows instead. Triggers on `orders` keep it, in the transaction of the write
// that changes an order (insert, status, sub-status, price, client, creation time, soft or hard delete),
// whatever code writes it: a row per change on SQLite; on PostgreSQL one statement per write statement,
// through its transition tables, so a bulk load or a bulk update adds its counts grouped.
// `api/test/order-day-counts.test.ts` recomputes them from the orders.
const TABLE = 'order_day_counts';

export function orderDayCounts(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable(TABLE)
        .addColumn('client_id', 'integer', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('sub_status', 'text', (c) => c.notNull())
        .addColumn('n', 'integer', (c) => c.notNull())
        .addColumn('price', dialect === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('order_day_counts_pk', [
          'client_id',
          'day',
          'status',
          'sub_status',
        ])
        .execute();
      // Staff read every client's: by day first.
      await db.schema
        .createIndex('order_day_counts_day_idx')
        .on(TABLE)
        .columns(['day', 'status', 'sub_status', 'n', 'price'])
        .execute();
      await sql`insert into order_day_counts (client_id, day, status, sub_status, n, price)
        select client_id, substr(created_at, 1, 10), status, sub_status, count(*), coalesce(sum(price), 0)
        from orders where deleted_at is null
        group by client_id, substr(created_at, 1, 10), status, sub_status`.execute(db);
      if (dialect === 'postgres') {
        const add = (rows: string, sign: string) => `
              insert into order_day_counts as c (client_id, day, status, sub_status, n, price)
              select client_id, substr(created_at, 1, 10), status, sub_status,
                ${sign}count(*), ${sign}coalesce(sum(price), 0)
              from ${rows} where deleted_at is null
              group by client_id, substr(created_at, 1, 10), status, sub_status
              on conflict (client_id, day, status, sub_status)
              do update set n = c.n + excluded.n, price = c.price + excluded.price;`;
        await sql
          .raw(
            `create function order_day_counts_insert() returns trigger language plpgsql as $$
            begin ${add('new_rows', '')} return null; end $$`,
          )
          .execute(db);
        await sql
          .raw(
            `create function order_day_counts_delete() returns trigger language plpgsql as $$
            begin ${add('old_rows', '-')} return null; end $$`,
          )
          .execute(db);
        // An update moves an order from its old group to its new one; rows whose counted columns did not
        // change (a print, an edit of the recipient) cancel out and write nothing.
        await sql
          .raw(
            `create function order_day_counts_update() returns trigger language plpgsql as $$
            begin
              insert into order_day_counts as c (client_id, day, status, sub_status, n, price)
              select client_id, day, status, sub_status, sum(n), sum(price) from (
                select client_id, substr(created_at, 1, 10) as day, status, sub_status,
                  -1 as n, -coalesce(price, 0)::bigint as price
                from old_rows where deleted_at is null
                union all
                select client_id, substr(created_at, 1, 10), status, sub_status, 1, coalesce(price, 0)::bigint
                from new_rows where deleted_at is null
              ) as d
              group by client_id, day, status, sub_status
              having sum(n) <> 0 or sum(price) <> 0
              on conflict (client_id, day, status, sub_status)
              do update set n = c.n + excluded.n, price = c.price + excluded.price;
              return null;
            end $$`,
          )
          .execute(db);
        await sql`create trigger order_day_counts_insert after insert on orders
          referencing new table as new_rows for each statement
          execute function order_day_counts_insert()`.execute(db);
        await sql`create trigger order_day_counts_update after update on orders
          referencing old table as old_rows new table as new_rows for each statement
          execute function order_day_counts_update()`.execute(db);
        await sql`create trigger order_day_counts_delete after delete on orders
          referencing old table as old_rows for each statement
          execute function order_day_counts_delete()`.execute(db);
      } else {
        const add = (row: 'new' | 'old', sign: '' | '-') =>
          sql.raw(`insert into order_day_counts (client_id, day, status, sub_status, n, price)
            select ${row}.client_id, substr(${row}.created_at, 1, 10), ${row}.status, ${row}.sub_status,
              ${sign}1, ${sign}coalesce(${row}.price, 0)
            where ${row}.deleted_at is null
            on conflict (client_id, day, status, sub_status)
            do update set n = n + excluded.n, price = price + excluded.price;`);
        await sql`create trigger order_day_counts_insert after insert on orders
          begin ${add('new', '')} end`.execute(db);
        await sql`create trigger order_day_counts_delete after delete on orders
          begin ${add('old', '-')} end`.execute(db);
        await sql`create trigger order_day_counts_update
          after update of client_id, created_at, status, sub_status, price, deleted_at on orders
          begin ${add('old', '-')} ${add('new', '')} end`.execute(db);
      }
      // The list's search by a piece of a merchant's recipient's name lists those recipients first (then
      // their orders through the recipient index): on SQLite from this index alone, a tenth of the table's
      // pages (PostgreSQL has its trigram index).
      if (dialect !== 'postgres')
        await sql`create index recipients_client_name_idx on recipients (client_id, lower(fullname))`.execute(
          db,
        );
      await sql`analyze order_day_counts`.execute(db);
      await sql`analyze recipients`.execute(db);
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      for (const name of ['insert', 'update', 'delete']) {
        if (dialect === 'postgres') {
          await sql.raw(`drop trigger if exists order_day_counts_${name} on orders`).execute(db);
          await sql.raw(`drop function if exists order_day_counts_${name}()`).execute(db);
        } else await sql.raw(`drop trigger if exists order_day_counts_${name}`).execute(db);
      }
      await db.schema.dropIndex('recipients_client_name_idx').ifExists().execute();
      await db.schema.dropTable(TABLE).execute();
    },
  };
}
