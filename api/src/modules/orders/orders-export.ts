import { placeNamesIn } from '@wolvo/shared/geo';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { API_MESSAGES, isStaffRole, NOT_COLLECTED_STATUSES } from '@wolvo/shared/contracts';
import { COMMON_TEXTS } from '../common-texts';
import type { Db } from '../../db/database';
import { notFound } from '../../http-error';
import type { AuthContext } from '../auth/access';
import type { SlipLang } from '../slips/tracking';
import {
  DINARS_NUM_FMT,
  EXPORT_COLUMN_WIDTH,
  EXPORT_ROW_HEIGHT,
  dinarsCell,
} from '../spreadsheets/xlsx-export';
import { walkOrdersOfTheDay, type OrdersOfTheDayFilter } from './orders-of-the-day.repository';
import { findLiveOrderIds } from './orders.repository';
import { scopeOf, startOfToday } from './orders.service';

/** The most rows one export holds (issue #7): beyond it, narrow the filters. */
export const MAX_EXPORT_ROWS = 100_000;

/**
 * The selected orders of an export, checked before any byte is written: each must be an order of the
 * caller's tenant (staff: any), not deleted; otherwise 404 with `<id>: order.not-found` for each one.
 */
export async function checkSelectedOrders(db: Db, auth: AuthContext, ids: number[]) {
  const unique = [...new Set(ids)];
  const scope = isStaffRole(auth.role) ? { clientId: null } : scopeOf(auth);
  const found = unique.length ? await findLiveOrderIds(db, scope, unique) : [];
  const known = new Set(found.map((o) => o.id));
  const missing = unique.filter((id) => !known.has(id));
  if (missing.length) throw notFound(missing.map((id) => `${id}: ${API_MESSAGES.orderNotFound}`));
  return unique;
}

const TEXTS = {
  fr: {
    sheet: 'Commandes',
    title: 'Commandes',
    period: 'du {from} au {to}',
    today: 'du jour et non ramassées',
    selection: 'sélectionnées',
    columns: [
      'Code',
      'Code partenaire',
      'Référence',
      'Date',
      'Société',
      'Destinataire',
      'Téléphone',
      'Téléphone 2',
      'Gouvernorat',
      'Délégation',
      'Adresse',
      'Marchandise',
      'Service',
      'Statut',
      'Paiement',
      'Prix (DT)',
    ],
  },
  en: {
    sheet: 'Orders',
    title: 'Orders',
    period: 'from {from} to {to}',
    today: 'of the day and not collected',
    selection: 'selected',
    columns: [
      'Code',
      'Partner code',
      'Reference',
      'Date',
      'Company',
      'Recipient',
      'Phone',
      'Phone 2',
      'Governorate',
      'Delegation',
      'Address',
      'Merchandise',
      'Service',
      'Status',
      'Payment',
      'Price (DT)',
    ],
  },
  ar: {
    sheet: 'الطلبيات',
    title: 'الطلبيات',
    period: 'من {from} إلى {to}',
    today: 'اليوم وغير المستلمة',
    selection: 'المحددة',
    columns: [
      'الرمز',
      'رمز الشريك',
      'المرجع',
      'التاريخ',
      'الشركة',
      'المستلم',
      'الهاتف',
      'الهاتف 2',
      'الولاية',
      'المعتمدية',
      'العنوان',
      'البضاعة',
      'الخدمة',
      'الحالة',
      'الدفع',
      'السعر (د.ت)',
    ],
  },
} satisfies Record<SlipLang, unknown>;

/** Wider columns for the long texts (address, recipient, merchandise); the spec's 15 elsewhere. */
const WIDTHS: Record<number, number> = { 3: 18, 5: 22, 10: 30, 11: 22 };

/**
 * The orders of the day as filtered (every page, up to 100,000 rows) as an .xlsx written as a stream:
 * the spec's shape (a title with the period, the header, the data), column width 15 and row height 25,
 * dates as spreadsheet dates and prices as numbers in dinars with three decimals. The workbook is
 * written while the rows are read, in key-ordered batches, so memory stays flat.
 */
export function exportOrdersOfTheDay(
  db: Db,
  auth: AuthContext,
  query: Omit<OrdersOfTheDayFilter, 'offset' | 'limit' | 'todayStart'> & { clientId?: number },
  lang: SlipLang,
): PassThrough {
  const t = TEXTS[lang];
  const common = COMMON_TEXTS[lang] as Record<string, string>;
  const label = (key: string) => common[key] ?? key.split('.').pop()!;
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  workbook.creator = 'Wolvo';
  const sheet = workbook.addWorksheet(t.sheet, {
    views: [{ state: 'frozen', ySplit: 2, rightToLeft: lang === 'ar' }],
    properties: { defaultRowHeight: EXPORT_ROW_HEIGHT },
  });
  sheet.columns = t.columns.map((_, i) => ({ width: WIDTHS[i] ?? EXPORT_COLUMN_WIDTH }));
  const period = query.ids
    ? t.selection
    : query.from || query.to
      ? t.period.replace('{from}', query.from ?? '…').replace('{to}', query.to ?? '…')
      : t.today;
  const title = sheet.addRow([`${t.title} ${period}`]);
  title.font = { bold: true, size: 14 };
  title.height = EXPORT_ROW_HEIGHT;
  title.commit();
  const header = sheet.addRow(t.columns);
  header.font = { bold: true };
  header.height = EXPORT_ROW_HEIGHT;
  header.alignment = { vertical: 'middle' };
  header.commit();

  // A selection was checked against the tenant already; staff's client filter does not narrow it.
  const scope = isStaffRole(auth.role)
    ? { clientId: query.ids ? null : (query.clientId ?? null) }
    : scopeOf(auth);
  void (async () => {
    for await (const rows of walkOrdersOfTheDay(
      db,
      scope,
      { ...query, todayStart: startOfToday() },
      NOT_COLLECTED_STATUSES,
      { max: MAX_EXPORT_ROWS },
    )) {
      for (const o of rows) {
        const place = placeNamesIn(lang, o.recipientDelegation, o.recipientCity);
        const row = sheet.addRow([
          o.code,
          o.partnerCode ?? '',
          o.reference ?? '',
          new Date(o.createdAt),
          o.businessName,
          o.recipientName,
          o.recipientPhone1,
          o.recipientPhone2 ?? '',
          place.governorate,
          place.delegation,
          o.recipientAddress,
          o.merchandise ?? '',
          label(`service.${o.service}`),
          label(`status.${o.status}`),
          label(`payment-type.${o.paymentType}`),
          dinarsCell(o.price),
        ]);
        row.height = EXPORT_ROW_HEIGHT;
        row.alignment = { vertical: 'middle' };
        row.getCell(4).numFmt = 'yyyy-mm-dd hh:mm';
        row.getCell(16).numFmt = DINARS_NUM_FMT;
        row.commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}
