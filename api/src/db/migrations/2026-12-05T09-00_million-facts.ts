import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

// Issue #38, the figures still over target at 1,000,000 orders. One mechanism keeps every derived fact:
// triggers, in the transaction of the write that changes their source, whatever code writes it (the
// per-day counts of `2026-12-04T09-00_order-day-counts` already work so). Here:
// - `orders.last_movement_at`: when the order's latest movement happened (triggers on `movements`), so the
//   faulty orders' "stuck at the hub" test reads an index rather than each order's movements;
// - `order_reports.client_id`: the report's order's client (triggers on `order_reports` and on a change of
//   an order's client), so one client's reports are an index range rather than every report joined to
//   its order;
// - day facts for the statistics and dashboards, grouped like their answers (triggers on `orders`):
//   `order_place_day_counts` (client, creation day, governorate, status → orders),
//   `order_source_day_counts` (client, creation day, source → orders),
//   `order_event_day_facts` (client, delivered or returned, day of that event, governorate, delegation →
//   parcels, cash on delivery, those with a collection date and their days from collection) and
//   `partner_day_counts` (creation day, partner, status, partner wording → parcels, cash on delivery).
//   A nullable text is kept in a key as '' for null and '=' followed by the text otherwise (a key column
//   cannot hold null on PostgreSQL, and '' would be ambiguous), read back by `decodeKey`.
// - `orders_recipient_live_idx`: a name search lists the tenant's recipients whose name matches, then
//   counts and pages their live orders from this index alone.
// `api/test/million-facts.test.ts` recomputes every fact from the orders on both engines.

/** A nullable text as a key: '' for null, '=' and the text otherwise. */
const key = (column: string) => `coalesce('=' || ${column}, '')`;

export interface FactSpec {
  name: string;
  table: string;
  /** Key columns: name → SQL over the row (columns prefixed by `p`). */
  keys: Array<[string, (p: string) => string]>;
  /** Summed columns: name → SQL over the row. */
  measures: Array<[string, (p: string) => string]>;
  /** Which rows count (SQL over the row). */
  where: (p: string) => string;
  /** The columns of `orders` the keys, measures and condition read (SQLite: the update trigger's list). */
  watched: string[];
}

const daysFromCollection = (dialect: DialectName) => (p: string) =>
  dialect === 'postgres'
    ? `coalesce(cast(substr(${p}delivered_at, 1, 10) as date) - cast(substr(${p}collected_at, 1, 10) as date), 0)`
    : `coalesce(cast(julianday(substr(${p}delivered_at, 1, 10)) - julianday(substr(${p}collected_at, 1, 10)) as integer), 0)`;

