import type { Migration, MigrationProvider } from 'kysely';
import type { DialectName } from '../database';
import { initialSchema } from './2026-11-22T05-00_initial-schema';
import { ordersOfTheDay } from './2026-11-23T18-00_orders-of-the-day';
import { recipientNameTrigram } from './2026-11-23T19-00_recipient-name-trigram';
import { orderPrintCount } from './2026-11-24T09-00_order-print-count';
import { partnerFeed } from './2026-11-24T20-00_partner-feed';
import { recipientChoices } from './2026-11-25T08-00_recipient-choices';
import { wheelPlay } from './2026-11-25T09-00_wheel-play';
import { pickupRequests } from './2026-11-25T10-00_pickup-requests';
import { auditLog } from './2026-11-25T12-00_audit-log';
import { dashboardIndexes } from './2026-11-25T14-00_dashboard-indexes';
import { reportScreen } from './2026-11-26T09-00_report-screen';
import { statisticsIndexes } from './2026-11-26T09-00_statistics';
import { statisticsCovering } from './2026-11-27T09-00_statistics-covering';
import { statisticsFacts } from './2026-11-28T09-00_statistics-facts';
import { partnerDuesCovering } from './2026-11-28T09-30_partner-dues-covering';
import { problemsSearch } from './2026-11-28T10-00_problems-search';
import { statisticsGovernorateCover } from './2026-11-29T09-00_statistics-governorate-cover';
import { billLines } from './2026-11-30T09-00_bill-lines';
import { orderSearch } from './2026-11-30T12-00_order-search';
import { webhooks } from './2026-12-01T09-00_webhooks';
import { idempotencyKeys } from './2026-12-02T09-00_idempotency-keys';
import { documentsInDatabase } from './2026-12-02T10-00_documents-in-database';
import { webhookObjectLater } from './2026-12-02T11-00_webhook-object-later';
import { webhookPendingIndex } from './2026-12-03T09-00_webhook-pending-index';
import { orderDayCounts } from './2026-12-04T09-00_order-day-counts';
import { millionFacts } from './2026-12-05T09-00_million-facts';
import { recipientOrderCounts } from './2026-12-06T09-00_recipient-order-counts';
import { reportOrderCopies } from './2026-12-06T15-30_report-order-copies';

/** Migrations in order, named by timestamp; each knows the engine for the few types that differ. */
/**
 * `dataDir`: where the files of older builds are (payment documents), for the migrations that move them
 * into the database.
 */
export function migrationProvider(
  dialect: DialectName,
  options: { dataDir?: string | null } = {},
): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return {
        '2026-11-22T05-00_initial-schema': initialSchema(dialect),
        '2026-11-23T18-00_orders-of-the-day': ordersOfTheDay(dialect),
        '2026-11-23T19-00_recipient-name-trigram': recipientNameTrigram(dialect),
        '2026-11-24T09-00_order-print-count': orderPrintCount(dialect),
        '2026-11-24T20-00_partner-feed': partnerFeed(dialect),
        '2026-11-25T08-00_recipient-choices': recipientChoices(dialect),
        '2026-11-25T09-00_wheel-play': wheelPlay(dialect),
        '2026-11-25T10-00_pickup-requests': pickupRequests(dialect),
        '2026-11-25T12-00_audit-log': auditLog(dialect),
        '2026-11-25T14-00_dashboard-indexes': dashboardIndexes(dialect),
        '2026-11-26T09-00_report-screen': reportScreen(dialect),
        '2026-11-26T09-00_statistics': statisticsIndexes(dialect),
        '2026-11-27T09-00_statistics-covering': statisticsCovering(dialect),
        '2026-11-28T09-00_statistics-facts': statisticsFacts(dialect),
        '2026-11-28T09-30_partner-dues-covering': partnerDuesCovering(dialect),
        '2026-11-28T10-00_problems-search': problemsSearch(dialect),
        '2026-11-29T09-00_statistics-governorate-cover': statisticsGovernorateCover(dialect),
        '2026-11-30T09-00_bill-lines': billLines(dialect),
        '2026-11-30T12-00_order-search': orderSearch(dialect),
        '2026-12-01T09-00_webhooks': webhooks(dialect),
        '2026-12-02T09-00_idempotency-keys': idempotencyKeys(dialect),
        '2026-12-02T10-00_documents-in-database': documentsInDatabase(
          dialect,
          options.dataDir ?? null,
        ),
        '2026-12-02T11-00_webhook-object-later': webhookObjectLater(dialect),
        '2026-12-03T09-00_webhook-pending-index': webhookPendingIndex(dialect),
        '2026-12-04T09-00_order-day-counts': orderDayCounts(dialect),
        '2026-12-05T09-00_million-facts': millionFacts(dialect),
        '2026-12-06T09-00_recipient-order-counts': recipientOrderCounts(dialect),
        '2026-12-06T15-30_report-order-copies': reportOrderCopies(dialect),
      };
    },
  };
}
