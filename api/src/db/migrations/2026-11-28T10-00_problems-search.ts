import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

// Issue #9's speed targets at 100,000 orders:
// - the faulty orders' page: orders by creation time (then id, the page's order) holding every column the
//   screen's filters and problem types test, so the page's ids are found in the index alone before the few
//   rows are read (the RETURNED page, whose newest orders are rarely returned yet, read thousands of rows);
// - the summary's sub-status part: by sub-status then creation time, so the period is a range of the index
//   (`orders_sub_status_price_idx` starts with the status, which that part excludes, not selects);
// - the reclamation inbox's text search: `search_text`, the lower-case description, answer and order code
//   (a line break between them, which a search box cannot hold, so a term never spans two of them), kept by
//   triggers on every insert and on every change of those columns, so one column of one table is searched
//   instead of joining every reclamation to its order. On PostgreSQL a trigram index answers the `like`
//   (pg_trgm may be missing or not allowed: then the search stays a scan of that one column);
// - the inbox's order (status, then newest), for all reclamations and per client, so a page is read from
//   an index rather than every reclamation sorted.
export function problemsSearch(dialect: DialectName): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createIndex('orders_problems_created_idx')
        .on('orders')
        .columns([
          'created_at',
          'id',
          'status',
          'sub_status',
          'deleted_at',
          'business_id',
          'delivery_company_id',
        ])
        .execute();
      await db.schema
        .createIndex('orders_sub_status_created_idx')
        .on('orders')
        .columns([
          'sub_status',
          'created_at',
          'status',
          'price',
          'business_id',
          'delivery_company_id',
          'deleted_at',
        ])
        .execute();
      // `orders_status_price_idx` with the sub-status last: the stuck-at-hub part of the summary reads it
      // alone (it read each order at the hub from the table); every query the old one served, this serves.
      await db.schema
        .createIndex('orders_status_price_sub_idx')
        .on('orders')
        .columns([
          'status',
          'created_at',
          'price',
          'business_id',
          'delivery_company_id',
          'deleted_at',
          'sub_status',
        ])
        .execute();
      await db.schema.dropIndex('orders_status_price_idx').ifExists().execute();
      // The inbox's order (open ones first, then newest), for every reclamation and for one client's.
      await db.schema
        .createIndex('reclamations_status_created_idx')
        .on('reclamations')
        .columns(['status', 'created_at desc', 'id desc'])
        .execute();
      await db.schema
        .createIndex('reclamations_client_status_idx')
        .on('reclamations')
        .columns(['client_id', 'status', 'created_at desc', 'id desc'])
        .execute();
      await db.schema
        .alterTable('reclamations')
        .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      if (dialect === 'postgres') {
        await sql`
          create function reclamations_search_text() returns trigger language plpgsql as $$
          begin
            new.search_text := lower(new.description) || chr(10) || lower(coalesce(new.response, ''))
              || chr(10) || coalesce((select lower(o.code) from orders o where o.id = new.order_id), '');
            return new;
          end
          $$`.execute(db);
        await sql`
          create trigger reclamations_search_text
            before insert or update of description, response, order_id on reclamations
            for each row execute function reclamations_search_text()`.execute(db);
        await sql`update reclamations set description = description`.execute(db);
        await sql`
          do $$
          begin
            create extension if not exists pg_trgm;
            create index if not exists reclamations_search_trgm_idx
              on reclamations using gin (search_text gin_trgm_ops);
          exception when others then
            raise notice 'reclamations_search_trgm_idx not created: %', sqlerrm;
          end
          $$`.execute(db);
      } else {
        const text = sql`lower(new.description) || char(10) || lower(coalesce(new.response, ''))
          || char(10) || coalesce((select lower(o.code) from orders o where o.id = new.order_id), '')`;
        await sql`
          create trigger reclamations_search_insert after insert on reclamations
          begin
            update reclamations set search_text = ${text} where id = new.id;
          end`.execute(db);
        await sql`
          create trigger reclamations_search_update
            after update of description, response, order_id on reclamations
          begin
            update reclamations set search_text = ${text} where id = new.id;
          end`.execute(db);
        await sql`update reclamations set description = description`.execute(db);
      }
      await sql`analyze orders`.execute(db);
      await sql`analyze reclamations`.execute(db);
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      if (dialect === 'postgres') {
        await db.schema.dropIndex('reclamations_search_trgm_idx').ifExists().execute();
        await sql`drop trigger if exists reclamations_search_text on reclamations`.execute(db);
        await sql`drop function if exists reclamations_search_text()`.execute(db);
      } else {
        await sql`drop trigger if exists reclamations_search_insert`.execute(db);
        await sql`drop trigger if exists reclamations_search_update`.execute(db);
      }
      await db.schema.alterTable('reclamations').dropColumn('search_text').execute();
      await db.schema.dropIndex('reclamations_client_status_idx').ifExists().execute();
      await db.schema.dropIndex('reclamations_status_created_idx').ifExists().execute();
      await db.schema
        .createIndex('orders_status_price_idx')
        .on('orders')
        .columns([
          'status',
          'created_at',
          'price',
          'business_id',
          'delivery_company_id',
          'deleted_at',
        ])
        .execute();
      await db.schema.dropIndex('orders_status_price_sub_idx').ifExists().execute();
      await db.schema.dropIndex('orders_sub_status_created_idx').ifExists().execute();
      await db.schema.dropIndex('orders_problems_created_idx').ifExists().execute();
    },
  };
}