function specs(dialect: DialectName): FactSpec[] {
  return [
    {
      name: 'order_place_day_counts',
      table: 'order_place_day_counts',
      keys: [
        ['client_id', (p) => `${p}client_id`],
        ['day', (p) => `substr(${p}created_at, 1, 10)`],
        ['governorate', (p) => key(`${p}dest_governorate`)],
        ['status', (p) => `${p}status`],
      ],
      measures: [['n', () => '1']],
      where: (p) => `${p}deleted_at is null`,
      watched: ['client_id', 'created_at', 'dest_governorate', 'status', 'deleted_at'],
    },
    // Apart from the governorates: the two together would hold six times the rows.
    {
      name: 'order_source_day_counts',
      table: 'order_source_day_counts',
      keys: [
        ['client_id', (p) => `${p}client_id`],
        ['day', (p) => `substr(${p}created_at, 1, 10)`],
        ['source', (p) => `${p}source`],
      ],
      measures: [['n', () => '1']],
      where: (p) => `${p}deleted_at is null`,
      watched: ['client_id', 'created_at', 'source', 'deleted_at'],
    },
    ...(
      [
        ['order_delivered_day_facts', 'DELIVERED', 'delivered_at'],
        ['order_returned_day_facts', 'RETURNED', 'returned_at'],
      ] as const
    ).map(([name, event, column]): FactSpec => ({
      name,
      table: 'order_event_day_facts',
      keys: [
        ['client_id', (p) => `${p}client_id`],
        ['event', () => `'${event}'`],
        ['day', (p) => `substr(${p}${column}, 1, 10)`],
        ['governorate', (p) => key(`${p}dest_governorate`)],
        ['delegation', (p) => key(`${p}dest_delegation`)],
      ],
      // The days from collection are the deliveries' (a return counts its parcels and cash only).
      measures: [
        ['n', () => '1'],
        ['price', (p) => `coalesce(${p}price, 0)`],
        ...(event === 'DELIVERED'
          ? ([
              ['collected', (p) => `case when ${p}collected_at is null then 0 else 1 end`],
              ['days', daysFromCollection(dialect)],
            ] as FactSpec['measures'])
          : ([
              ['collected', () => '0'],
              ['days', () => '0'],
            ] as FactSpec['measures'])),
      ],
      where: (p) => `${p}deleted_at is null and ${p}${column} is not null`,
      watched: [
        'client_id',
        column,
        'dest_governorate',
        'dest_delegation',
        'price',
        ...(event === 'DELIVERED' ? ['collected_at'] : []),
        'deleted_at',
      ],
    })),
    {
      name: 'partner_day_counts',
      table: 'partner_day_counts',
      keys: [
        ['day', (p) => `substr(${p}created_at, 1, 10)`],
        ['delivery_company_id', (p) => `${p}delivery_company_id`],
        ['status', (p) => `${p}status`],
        ['partner_status', (p) => key(`${p}partner_status`)],
      ],
      measures: [
        ['n', () => '1'],
        ['price', (p) => `coalesce(${p}price, 0)`],
      ],
      where: (p) => `${p}deleted_at is null and ${p}delivery_company_id is not null`,
      watched: [
        'created_at',
        'delivery_company_id',
        'status',
        'partner_status',
        'price',
        'deleted_at',
      ],
    },
  ];
}

const TABLES: Array<[string, string[], string[]]> = [
  // table, key columns, measure columns
  ['order_place_day_counts', ['client_id', 'day', 'governorate', 'status'], ['n']],
  ['order_source_day_counts', ['client_id', 'day', 'source'], ['n']],
  [
    'order_event_day_facts',
    ['client_id', 'event', 'day', 'governorate', 'delegation'],
    ['n', 'price', 'collected', 'days'],
  ],
  [
    'partner_day_counts',
    ['day', 'delivery_company_id', 'status', 'partner_status'],
    ['n', 'price'],
  ],
];

const INTEGER_KEYS = new Set(['client_id', 'delivery_company_id']);

/** The grouped rows of a spec read from `source` (a table or transition table), signed. */
export function selectOf(spec: FactSpec, source: string, sign: '' | '-') {
  const keys = spec.keys.map(([name, expr]) => `${expr('')} as ${name}`).join(', ');
  const measures = spec.measures
    .map(([name, expr]) => `${sign}(${expr('')}) as ${name}`)
    .join(', ');
  return `select ${keys}, ${measures} from ${source} where ${spec.where('')}`;
}

export function upsertOf(spec: FactSpec, rows: string, having: boolean) {
  const keys = spec.keys.map(([name]) => name);
  const measures = spec.measures.map(([name]) => name);
  return `insert into ${spec.table} as c (${[...keys, ...measures].join(', ')})
    select ${keys.join(', ')}, ${measures.map((m) => `sum(${m})`).join(', ')} from (${rows}) as d
    group by ${keys.join(', ')}
    ${having ? `having ${measures.map((m) => `sum(${m}) <> 0`).join(' or ')}` : ''}
    on conflict (${keys.join(', ')})
    do update set ${measures.map((m) => `${m} = c.${m} + excluded.${m}`).join(', ')};`;
}

