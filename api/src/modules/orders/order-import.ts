import ExcelJS from 'exceljs';
import {
  MAX_IMPORT_ROWS,
  normalizePhone,
  type ImportColumnKey,
  type ImportRowError,
} from '@wolvo/shared/contracts';
import {
  DELEGATION_ARABIC_NAMES,
  GOVERNORATE_ARABIC_NAMES,
  GOVERNORATES,
  foldPlaceName,
} from '@wolvo/shared/geo';
import { COMMON_TEXTS } from '../common-texts';
import type { Db } from '../../db/database';
import { HttpError } from '../../http-error';
import type { AuthContext } from '../auth/access';
import { listActiveCompanies } from '../clients/client-companies.repository';
import type { SlipLang } from '../slips/tracking';
import { readFirstSheet, type CellValue } from '../spreadsheets/xlsx-read';
import { EXPORT_ROW_HEIGHT } from '../spreadsheets/xlsx-export';
import {
  checkOrder,
  kilogramsOf,
  type ValidOrderFields,
} from '@wolvo/shared/contracts/orders/rules';
import { findDuplicates } from './duplicates';

/**
 * The spreadsheet import (issue #7): the template a merchant downloads, and the reading of a filled one
 * into orders and per-row errors. Each row goes through the order rules of POST /v1/order/add (one set of
 * rules), with the postal code required; nothing is written here: POST /v1/order/add-many writes the
 * rows the merchant confirms, checking them again.
 */

/** The template's columns: stable keys, the header in each language, required ones marked with `*`. */
export const IMPORT_COLUMNS = [
  {
    key: 'businessId',
    required: true,
    width: 24,
    label: { fr: 'Société', en: 'Company', ar: 'الشركة' },
  },
  {
    key: 'fullname',
    required: true,
    width: 24,
    label: { fr: 'Destinataire', en: 'Recipient', ar: 'المستلم' },
  },
  {
    key: 'phone1',
    required: true,
    width: 14,
    label: { fr: 'Téléphone', en: 'Phone', ar: 'الهاتف' },
  },
  {
    key: 'phone2',
    required: false,
    width: 14,
    label: { fr: 'Téléphone 2', en: 'Phone 2', ar: 'الهاتف 2' },
  },
  {
    key: 'governorate',
    required: true,
    width: 16,
    label: { fr: 'Gouvernorat', en: 'Governorate', ar: 'الولاية' },
  },
  {
    key: 'delegation',
    required: true,
    width: 20,
    label: { fr: 'Délégation', en: 'Delegation', ar: 'المعتمدية' },
  },
  {
    key: 'address',
    required: true,
    width: 30,
    label: { fr: 'Adresse', en: 'Address', ar: 'العنوان' },
  },
  {
    key: 'postalCode',
    required: true,
    width: 12,
    label: { fr: 'Code postal', en: 'Postal code', ar: 'الرمز البريدي' },
  },
  {
    key: 'merchandise',
    required: true,
    width: 22,
    label: { fr: 'Désignation', en: 'Product', ar: 'البضاعة' },
  },
  {
    key: 'quantity',
    required: false,
    width: 10,
    label: { fr: 'Quantité', en: 'Quantity', ar: 'الكمية' },
  },
  {
    key: 'merchandisePrice',
    required: false,
    width: 14,
    label: {
      fr: 'Prix marchandise (DT)',
      en: 'Merchandise price (DT)',
      ar: 'ثمن البضاعة (د.ت)',
    },
  },
  {
    key: 'price',
    required: true,
    width: 12,
    label: { fr: 'Prix (DT)', en: 'Price (DT)', ar: 'السعر (د.ت)' },
  },
  {
    key: 'weight',
    required: false,
    width: 10,
    label: { fr: 'Poids (kg)', en: 'Weight (kg)', ar: 'الوزن (كغ)' },
  },
  {
    key: 'paymentType',
    required: true,
    width: 14,
    label: { fr: 'Paiement', en: 'Payment', ar: 'الدفع' },
  },
  {
    key: 'canOpen',
    required: false,
    width: 12,
    label: { fr: 'Ouvrable', en: 'Can open', ar: 'قابل للفتح' },
  },
  { key: 'fragile', required: false, width: 10, label: { fr: 'Fragile', en: 'Fragile', ar: 'هش' } },
  {
    key: 'deliveryDate',
    required: false,
    width: 14,
    label: { fr: 'Date de livraison', en: 'Delivery date', ar: 'تاريخ التسليم' },
  },
  {
    key: 'reference',
    required: false,
    width: 14,
    label: { fr: 'Référence', en: 'Reference', ar: 'المرجع' },
  },
  { key: 'note', required: false, width: 24, label: { fr: 'Remarque', en: 'Note', ar: 'ملاحظة' } },
] as const satisfies readonly {
  key: ImportColumnKey;
  required: boolean;
  width: number;
  label: Record<SlipLang, string>;
}[];

