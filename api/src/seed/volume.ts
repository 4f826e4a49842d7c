import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import { withBulkLoadSettings } from './bulk-insert';

/**
 * Brings a seeded database to `target` orders by copying its orders and their movements, with new ids
 * and codes, in `INSERT … SELECT` statements inside one transaction: the benches reach 1,000,000 orders
 * in about a minute, where generating each order (the demo seed keeps every row in memory to link
 * bills, reports and pickups to them) would take minutes and gigabytes. Copies keep the seed's shape:
 * clients, statuses, dates and histories, so every day has `target / seeded` times its orders. Only
 * orders and movements are copied (bills, reports, pickups keep pointing at the originals). Columns are
 * read from the database, so a column added later is copied too.
 */
export async function multiplyOrders(
  handle: DatabaseHandle,
  target: number,
): Promise<{ orders: number; ms: number; copiedMs?: number }> {
  const started = Date.now();
  const db = handle.db;
  const postgres = handle.dialect === 'postgres';
  const maxId = async () =>
    Number(
      (await sql<{ n: number | null }>`select max(id) as n from orders`.execute(db)).rows[0]?.n ??
        0,
    );
  const count = async () =>
    Number((await sql<{ n: number }>`select count(*) as n from orders`.execute(db)).rows[0]!.n);
  const seeded = await count();
  const base = await maxId();
  if (seeded === 0 || target <= seeded) return { orders: seeded, ms: Date.now() - started };

  // Generated columns cannot be written: left out (SQLite's table_info does not list them).
  const columnsOf = async (table: string): Promise<string[]> =>
    postgres
      ? (
          await sql<{ name: string }>`select column_name as name from information_schema.columns
            where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
            order by ordinal_position`.execute(db)
        ).rows.map((r) => r.name)
      : (
          await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)
        ).rows.map((r) => r.name);
  const orderColumns = await columnsOf('orders');
  const movementColumns = (await columnsOf('movements')).filter((c) => c !== 'id');
  const quote = (c: string) => `"${c}"`;

  // SQLite: a page cache that holds the indexes being written, sorts in memory, no sync until the commit
  // (withBulkLoadSettings); set back afterwards.
  await withBulkLoadSettings(handle, () =>
    db.transaction().execute(async (tx) => {
      // Indexes are built again after the copy: sorting once is several times faster than updating each
      // index row by row (the unique index on the code stays, as it is the check of the code rule).
      const indexes = postgres
        ? (
            await sql<{
              name: string;
              definition: string;
            }>`select indexname as name, indexdef as definition
            from pg_indexes where schemaname = current_schema() and tablename in ('orders', 'movements')
            and indexname not in (select conname from pg_constraint)`.execute(tx)
          ).rows
        : (
            await sql<{
              name: string;
              definition: string;
            }>`select name, sql as definition from sqlite_master
            where type = 'index' and tbl_name in ('orders', 'movements') and sql is not null`.execute(
              tx,
            )
          ).rows;
      for (const index of indexes) await sql.raw(`drop index ${quote(index.name)}`).execute(tx);
      for (let copy = 1, left = target - seeded; left > 0; copy++) {
        const offset = copy * base;
        // The last copy takes only the first ids it needs.
        const upTo = Math.min(base, left);
        const orderValues = orderColumns.map((c) => {
          if (c === 'id') return `id + ${offset}`;
          // The seed's code rule (7919 is prime to 900,000,000: distinct ids give distinct codes), in 64 bits:
          // past id 271,183 the product overflows PostgreSQL's integer (SQLite's are 64-bit already).
          if (c === 'code')
            return `'WLV' || (100000000 + (cast(id + ${offset} as bigint) * 7919) % 900000000)`;
          // Reports are not copied: a copy has none open.
          if (c === 'has_open_report') return '0';
          if (c === 'exchange_order_id' || c === 'returning_order_id')
            return `case when ${c} is null then null else ${c} + ${offset} end`;
          return quote(c);
        });
        const inserted = await sql
          .raw(
            `insert into orders (${orderColumns.map(quote).join(', ')}) select ${orderValues.join(', ')} from orders where id <= ${upTo}`,
          )
          .execute(tx);
        await sql
          .raw(
            `insert into movements (${movementColumns.map(quote).join(', ')}) select ${movementColumns
              .map((c) => (c === 'order_id' ? `order_id + ${offset}` : quote(c)))
              .join(', ')} from movements where order_id <= ${upTo} order by id`,
          )
          .execute(tx);
        left -= Number(inserted.numAffectedRows ?? 0n);
        if (!inserted.numAffectedRows) break;
      }
      for (const index of indexes) await sql.raw(index.definition).execute(tx);
    }),
  );
  const copiedMs = Date.now() - started;
  if (postgres) {
    // Rows came with explicit ids: move the serial past them, and give the planner fresh statistics.
    await sql`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`.execute(
      db,
    );
    // VACUUM as well, as the demo seed does: until the copied rows are in the visibility map every
    // index-only scan reads the table too, and autovacuum would come by in the middle of the timings.
    await sql`vacuum (analyze) orders, movements`.execute(db);
  } else {
    await sql`analyze`.execute(db);
  }
  return { orders: await count(), ms: Date.now() - started, copiedMs };
}