/** SQLite: one row's signed facts, upserted (a trigger body statement). */
function sqliteAdd(spec: FactSpec, row: 'new' | 'old', sign: '' | '-') {
  const keys = spec.keys.map(([name]) => name);
  const measures = spec.measures.map(([name]) => name);
  return `insert into ${spec.table} (${[...keys, ...measures].join(', ')})
    select ${spec.keys.map(([, expr]) => expr(`${row}.`)).join(', ')},
      ${spec.measures.map(([, expr]) => `${sign}(${expr(`${row}.`)})`).join(', ')}
    where ${spec.where(`${row}.`)}
    on conflict (${keys.join(', ')})
    do update set ${measures.map((m) => `${m} = ${m} + excluded.${m}`).join(', ')};`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createFactTriggers(db: Kysely<any>, dialect: DialectName, spec: FactSpec) {
  if (dialect === 'postgres') {
    const fn = (suffix: string, body: string) =>
      sql
        .raw(
          `create function ${spec.name}_${suffix}() returns trigger language plpgsql as $$
          begin ${body} return null; end $$`,
        )
        .execute(db);
    await fn('insert', upsertOf(spec, selectOf(spec, 'new_rows', ''), false));
    await fn('delete', upsertOf(spec, selectOf(spec, 'old_rows', '-'), false));
    // Rows whose facts did not change cancel out and write nothing.
    await fn(
      'update',
      upsertOf(
        spec,
        `${selectOf(spec, 'old_rows', '-')} union all ${selectOf(spec, 'new_rows', '')}`,
        true,
      ),
    );
    await sql
      .raw(
        `create trigger ${spec.name}_insert after insert on orders
        referencing new table as new_rows for each statement execute function ${spec.name}_insert()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${spec.name}_update after update on orders
        referencing old table as old_rows new table as new_rows for each statement
        execute function ${spec.name}_update()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${spec.name}_delete after delete on orders
        referencing old table as old_rows for each statement execute function ${spec.name}_delete()`,
      )
      .execute(db);
  } else {
    await sql
      .raw(
        `create trigger ${spec.name}_insert after insert on orders begin ${sqliteAdd(spec, 'new', '')} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${spec.name}_delete after delete on orders begin ${sqliteAdd(spec, 'old', '-')} end`,
      )
      .execute(db);
    // Only when a column it reads changed (a status write re-sets columns it does not read).
    const changed = spec.watched.map((c) => `old.${c} is not new.${c}`).join(' or ');
    await sql
      .raw(
        `create trigger ${spec.name}_update after update of ${spec.watched.join(', ')} on orders
        when ${changed}
        begin ${sqliteAdd(spec, 'old', '-')} ${sqliteAdd(spec, 'new', '')} end`,
      )
      .execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function dropFactTriggers(db: Kysely<any>, dialect: DialectName, name: string) {
  for (const suffix of ['insert', 'update', 'delete']) {
    if (dialect === 'postgres') {
      await sql.raw(`drop trigger if exists ${name}_${suffix} on orders`).execute(db);
      await sql.raw(`drop function if exists ${name}_${suffix}()`).execute(db);
    } else await sql.raw(`drop trigger if exists ${name}_${suffix}`).execute(db);
  }
}

/** The faulty orders' page index, as before with `last_movement_at` last. */
export const PROBLEMS_COLUMNS = [
  'created_at',
  'id',
  'status',
  'sub_status',
  'deleted_at',
  'business_id',
  'delivery_company_id',
];

export function millionFacts(dialect: DialectName): Migration {
  const postgres = dialect === 'postgres';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      // --- orders.last_movement_at ---
      await db.schema.alterTable('orders').addColumn('last_movement_at', 'text').execute();
      await sql`update orders set last_movement_at = m.at
        from (select order_id, max(created_at) as at from movements group by order_id) as m
        where m.order_id = orders.id`.execute(db);
      if (postgres) {
        await sql`create function orders_last_movement_insert() returns trigger language plpgsql as $$
          begin
            update orders as o set last_movement_at = m.at
            from (select order_id, max(created_at) as at from new_rows group by order_id) as m
            where o.id = m.order_id and (o.last_movement_at is null or o.last_movement_at < m.at);
            return null;
          end $$`.execute(db);
        await sql`create function orders_last_movement_change() returns trigger language plpgsql as $$
          begin
            update orders as o set last_movement_at =
              (select max(m.created_at) from movements as m where m.order_id = o.id)
            where o.id in (select order_id from old_rows);
            return null;
          end $$`.execute(db);
        await sql`create trigger orders_last_movement_insert after insert on movements
          referencing new table as new_rows for each statement
          execute function orders_last_movement_insert()`.execute(db);
        await sql`create trigger orders_last_movement_delete after delete on movements
          referencing old table as old_rows for each statement
          execute function orders_last_movement_change()`.execute(db);
        // An update may move a movement in time or to another order: both orders are recomputed.
        await sql`create function orders_last_movement_update() returns trigger language plpgsql as $$
          begin
            update orders as o set last_movement_at =
              (select max(m.created_at) from movements as m where m.order_id = o.id)
            where o.id in (select order_id from old_rows union select order_id from new_rows);
            return null;
          end $$`.execute(db);
        await sql`create trigger orders_last_movement_update after update on movements
          referencing old table as old_rows new table as new_rows for each statement
          execute function orders_last_movement_update()`.execute(db);
      } else {
        await sql`create trigger orders_last_movement_insert after insert on movements begin
          update orders set last_movement_at = new.created_at
          where id = new.order_id and (last_movement_at is null or last_movement_at < new.created_at);
        end`.execute(db);
        await sql`create trigger orders_last_movement_delete after delete on movements begin
          update orders set last_movement_at =
            (select max(created_at) from movements where order_id = old.order_id)
          where id = old.order_id;
        end`.execute(db);
        await sql`create trigger orders_last_movement_update after update of created_at, order_id on movements begin
          update orders set last_movement_at =
            (select max(created_at) from movements where order_id = orders.id)
          where id in (old.order_id, new.order_id);
        end`.execute(db);
      }
      await db.schema.dropIndex('orders_problems_created_idx').execute();
      await db.schema
        .createIndex('orders_problems_created_idx')
        .on('orders')
        .columns([...PROBLEMS_COLUMNS, 'last_movement_at'])
        .execute();
      // The parcels stuck at the hub: a range of (status, last movement) read alone.
      await sql`create index orders_hub_stuck_idx on orders
        (status, last_movement_at, created_at, price, sub_status, business_id, delivery_company_id, deleted_at)`.execute(
        db,
      );

      // --- order_reports.client_id ---
      await db.schema.alterTable('order_reports').addColumn('client_id', 'integer').execute();
      await sql`update order_reports set client_id = o.client_id
        from orders as o where o.id = order_reports.order_id`.execute(db);
      if (postgres) {
        await sql`create function order_reports_client() returns trigger language plpgsql as $$
          begin
            new.client_id := (select client_id from orders where id = new.order_id);
            return new;
          end $$`.execute(db);
        await sql`create trigger order_reports_client before insert or update of order_id on order_reports
          for each row execute function order_reports_client()`.execute(db);
        await sql`create function order_reports_order_client() returns trigger language plpgsql as $$
          begin
            update order_reports set client_id = new.client_id where order_id = new.id;
            return null;
          end $$`.execute(db);
        await sql`create trigger order_reports_order_client after update of client_id on orders
          for each row when (old.client_id is distinct from new.client_id)
          execute function order_reports_order_client()`.execute(db);
      } else {
        await sql`create trigger order_reports_client after insert on order_reports begin
          update order_reports set client_id = (select client_id from orders where id = new.order_id)
          where id = new.id;
        end`.execute(db);
        await sql`create trigger order_reports_client_update after update of order_id on order_reports begin
          update order_reports set client_id = (select client_id from orders where id = new.order_id)
          where id = new.id;
        end`.execute(db);
        await sql`create trigger order_reports_order_client after update of client_id on orders
          when old.client_id is not new.client_id begin
          update order_reports set client_id = new.client_id where order_id = new.id;
        end`.execute(db);
      }
      // The staff's range of days, read alone too (it lacked the order).
      await db.schema.dropIndex('order_reports_created_idx').execute();
      await sql`create index order_reports_created_idx on order_reports (created_at, id, order_id)`.execute(
        db,
      );
      await sql`create index order_reports_client_created_idx on order_reports (client_id, created_at, id, order_id)`.execute(
        db,
      );

      // --- day facts ---
      for (const [table, keys, measures] of TABLES) {
        let create = db.schema.createTable(table);
        for (const k of keys)
          create = create.addColumn(k, INTEGER_KEYS.has(k) ? 'integer' : 'text', (c) =>
            c.notNull(),
          );
        for (const m of measures)
          create = create.addColumn(m, postgres && m !== 'n' ? 'bigint' : 'integer', (c) =>
            c.notNull(),
          );
        await create.addPrimaryKeyConstraint(`${table}_pk`, keys as never[]).execute();
      }
      const all = specs(dialect);
      for (const spec of all) {
        await sql.raw(upsertOf(spec, selectOf(spec, 'orders', ''), false)).execute(db);
        await createFactTriggers(db, dialect, spec);
      }

      // --- the name search's orders ---
      await sql`create index orders_recipient_live_idx on orders
        (recipient_id, client_id, status, created_at, deleted_at)`.execute(db);

      for (const table of [
        'orders',
        'order_reports',
        'order_place_day_counts',
        'order_source_day_counts',
        'order_event_day_facts',
        'partner_day_counts',
      ])
        await sql`analyze ${sql.table(table)}`.execute(db);
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      for (const spec of specs(dialect)) await dropFactTriggers(db, dialect, spec.name);
      for (const [table] of TABLES) await db.schema.dropTable(table).ifExists().execute();
      await db.schema.dropIndex('orders_recipient_live_idx').ifExists().execute();
      if (postgres) {
        await sql`drop trigger if exists order_reports_client on order_reports`.execute(db);
        await sql`drop function if exists order_reports_client()`.execute(db);
        await sql`drop trigger if exists order_reports_order_client on orders`.execute(db);
        await sql`drop function if exists order_reports_order_client()`.execute(db);
        for (const name of ['insert', 'delete', 'update'])
          await sql
            .raw(`drop trigger if exists orders_last_movement_${name} on movements`)
            .execute(db);
        for (const name of ['insert', 'change', 'update'])
          await sql.raw(`drop function if exists orders_last_movement_${name}()`).execute(db);
      } else {
        for (const name of [
          'order_reports_client',
          'order_reports_client_update',
          'order_reports_order_client',
          'orders_last_movement_insert',
          'orders_last_movement_delete',
          'orders_last_movement_update',
        ])
          await sql.raw(`drop trigger if exists ${name}`).execute(db);
      }
      await db.schema.dropIndex('order_reports_client_created_idx').ifExists().execute();
      await db.schema.dropIndex('order_reports_created_idx').execute();
      await db.schema
        .createIndex('order_reports_created_idx')
        .on('order_reports')
        .columns(['created_at', 'id'])
        .execute();
      await db.schema.alterTable('order_reports').dropColumn('client_id').execute();
      await db.schema.dropIndex('orders_hub_stuck_idx').ifExists().execute();
      await db.schema.dropIndex('orders_problems_created_idx').execute();
      await db.schema
        .createIndex('orders_problems_created_idx')
        .on('orders')
        .columns(PROBLEMS_COLUMNS)
        .execute();
      await db.schema.alterTable('orders').dropColumn('last_movement_at').execute();
    },
  };
}