/** The order rules' field of each column, for naming a rule's complaint by its column. */
const FIELD_OF: Record<ImportColumnKey, string> = {
  businessId: 'businessId',
  fullname: 'recipient.fullname',
  phone1: 'recipient.phone1',
  phone2: 'recipient.phone2',
  governorate: 'recipient.delegation',
  delegation: 'recipient.city',
  address: 'recipient.address',
  postalCode: 'recipient.postalCode',
  merchandise: 'merchandise',
  quantity: 'merchandiseQuantity',
  merchandisePrice: 'merchandisePrice',
  price: 'price',
  weight: 'weight',
  paymentType: 'paymentType',
  canOpen: 'canOpen',
  fragile: 'fragile',
  deliveryDate: 'deliveryDate',
  reference: 'reference',
  note: 'note',
};
const COLUMN_OF_FIELD = new Map(
  Object.entries(FIELD_OF).map(([column, field]) => [field, column as ImportColumnKey]),
);

const LANGS = ['fr', 'en', 'ar'] as const;
const YES = { fr: 'Oui', en: 'Yes', ar: 'نعم' } as const;
const NO = { fr: 'Non', en: 'No', ar: 'لا' } as const;
const SHEET = { fr: 'Commandes', en: 'Orders', ar: 'الطلبيات' } as const;
const LISTS_SHEET = 'lists';

