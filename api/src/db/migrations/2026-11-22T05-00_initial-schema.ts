import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

// The whole data model of the specification (section 3). Types are chosen to behave the same on
// SQLite and PostgreSQL: integers for money (millimes), rates (basis points) and flags (0/1), text
// for ISO-8601 UTC timestamps.
export function initialSchema(dialect: DialectName): Migration {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Builder = CreateTableBuilder<any, any>;
  const withId = (table: Builder): Builder =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const ts = 'text' as const;

  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('users'))
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('fullname', 'text', (c) => c.notNull())
        .addColumn('avatar', 'text')
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('client_id', 'integer')
        .addColumn('admin_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('updated_at', ts, (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('delivery_companies'))
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('patent', 'text')
        .addColumn('rib', 'text')
        .addColumn('cin', 'text')
        .addColumn('rc', 'text')
        .addColumn('pos', 'text')
        .addColumn('pickup_address', 'text')
        .addColumn('partner_login', 'text', (c) => c.unique())
        .addColumn('password_hash', 'text')
        .addColumn('api_key', 'text')
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('delivery_cost', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('return_cost', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('exchange_cost', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('insurance_bp', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('refund_bp', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('payment_days', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', ts, (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('clients'))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().unique().references('users.id').onDelete('cascade'),
        )
        .addColumn('delegation', 'text')
        .addColumn('city', 'text')
        .addColumn('pickup_address', 'text')
        .addColumn('phone1', 'text')
        .addColumn('phone2', 'text')
        .addColumn('delivery_cost', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('return_cost', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('exchange_cost', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('pos', 'text')
        .addColumn('patent', 'text')
        .addColumn('cin', 'text')
        .addColumn('rib', 'text')
        .addColumn('rc', 'text')
        .addColumn('payment_days', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('payment_type', 'text', (c) => c.notNull().defaultTo('CACHE'))
        .addColumn('preferred_delivery_company_id', 'integer', (c) =>
          c.references('delivery_companies.id').onDelete('set null'),
        )
        .addColumn('partner_login', 'text', (c) => c.unique())
        .addColumn('partner_password_hash', 'text')
        .addColumn('api_key', 'text', (c) => c.unique())
        .addColumn('confirmed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('insurance_bp', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('refund_bp', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('updated_at', ts, (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('businesses'))
        .addColumn('client_id', 'integer', (c) =>
          c.notNull().references('clients.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('created_at', ts, (c) => c.notNull())
        .addUniqueConstraint('businesses_client_name_unique', ['client_id', 'name'])
        .execute();

      await withId(db.schema.createTable('client_documents'))
        .addColumn('client_id', 'integer', (c) =>
          c.notNull().references('clients.id').onDelete('cascade'),
        )
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('created_at', ts, (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('teams'))
        .addColumn('owner_type', 'text', (c) => c.notNull())
        .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('cascade'))
        .addColumn('admin_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', ts, (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('team_members'))
        .addColumn('team_id', 'integer', (c) =>
          c.notNull().references('teams.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().unique().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', ts, (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('user_permissions'))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('page', 'text', (c) => c.notNull())
        .addColumn('actions', 'text', (c) => c.notNull())
        .addUniqueConstraint('user_permissions_user_page_unique', ['user_id', 'page'])
        .execute();

      await withId(db.schema.createTable('recipients'))
        .addColumn('client_id', 'integer', (c) =>
          c.notNull().references('clients.id').onDelete('cascade'),
        )
        .addColumn('fullname', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('phone1', 'text', (c) => c.notNull())
        .addColumn('phone2', 'text')
        .addColumn('delegation', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('postal_code', 'text')
        .addColumn('created_at', ts, (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('orders'))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('partner_code', 'text')
        .addColumn('reference', 'text')
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
        .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
        .addColumn('recipient_id', 'integer', (c) => c.notNull().references('recipients.id'))
        .addColumn('delivery_company_id', 'integer', (c) =>
          c.references('delivery_companies.id').onDelete('set null'),
        )
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('sub_status', 'text', (c) => c.notNull().defaultTo('NONE'))
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('service', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('merchandise', 'text')
        .addColumn('merchandise_price', 'integer')
        .addColumn('merchandise_quantity', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('returning_merchandise', 'text')
        .addColumn('weight_grams', 'integer')
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('old_price', 'integer')
        .addColumn('original_price', 'integer')
        .addColumn('payment_type', 'text', (c) => c.notNull().defaultTo('CACHE'))
        .addColumn('can_open', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('fragile', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('note', 'text')
        .addColumn('delivery_date', 'text')
        .addColumn('delivery_from', 'text')
        .addColumn('delivery_to', 'text')
        .addColumn('delivery_cost', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('return_cost', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('exchange_cost', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('returning_order_id', 'integer', (c) =>
          c.references('orders.id').onDelete('set null'),
        )
        .addColumn('exchange_order_id', 'integer', (c) =>
          c.references('orders.id').onDelete('set null'),
        )
        .addColumn('pickup_address', 'text')
        .addColumn('console_location', 'text')
        .addColumn('partner_status', 'text')
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('updated_at', ts, (c) => c.notNull())
        .addColumn('collected_at', ts)
        .addColumn('deleted_at', ts)
        .execute();

      await withId(db.schema.createTable('movements'))
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('sub_status', 'text', (c) => c.notNull().defaultTo('NONE'))
        .addColumn('alpha_status', 'text')
        .addColumn('partner_status', 'text')
        .addColumn('location', 'text')
        .addColumn('note', 'text')
        .addColumn('message', 'text')
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', ts, (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('bills'))
        .addColumn('payment_number', 'text', (c) => c.notNull().unique())
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('packaging_tva_bp', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('shipping_tva_bp', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('net_to_pay', 'integer', (c) => c.notNull())
        .addColumn('refund_bp', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('insurance_bp', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('updated_at', ts, (c) => c.notNull())
        .addColumn('confirmed_at', ts)
        .addColumn('cancelled_at', ts)
        .execute();

      await db.schema
        .createTable('bill_orders')
        .addColumn('bill_id', 'integer', (c) =>
          c.notNull().references('bills.id').onDelete('cascade'),
        )
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addPrimaryKeyConstraint('bill_orders_pk', ['bill_id', 'order_id'])
        .execute();

      await withId(db.schema.createTable('bill_fees'))
        .addColumn('bill_id', 'integer', (c) =>
          c.notNull().references('bills.id').onDelete('cascade'),
        )
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('value', 'integer', (c) => c.notNull())
        .addColumn('unit', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('order_reports'))
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('report', 'text', (c) => c.notNull())
        .addColumn('decision', 'text')
        .addColumn('decision_type', 'text', (c) => c.notNull())
        .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('updated_at', ts, (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('reclamations'))
        .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
        .addColumn('reporter_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('resolver_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('client_id', 'integer', (c) =>
          c.notNull().references('clients.id').onDelete('cascade'),
        )
        .addColumn('responsible_client_id', 'integer', (c) =>
          c.references('clients.id').onDelete('set null'),
        )
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('response', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('updated_at', ts, (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('notifications'))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('source_id', 'integer')
        .addColumn('creator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', ts, (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('fortune_wheels'))
        .addColumn('client_id', 'integer', (c) =>
          c.notNull().references('clients.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('updated_at', ts, (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('wheel_items'))
        .addColumn('wheel_id', 'integer', (c) =>
          c.notNull().references('fortune_wheels.id').onDelete('cascade'),
        )
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('probability', 'integer', (c) =>
          c.notNull().check(sql`probability between 1 and 1000`),
        )
        .execute();

      await db.schema
        .createTable('wheel_urls')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('wheel_id', 'integer', (c) =>
          c.notNull().references('fortune_wheels.id').onDelete('cascade'),
        )
        .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('expires_at', ts, (c) => c.notNull())
        .addColumn('deleted_at', ts)
        .execute();

      await withId(db.schema.createTable('wheel_participants'))
        .addColumn('wheel_id', 'integer', (c) =>
          c.notNull().references('fortune_wheels.id').onDelete('cascade'),
        )
        .addColumn('url_id', 'text', (c) =>
          c.notNull().references('wheel_urls.id').onDelete('cascade'),
        )
        .addColumn('visitor_id', 'text', (c) => c.notNull())
        .addColumn('device', 'text')
        .addColumn('browser', 'text')
        .addColumn('won_item_id', 'integer', (c) =>
          c.references('wheel_items.id').onDelete('set null'),
        )
        .addColumn('has_played', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expired', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('fullname', 'text')
        .addColumn('phone', 'text')
        .addColumn('created_at', ts, (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('support_videos'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('created_at', ts, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();

      // Indexes for the hot paths: a tenant's orders by date and status, an order's history,
      // a user's notifications, a client's bills.
      const indexes: Array<[string, string, string[]]> = [
        ['users_client_idx', 'users', ['client_id']],
        ['businesses_client_idx', 'businesses', ['client_id']],
        ['orders_client_created_idx', 'orders', ['client_id', 'created_at']],
        ['orders_created_idx', 'orders', ['created_at']],
        ['orders_status_idx', 'orders', ['status', 'created_at']],
        ['orders_business_idx', 'orders', ['business_id']],
        ['orders_company_idx', 'orders', ['delivery_company_id']],
        ['movements_order_idx', 'movements', ['order_id', 'created_at']],
        ['recipients_client_idx', 'recipients', ['client_id']],
        ['bills_client_idx', 'bills', ['client_id', 'created_at']],
        ['bill_orders_order_idx', 'bill_orders', ['order_id']],
        ['order_reports_order_idx', 'order_reports', ['order_id']],
        ['reclamations_order_idx', 'reclamations', ['order_id']],
        ['reclamations_client_idx', 'reclamations', ['client_id', 'created_at']],
        ['notifications_user_idx', 'notifications', ['user_id', 'created_at']],
        ['wheel_urls_wheel_idx', 'wheel_urls', ['wheel_id']],
        ['wheel_participants_wheel_idx', 'wheel_participants', ['wheel_id']],
      ];
      for (const [name, table, columns] of indexes) {
        await db.schema.createIndex(name).on(table).columns(columns).execute();
      }
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      const tables = [
        'settings',
        'support_videos',
        'wheel_participants',
        'wheel_urls',
        'wheel_items',
        'fortune_wheels',
        'notifications',
        'reclamations',
        'order_reports',
        'bill_fees',
        'bill_orders',
        'bills',
        'movements',
        'orders',
        'recipients',
        'user_permissions',
        'team_members',
        'teams',
        'client_documents',
        'businesses',
        'clients',
        'delivery_companies',
        'users',
      ];
      for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
