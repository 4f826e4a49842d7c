import { placeNamesIn } from '@wolvo/shared/geo';
import type { PassThrough } from 'node:stream';
import { REPORT_MESSAGES, type FaultyOrderRow, type OrderReport } from '@wolvo/shared/contracts';
import { COMMON_TEXTS } from '../common-texts';
import type { Db } from '../../db/database';
import { notFound } from '../../http-error';
import type { AuthContext } from '../auth/access';
import type { SlipLang } from '../slips/tracking';
import {
  DINARS_NUM_FMT,
  dinarsCell,
  streamSheet,
  type ExportColumn,
} from '../spreadsheets/xlsx-export';
import { completeRows } from './faulty-orders';
import {
  faultyOrdersQuery,
  faultyRowsOf,
  resolveSearch,
  type FaultyOrdersFilter,
} from './faulty-orders.repository';
import { reportRowsOf, reportsQuery, type ReportsFilter } from './reports.repository';
import { clientOf, reportOf } from './reports.service';

/** The most rows one export holds, as the orders export: beyond it, narrow the filters. */
export const MAX_REPORT_EXPORT_ROWS = 100_000;
const BATCH = 1000;

const TEXTS = {
  fr: {
    faulty: 'Commandes à problèmes',
    reports: 'Signalements',
    period: 'du {from} au {to}',
    all: 'toutes les dates',
    selection: 'sélectionnés',
    faultyColumns: [
      'Code',
      'Code partenaire',
      'Date',
      'Société',
      'Destinataire',
      'Téléphone',
      'Téléphone 2',
      'Gouvernorat',
      'Statut',
      'Sous-statut',
      'Position',
      'Prix (DT)',
      'Problèmes',
    ],
    reportColumns: [
      'N°',
      'Code',
      'Code partenaire',
      'Date',
      'Société',
      'Partenaire',
      'Destinataire',
      'Téléphone',
      'Gouvernorat',
      'Type de décision',
      'Signalement',
      'Décision',
      'Clôturé',
    ],
    yes: 'Oui',
    no: 'Non',
  },
  en: {
    faulty: 'Faulty orders',
    reports: 'Reports',
    period: 'from {from} to {to}',
    all: 'all dates',
    selection: 'selected',
    faultyColumns: [
      'Code',
      'Partner code',
      'Date',
      'Company',
      'Recipient',
      'Phone',
      'Phone 2',
      'Governorate',
      'Status',
      'Sub-status',
      'Position',
      'Price (DT)',
      'Problems',
    ],
    reportColumns: [
      'No.',
      'Code',
      'Partner code',
      'Date',
      'Company',
      'Partner',
      'Recipient',
      'Phone',
      'Governorate',
      'Decision type',
      'Report',
      'Decision',
      'Closed',
    ],
    yes: 'Yes',
    no: 'No',
  },
  ar: {
    faulty: 'الطلبيات ذات المشاكل',
    reports: 'البلاغات',
    period: 'من {from} إلى {to}',
    all: 'كل التواريخ',
    selection: 'المحددة',
    faultyColumns: [
      'الرمز',
      'رمز الشريك',
      'التاريخ',
      'الشركة',
      'المستلم',
      'الهاتف',
      'الهاتف 2',
      'الولاية',
      'الحالة',
      'الحالة الفرعية',
      'الموقع',
      'السعر (د.ت)',
      'المشاكل',
    ],
    reportColumns: [
      'الرقم',
      'الرمز',
      'رمز الشريك',
      'التاريخ',
      'الشركة',
      'الشريك',
      'المستلم',
      'الهاتف',
      'الولاية',
      'نوع القرار',
      'البلاغ',
      'القرار',
      'مغلق',
    ],
    yes: 'نعم',
    no: 'لا',
  },
} satisfies Record<SlipLang, unknown>;

const periodOf = (lang: SlipLang, filter: { from?: string; to?: string; ids?: number[] }) =>
  filter.ids
    ? TEXTS[lang].selection
    : filter.from || filter.to
      ? TEXTS[lang].period.replace('{from}', filter.from ?? '…').replace('{to}', filter.to ?? '…')
      : TEXTS[lang].all;

function labeller(lang: SlipLang) {
  const common = COMMON_TEXTS[lang] as Record<string, string>;
  return (key: string) => common[key] ?? key.split('.').pop()!;
}

/**
 * GET /v1/order/findAllOrdersWithProblems/export: every faulty order under the screen's filters (not only
 * the visible page), newest first, read in key-ordered batches while the sheet is written.
 */