/** A header cell's comparison key: no case, accents, `*` marks, spaces or punctuation. */
const headerKey = (text: string) =>
  foldPlaceName(text)
    .replace(/[*():.\-_'’\s]/g, '')
    .replace(/kg$|كغ$/, '')
    .replace(/dt$|دت$/, '');
const COLUMN_BY_HEADER = new Map<string, ImportColumnKey>();
for (const column of IMPORT_COLUMNS) {
  COLUMN_BY_HEADER.set(headerKey(column.key), column.key);
  for (const lang of LANGS) COLUMN_BY_HEADER.set(headerKey(column.label[lang]), column.key);
}

/** Payment types by every label a merchant may type (codes and the three languages' labels). */
const PAYMENT_BY_TEXT = new Map<string, string>();
for (const code of ['CACHE', 'CHECK'] as const) {
  PAYMENT_BY_TEXT.set(foldPlaceName(code), code);
  for (const lang of LANGS)
    PAYMENT_BY_TEXT.set(foldPlaceName(COMMON_TEXTS[lang][`payment-type.${code}`]), code);
}
for (const [text, code] of [
  ['cash', 'CACHE'],
  ['especes', 'CACHE'],
  ['نقدا', 'CACHE'],
  ['نقدي', 'CACHE'],
  ['cheque', 'CHECK'],
  ['صك', 'CHECK'],
] as const)
  PAYMENT_BY_TEXT.set(foldPlaceName(text), code);

// ---------------------------------------------------------------------------------------------------
// The template

/**
 * GET /v1/order/import-template: the header in `lang` (required columns marked `*`), one example row,
 * and lists to pick from (the caller's companies, governorates, delegations, yes/no, payment), kept on a
 * hidden sheet since a list typed into the rule is limited to 255 characters.
 */
export async function buildImportTemplate(db: Db, auth: AuthContext, lang: SlipLang) {
  // The caller's companies still offered, for the company column's list (the import refuses the others).
  const businesses = await listActiveCompanies(db, auth.clientId ?? -1);
  const common = COMMON_TEXTS[lang] as Record<string, string>;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Wolvo';
  const sheet = workbook.addWorksheet(SHEET[lang], {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft: lang === 'ar' }],
  });
  const lists = workbook.addWorksheet(LISTS_SHEET, { state: 'veryHidden' });
  sheet.columns = IMPORT_COLUMNS.map((c) => ({
    header: `${c.label[lang]}${c.required ? ' *' : ''}`,
    key: c.key,
    width: c.width,
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.height = EXPORT_ROW_HEIGHT;
  header.alignment = { vertical: 'middle' };

  const placeName = (french: string, arabic: string | undefined) =>
    lang === 'ar' && arabic ? arabic : french;
  const columns: Record<string, string[]> = {
    businessId: businesses.map((b) => `${b.id} - ${b.name}`),
    governorate: GOVERNORATES.map((g) => placeName(g.name, GOVERNORATE_ARABIC_NAMES[g.name])),
    delegation: [
      ...new Set(
        GOVERNORATES.flatMap((g) =>
          g.delegations
            .filter((d) => d !== 'Other')
            .map((d) => placeName(d, DELEGATION_ARABIC_NAMES[g.name]?.[d])),
        ),
      ),
    ],
    yesNo: [YES[lang], NO[lang]],
    paymentType: [common['payment-type.CACHE']!, common['payment-type.CHECK']!],
  };
  const ranges: Record<string, string> = {};
  Object.entries(columns).forEach(([name, values], i) => {
    const letter = String.fromCharCode(65 + i);
    values.forEach((value, row) => (lists.getCell(`${letter}${row + 1}`).value = value));
    ranges[name] = `${LISTS_SHEET}!$${letter}$1:$${letter}$${Math.max(values.length, 1)}`;
  });

  const example = businesses[0];
  sheet.addRow({
    businessId: example ? `${example.id} - ${example.name}` : '',
    fullname: 'Sarra Ben Salah',
    phone1: '22123456',
    governorate: placeName('Tunis', GOVERNORATE_ARABIC_NAMES.Tunis),
    delegation: placeName('La Marsa', DELEGATION_ARABIC_NAMES.Tunis?.['La Marsa']),
    address: '12 Rue de la Liberté',
    postalCode: '2070',
    merchandise: lang === 'ar' ? 'فستان' : 'Robe',
    quantity: 1,
    merchandisePrice: 75,
    price: 89.5,
    weight: 0.8,
    paymentType: common['payment-type.CACHE'],
    canOpen: YES[lang],
    fragile: NO[lang],
  });
  sheet.getColumn('price').numFmt = '0.000';
  sheet.getColumn('merchandisePrice').numFmt = '0.000';
  sheet.getColumn('phone1').numFmt = '@';
  sheet.getColumn('phone2').numFmt = '@';
  sheet.getColumn('postalCode').numFmt = '@';
  sheet.getColumn('deliveryDate').numFmt = 'yyyy-mm-dd';

  // Pick lists on the data rows (the limit of an import), warning only so pasted spellings still go in.
  const listOf: Partial<Record<ImportColumnKey, string>> = {
    businessId: ranges.businessId,
    governorate: ranges.governorate,
    delegation: ranges.delegation,
    canOpen: ranges.yesNo,
    fragile: ranges.yesNo,
    paymentType: ranges.paymentType,
  };
  for (const [key, range] of Object.entries(listOf)) {
    const letter = sheet.getColumn(key).letter;
    (
      sheet as unknown as {
        dataValidations: { add(ref: string, rule: ExcelJS.DataValidation): void };
      }
    ).dataValidations.add(`${letter}2:${letter}${MAX_IMPORT_ROWS + 1}`, {
      type: 'list',
      allowBlank: true,
      formulae: [range!],
      showErrorMessage: true,
      errorStyle: 'warning',
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// ---------------------------------------------------------------------------------------------------
// Reading a filled file

/** One data row: what it says (as text), the order it makes (when valid) and its errors. */
export interface ImportRow {
  row: number;
  values: Partial<Record<ImportColumnKey, string>>;
  order: ReturnType<typeof bodyOf> | null;
  errors: ImportRowError[];
  /** Valid, and the same parcel as one of the merchant's orders of the last 48 hours. */
  duplicate: boolean;
}

const asText = (v: CellValue): string => {
  if (v === null) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : String(Number(v.toFixed(6)));
  return v.trim();
};

/** A number written as text the Tunisian way ("89,500", "89.5 DT", "1 250,000"), or NaN. */
const readNumber = (v: CellValue): number => {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return Number.NaN;
  const s = v
    .replace(/(dt|tnd|د\.?ت)\.?$/i, '')
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.');
  return s === '' ? Number.NaN : Number(s);
};

/** A day as yyyy-mm-dd from a date cell, a date serial (1900 system) or text (yyyy-mm-dd, dd/mm/yyyy). */
const readDate = (v: CellValue): string => {
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  if (v instanceof Date) return iso(v);
  if (typeof v === 'number' && v > 0 && v < 2_958_466)
    return iso(new Date(Date.UTC(1899, 11, 30) + Math.round(v * 86_400_000)));
  const s = asText(v);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
  if (dmy) return `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`;
  if (/^\d+(\.\d+)?$/.test(s)) return readDate(Number(s));
  return s;
};

/** A phone as typed or read as a number (the shared rule drops a 216 country code without its +). */
const readPhone = (v: CellValue): string => normalizePhone(asText(v));

/** The order a row makes, in the body POST /v1/order/add takes (the rules check it next). */
function orderOfRow(cells: Partial<Record<ImportColumnKey, CellValue>>): Record<string, unknown> {
  const text = (key: ImportColumnKey) => asText(cells[key] ?? null);
  const businessText = text('businessId');
  const businessId = /^\d+(\s|-|$)/.test(businessText)
    ? Number(/^\d+/.exec(businessText)![0])
    : businessText;
  // Dinars with up to 3 decimals become millimes; anything else goes to the rules as typed, to be refused.
  const millimesOf = (key: 'price' | 'merchandisePrice') => {
    const dinars = readNumber(cells[key] ?? null);
    const millimes = dinars * 1000;
    return Number.isFinite(dinars) && Math.abs(millimes - Math.round(millimes)) < 1e-6
      ? Math.round(millimes)
      : text(key);
  };
  const price = millimesOf('price');
  const weightNumber = readNumber(cells.weight ?? null);
  const payment = text('paymentType');
  const quantity = text('quantity');
  const yesNo = (key: 'canOpen' | 'fragile') => {
    const v = cells[key];
    return typeof v === 'boolean' ? v : text(key);
  };
  const optional = (value: string) => (value === '' ? null : value);
  return {
    businessId,
    service: 'DELIVERY',
    recipient: {
      fullname: text('fullname'),
      phone1: readPhone(cells.phone1 ?? null),
      phone2: optional(readPhone(cells.phone2 ?? null)),
      delegation: text('governorate'),
      city: text('delegation'),
      address: text('address'),
      postalCode: text('postalCode'),
    },
    merchandise: text('merchandise'),
    merchandiseQuantity: quantity === '' ? 1 : quantity,
    merchandisePrice: text('merchandisePrice') === '' ? null : millimesOf('merchandisePrice'),
    price,
    weight:
      text('weight') === '' ? null : Number.isFinite(weightNumber) ? weightNumber : text('weight'),
    paymentType: PAYMENT_BY_TEXT.get(foldPlaceName(payment)) ?? payment,
    canOpen: yesNo('canOpen'),
    fragile: yesNo('fragile'),
    deliveryDate: optional(readDate(cells.deliveryDate ?? null)),
    reference: optional(text('reference')),
    note: optional(text('note')),
  };
}

/** A valid row's order as POST /v1/order/add-many takes it (the rules' normalised values). */
function bodyOf(value: ValidOrderFields) {
  const r = value.recipient!;
  return {
    businessId: value.businessId!,
    service: 'DELIVERY' as const,
    recipient: {
      fullname: r.fullname!,
      phone1: r.phone1!,
      phone2: r.phone2 ?? null,
      delegation: r.delegation!,
      city: r.city!,
      address: r.address!,
      postalCode: r.postalCode ?? null,
    },
    merchandise: value.merchandise!,
    merchandiseQuantity: value.merchandiseQuantity!,
    price: value.price!,
    // Left out when empty: the body schema would coerce a null number to 0 (a refused weight).
    ...(typeof value.merchandisePrice === 'number'
      ? { merchandisePrice: value.merchandisePrice }
      : {}),
    ...(typeof value.weightGrams === 'number' ? { weight: kilogramsOf(value.weightGrams) } : {}),
    paymentType: value.paymentType!,
    canOpen: value.canOpen ?? false,
    fragile: value.fragile ?? false,
    deliveryDate: value.deliveryDate ?? null,
    reference: value.reference ?? null,
    note: value.note ?? null,
  };
}

/** Column letters of a 0-based index (0 → A, 26 → AA). */
const letterOf = (index: number): string =>
  (index >= 26 ? letterOf(Math.floor(index / 26) - 1) : '') +
  String.fromCharCode(65 + (index % 26));

/**
 * POST /v1/order/import/parse: the uploaded file's rows, each with the order it makes and its errors
 * (row number, column, cell, message key and values). A file that is not a spreadsheet, not the template
 * (a required column missing), empty or over the limits is refused as a whole.
 */
export async function parseImport(db: Db, auth: AuthContext, file: Buffer, now = new Date()) {
  if (file.length === 0) throw new HttpError(400, 'import.file.empty');
  const rows = await readFirstSheet(file, MAX_IMPORT_ROWS);
  const headerCells = rows[0] ?? [];
  const columnAt = new Map<ImportColumnKey, number>();
  headerCells.forEach((cell, index) => {
    const key = COLUMN_BY_HEADER.get(headerKey(asText(cell)));
    if (key && !columnAt.has(key)) columnAt.set(key, index);
  });
  if (IMPORT_COLUMNS.some((c) => c.required && !columnAt.has(c.key)))
    throw new HttpError(400, 'import.template.invalid');
  const data = rows.slice(1).flatMap((cells, i) => {
    const picked: Partial<Record<ImportColumnKey, CellValue>> = {};
    let any = false;
    for (const [key, index] of columnAt) {
      const v = cells[index] ?? null;
      picked[key] = v;
      if (v !== null) any = true;
    }
    return any ? [{ row: i + 2, cells: picked }] : [];
  });
  if (data.length === 0) throw new HttpError(400, 'import.file.empty');

  // An archived company takes no new order, as in the add order form.
  const owned = new Set(
    (await listActiveCompanies(db, auth.clientId ?? -1)).map((b) => Number(b.id)),
  );
  const parsed: ImportRow[] = data.map(({ row, cells }) => {
    const body = orderOfRow(cells);
    const { value, issues } = checkOrder(body, { postalCodeRequired: true });
    if (value.businessId !== undefined && !owned.has(value.businessId))
      issues.push({ field: 'businessId', key: 'business.not-found' });
    const errors = issues.map(({ field, key, params }): ImportRowError => {
      const column = COLUMN_OF_FIELD.get(field) ?? null;
      const index = column ? columnAt.get(column) : undefined;
      return {
        row,
        column,
        cell: index === undefined ? null : `${letterOf(index)}${row}`,
        key,
        ...(params ? { params } : {}),
      };
    });
    const values: Partial<Record<ImportColumnKey, string>> = {};
    for (const [key, v] of Object.entries(cells))
      values[key as ImportColumnKey] =
        key === 'deliveryDate' && v !== null ? readDate(v) : asText(v);
    return { row, values, order: errors.length ? null : bodyOf(value), errors, duplicate: false };
  });
  // The preview flags what POST /v1/order/add-many will create as ORDER_DUPLICATED.
  const valid = parsed.filter((r) => r.order);
  const duplicates = await findDuplicates(
    db,
    auth.clientId ?? -1,
    valid.map((r) => ({
      phone1: r.order!.recipient.phone1,
      price: r.order!.price,
      merchandise: r.order!.merchandise,
    })),
    now,
  );
  valid.forEach((r, i) => (r.duplicate = duplicates[i]!));
  const invalid = parsed.filter((r) => r.errors.length).length;
  return {
    columns: IMPORT_COLUMNS.map((c) => c.key).filter((key) => columnAt.has(key)),
    rows: parsed,
    total: parsed.length,
    valid: parsed.length - invalid,
    invalid,
  };
}
