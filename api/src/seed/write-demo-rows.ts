import { sql, type Insertable } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import type { Database } from '../db/schema';
import { bulkInsert, withBulkLoadSettings } from './bulk-insert';
import { chunks } from './seed-context';

/** Every row of the demo data, by table, as the steps made them. */
export type DemoRows = {
  [
    T in
      | 'users'
      | 'deliveryCompanies'
      | 'clients'
      | 'businesses'
      | 'clientDocuments'
      | 'teams'
      | 'teamMembers'
      | 'recipients'
      | 'orders'
      | 'movements'
      | 'pickupRequests'
      | 'pickupRequestOrders'
      | 'bills'
      | 'billOrders'
      | 'billFees'
      | 'billLines'
      | 'orderReports'
      | 'reclamations'
      | 'notifications'
      | 'fortuneWheels'
      | 'wheelItems'
      | 'wheelUrls'
      | 'wheelParticipants'
      | 'supportVideos'
  ]: Insertable<Database[T]>[];
} & { permissions: Insertable<Database['userPermissions']>[] };

/** The tables whose rows grow with the orders, inserted by `bulkInsert` rather than one query per chunk. */
const BULK_TABLES: ReadonlySet<string> = new Set([
  'recipients',
  'orders',
  'movements',
  'billOrders',
  'billLines',
  'pickupRequestOrders',
]);

/**
 * Writes the demo rows in one transaction, parents before children, under the bulk-load settings; then
 * moves PostgreSQL's serials past the explicit ids and refreshes the planner's statistics.
 * `bulk: false` inserts the large tables by one query builder statement per chunk too.
 */
export async function writeDemoRows(
  handle: DatabaseHandle,
  rows: DemoRows,
  bulk: boolean,
): Promise<void> {
  const db = handle.db;
  await withBulkLoadSettings(handle, () =>
    db.transaction().execute(async (tx) => {
      const insert = async <T extends keyof Database & string>(
        table: T,
        rows: Insertable<Database[T]>[],
        size = 400,
      ) => {
        // The tables that grow with the orders: prepared multi-row statements (bulkInsert).
        if (bulk && BULK_TABLES.has(table)) return bulkInsert(handle, tx, table, rows);
        for (const part of chunks(rows, size)) {
          // Kysely cannot relate a generic table name to its row type; the signature above keeps callers typed.
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          const values = part as any;
          await tx.insertInto(table).values(values).execute();
        }
      };
      await insert(
        'users',
        rows.users.map((u) => ({ ...u, clientId: null })),
      );
      await insert('deliveryCompanies', rows.deliveryCompanies);
      await insert('clients', rows.clients);
      for (const u of rows.users.filter((x) => x.clientId)) {
        await tx
          .updateTable('users')
          .set({ clientId: u.clientId })
          .where('id', '=', u.id as number)
          .execute();
      }
      await insert('businesses', rows.businesses);
      await insert('clientDocuments', rows.clientDocuments);
      await insert('teams', rows.teams);
      await insert('teamMembers', rows.teamMembers);
      await insert('userPermissions', rows.permissions);
      await insert('recipients', rows.recipients);
      await insert('orders', rows.orders, 300);
      await insert('movements', rows.movements, 800);
      await insert('pickupRequests', rows.pickupRequests);
      await insert('pickupRequestOrders', rows.pickupRequestOrders, 1000);
      await insert('bills', rows.bills);
      await insert('billOrders', rows.billOrders, 1000);
      await insert('billFees', rows.billFees);
      await insert('billLines', rows.billLines, 500);
      await insert('orderReports', rows.orderReports);
      await insert('reclamations', rows.reclamations);
      await insert('notifications', rows.notifications);
      await insert('fortuneWheels', rows.fortuneWheels);
      await insert('wheelItems', rows.wheelItems);
      await insert('wheelUrls', rows.wheelUrls);
      await insert('wheelParticipants', rows.wheelParticipants);
      await insert('supportVideos', rows.supportVideos);
      await tx.insertInto('settings').values({ key: 'uiBuildVersion', value: '1' }).execute();
      if (handle.dialect === 'postgres') {
        // Rows were inserted with explicit ids: move each serial past them.
        const serialTables = [
          'users',
          'delivery_companies',
          'clients',
          'businesses',
          'client_documents',
          'teams',
          'team_members',
          'user_permissions',
          'recipients',
          'orders',
          'movements',
          'bills',
          'bill_fees',
          'order_reports',
          'reclamations',
          'notifications',
          'fortune_wheels',
          'wheel_items',
          'wheel_participants',
          'support_videos',
          'pickup_requests',
        ];
        for (const table of serialTables) {
          await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
            tx,
          );
        }
      }
    }),
  );
  // Fresh statistics, so the planner picks the indexes from the first query on. On PostgreSQL a VACUUM too:
  // freshly inserted rows have no visibility map yet, so until autovacuum comes by every "index-only" scan
  // (the list's counts per status) reads the table as well. VACUUM cannot run inside a transaction; here it
  // runs alone on a pooled connection.
  await (handle.dialect === 'postgres' ? sql`vacuum (analyze)` : sql`analyze`).execute(db);
}