export function exportFaultyOrders(
  db: Db,
  filter: FaultyOrdersFilter & { ids?: number[] },
  lang: SlipLang,
  now = new Date(),
): PassThrough {
  const t = TEXTS[lang];
  const label = labeller(lang);
  async function* batches() {
    // The selected orders (checked by the route) stand where a search's matches would.
    const resolved = filter.ids
      ? { ...filter, search: undefined, orderIds: filter.ids }
      : await resolveSearch(db, filter);
    let before: number | null = null;
    let left = MAX_REPORT_EXPORT_ROWS;
    while (left > 0) {
      let q = faultyOrdersQuery(db, resolved, now);
      if (before !== null) q = q.where('o.id', '<', before);
      const rows = await faultyRowsOf(q)
        .orderBy('o.id', 'desc')
        .limit(Math.min(BATCH, left))
        .execute();
      if (!rows.length) return;
      yield await completeRows(db, rows, now);
      before = rows.at(-1)!.orderId;
      left -= rows.length;
      if (rows.length < BATCH) return;
    }
  }
  const c = t.faultyColumns;
  const columns: ExportColumn<FaultyOrderRow>[] = [
    { header: c[0]!, value: (o) => o.orderCode },
    { header: c[1]!, value: (o) => o.partnerCode },
    { header: c[2]!, value: (o) => new Date(o.orderCreatedAt) },
    { header: c[3]!, value: (o) => o.businessName, width: 22 },
    { header: c[4]!, value: (o) => o.recipientName, width: 22 },
    { header: c[5]!, value: (o) => o.recipientPhone1 },
    { header: c[6]!, value: (o) => o.recipientPhone2 },
    { header: c[7]!, value: (o) => placeNamesIn(lang, o.recipientDelegation).governorate },
    { header: c[8]!, value: (o) => label(`status.${o.orderStatus}`) },
    { header: c[9]!, value: (o) => label(`sub-status.${o.orderSubStatus}`) },
    { header: c[10]!, value: (o) => label(`location.${o.collectedPosition}`) },
    { header: c[11]!, value: (o) => dinarsCell(o.price) },
    {
      header: c[12]!,
      value: (o) =>
        o.problems
          .map((p) =>
            label(p === 'STILL_COLLECTED' ? 'problem-type.STILL_COLLECTED' : `problem.${p}`),
          )
          .join(', '),
      width: 30,
    },
  ];
  return streamSheet(t.faulty, `${t.faulty} ${periodOf(lang, filter)}`, columns, batches(), {
    rightToLeft: lang === 'ar',
    numFmt: { 3: 'yyyy-mm-dd hh:mm', 12: DINARS_NUM_FMT },
  });
}

/**
 * The selected reports of an export, checked before any byte is written: each must be one the caller may
 * see; otherwise 404 with `<id>: report.id.invalid` for each one.
 */
export async function checkSelectedReports(db: Db, auth: AuthContext, ids: number[]) {
  const unique = [...new Set(ids)];
  const found = unique.length
    ? await reportsQuery(db, clientOf(auth), { ids: unique }).select('r.id').execute()
    : [];
  const known = new Set(found.map((r) => r.id));
  const missing = unique.filter((id) => !known.has(id));
  if (missing.length) throw notFound(missing.map((id) => `${id}: ${REPORT_MESSAGES.notFound}`));
  return unique;
}

/**
 * GET /v1/order-report/export: every report under the filters, or the selected ones (`ids`), newest
 * first, in batches.
 */
export function exportReports(
  db: Db,
  auth: AuthContext,
  filter: ReportsFilter,
  lang: SlipLang,
): PassThrough {
  const t = TEXTS[lang];
  const label = labeller(lang);
  async function* batches() {
    const resolved = await resolveSearch(db, filter);
    let before: number | null = null;
    let left = MAX_REPORT_EXPORT_ROWS;
    while (left > 0) {
      let q = reportsQuery(db, clientOf(auth), resolved);
      if (before !== null) q = q.where('r.id', '<', before);
      const rows = await reportRowsOf(q)
        .orderBy('r.id', 'desc')
        .limit(Math.min(BATCH, left))
        .execute();
      if (!rows.length) return;
      yield rows.map((r) => reportOf(r, auth));
      before = rows.at(-1)!.id;
      left -= rows.length;
      if (rows.length < BATCH) return;
    }
  }
  const c = t.reportColumns;
  const columns: ExportColumn<OrderReport>[] = [
    { header: c[0]!, value: (r) => r.id },
    { header: c[1]!, value: (r) => r.orderCode },
    { header: c[2]!, value: (r) => r.partnerCode },
    { header: c[3]!, value: (r) => new Date(r.createdAt) },
    { header: c[4]!, value: (r) => r.business, width: 22 },
    { header: c[5]!, value: (r) => r.deliveryCompany },
    { header: c[6]!, value: (r) => r.recipient, width: 22 },
    { header: c[7]!, value: (r) => r.phone1 },
    { header: c[8]!, value: (r) => placeNamesIn(lang, r.delegation).governorate },
    { header: c[9]!, value: (r) => label(`decision-type.${r.decisionType}`) },
    { header: c[10]!, value: (r) => r.report, width: 40 },
    { header: c[11]!, value: (r) => r.decision, width: 40 },
    { header: c[12]!, value: (r) => (r.closed ? t.yes : t.no) },
  ];
  return streamSheet(t.reports, `${t.reports} ${periodOf(lang, filter)}`, columns, batches(), {
    rightToLeft: lang === 'ar',
    numFmt: { 4: 'yyyy-mm-dd hh:mm' },
  });
}
