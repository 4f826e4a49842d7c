import { placeNamesIn } from '@wolvo/shared/geo';
import { isolate } from './bidi-text';
import {
  labelled,
  A4,
  createPdf,
  printedDate,
  money,
  formatPhone,
  PdfWriter,
  type Align,
  type Doc,
} from './pdf-writer';
import { SLIP_LABELS } from './slip-pdf';
import type { SlipLang } from './tracking';

/** One order of a manifest. Money in integer millimes. */
export interface ManifestRow {
  id: number;
  code: string;
  service: string;
  price: number;
  note: string | null;
  recipient: {
    fullname: string;
    phone1: string;
    phone2: string | null;
    /** Governorate. */
    delegation: string;
    /** Delegation within the governorate. */
    city: string;
  };
}

/** Everything a manifest shows: who hands the parcels over, the parcels, and their totals. */
export interface ManifestData {
  merchant: { companies: string[]; phone: string | null; pickupAddress: string | null };
  rows: ManifestRow[];
  /** Computed by the caller from the rows' integer millimes. */
  totals: { count: number; cod: number };
}

export interface ManifestOptions {
  lang: SlipLang;
  providerName: string;
  printedAt: Date;
  compress?: boolean;
}

const LABELS = {
  fr: {
    title: 'Manifeste d’enlèvement',
    merchant: 'Marchand',
    pickupAddress: 'Adresse d’enlèvement',
    date: 'Date',
    columns: ['#', 'Code', 'Destinataire', 'Gouvernorat / Délégation', 'Téléphone', 'COD', 'Note'],
    parcels: 'Nombre de colis',
    codTotal: 'Total contre-remboursement',
    merchantSignature: 'Signature et cachet du marchand',
    courierSignature: 'Signature du livreur',
    name: 'Nom',
    page: 'Page',
  },
  en: {
    title: 'Pickup manifest',
    merchant: 'Merchant',
    pickupAddress: 'Pickup address',
    date: 'Date',
    columns: ['#', 'Code', 'Recipient', 'Governorate / Delegation', 'Phone', 'COD', 'Note'],
    parcels: 'Parcels',
    codTotal: 'Cash on delivery total',
    merchantSignature: 'Merchant signature and stamp',
    courierSignature: 'Courier signature',
    name: 'Name',
    page: 'Page',
  },
  ar: {
    title: 'بيان الشحن',
    merchant: 'التاجر',
    pickupAddress: 'عنوان الاستلام',
    date: 'التاريخ',
    columns: ['#', 'الرمز', 'المرسل إليه', 'الولاية / المعتمدية', 'الهاتف', 'المبلغ', 'ملاحظة'],
    parcels: 'عدد الطرود',
    codTotal: 'مجموع الدفع عند الاستلام',
    merchantSignature: 'إمضاء وختم التاجر',
    courierSignature: 'إمضاء الناقل',
    name: 'الاسم',
    page: 'صفحة',
  },
} satisfies Record<SlipLang, unknown>;

const MARGIN = 36;
const WIDTH = A4[0] - 2 * MARGIN;
/** Column widths in reading order: #, code, recipient, place, phone, COD, note. */
const COLUMNS = [22, 88, 100, 100, 64, 62, WIDTH - 436];
const COLUMN_ALIGN: Align[] = ['start', 'start', 'start', 'start', 'start', 'end', 'start'];
const ROW_HEIGHT = 26;
const HEADER_HEIGHT = 18;
const FOOTER_ROOM = 150;
const GRAY = '#555';

/** Left x of each column: in reading order, mirrored on an Arabic page. */
function columnXs(rtl: boolean): number[] {
  let at = 0;
  return COLUMNS.map((w) => {
    const x = rtl ? MARGIN + WIDTH - at - w : MARGIN + at;
    at += w;
    return x;
  });
}

/**
 * The pickup manifest: the courier's list of the parcels handed over, one row per order, the count and
 * COD totals, and a signature box for the merchant and one for the courier. A4 portrait; the table
 * continues on as many pages as needed, its header repeated.
 */
export function renderManifest(data: ManifestData, options: ManifestOptions): Promise<Buffer> {
  const t = LABELS[options.lang];
  const slip = SLIP_LABELS[options.lang];
  const rtl = options.lang === 'ar';
  const { doc, done } = createPdf({ ...options, title: `${options.providerName} — ${t.title}` });
  const writer = new PdfWriter(doc, options.lang);
  const xs = columnXs(rtl);
  const pad = 3;
  let page = 0;
  let y = 0;

  const pageFooter = () =>
    writer.line(`${t.page} ${page}`, MARGIN, A4[1] - MARGIN + 10, WIDTH, {
      size: 7,
      color: GRAY,
      align: 'center',
    });

  const tableHeader = () => {
    doc.rect(MARGIN, y, WIDTH, HEADER_HEIGHT).fill('#e8e8e8');
    t.columns.forEach((label, i) =>
      writer.line(label, xs[i] + pad, y + 3, COLUMNS[i] - 2 * pad, {
        size: 7.5,
        bold: true,
        align: COLUMN_ALIGN[i],
      }),
    );
    y += HEADER_HEIGHT;
  };

  const newPage = (withHeader: boolean) => {
    if (page > 0) pageFooter();
    doc.addPage({ size: A4, margin: 0 });
    page += 1;
    y = MARGIN;
    if (withHeader) tableHeader();
  };

  // Title block: provider, document title, date; then the merchant handing the parcels over.
  newPage(false);
  writer.line(options.providerName, MARGIN, y, WIDTH, { size: 18, bold: true });
  writer.line(
    labelled(options.lang, t.date, printedDate(options.printedAt, options.lang, true)),
    MARGIN,
    y + 6,
    WIDTH,
    { size: 9, align: 'end' },
  );
  y += 26;
  writer.line(t.title, MARGIN, y, WIDTH, { size: 13, bold: true });
  y += 22;
  const merchant = data.merchant;
  writer.line(
    writer.fit(
      labelled(options.lang, t.merchant, merchant.companies.map(isolate).join(' · ')),
      WIDTH,
      {
        size: 10,
        bold: true,
      },
    ),
    MARGIN,
    y,
    WIDTH,
    { size: 10, bold: true },
  );
  y += 15;
  if (merchant.phone) {
    writer.line(`${slip.phone} ${formatPhone(merchant.phone)}`, MARGIN, y, WIDTH, { size: 9 });
    y += 13;
  }
  if (merchant.pickupAddress)
    y = writer.paragraph(
      labelled(options.lang, t.pickupAddress, isolate(merchant.pickupAddress)),
      MARGIN,
      y,
      WIDTH,
      { size: 9 },
      2,
    );
  y += 8;
  tableHeader();

  data.rows.forEach((row, index) => {
    if (y + ROW_HEIGHT > A4[1] - MARGIN) newPage(true);
    if (index % 2 === 1) doc.rect(MARGIN, y, WIDTH, ROW_HEIGHT).fill('#f5f5f5');
    const r = row.recipient;
    const place = placeNamesIn(options.lang, r.delegation, r.city);
    const service = row.service === 'DELIVERY' ? '' : (slip.service[row.service] ?? row.service);
    const cells: Array<[string, string]> = [
      [String(index + 1), ''],
      [row.code, service],
      [r.fullname, ''],
      [place.governorate, place.delegation],
      [formatPhone(r.phone1), r.phone2 ? formatPhone(r.phone2) : ''],
      [money(row.price, options.lang), ''],
      [row.note ?? '', ''],
    ];
    cells.forEach(([first, second], i) => {
      const x = xs[i] + pad;
      const w = COLUMNS[i] - 2 * pad;
      const style = { size: 8, bold: i === 1 || i === 5, align: COLUMN_ALIGN[i] };
      if (i === 6 && first) {
        const lines = writer.wrap(first, w, { size: 7.5 }, 2);
        lines.forEach((l, n) => writer.line(l, x, y + 2 + n * 10, w, { size: 7.5 }));
        return;
      }
      writer.line(writer.fit(first, w, style), x, y + (second ? 2 : 7), w, style);
      if (second)
        writer.line(writer.fit(second, w, { size: 7 }), x, y + 13, w, {
          size: 7,
          color: GRAY,
          align: COLUMN_ALIGN[i],
        });
    });
    doc
      .moveTo(MARGIN, y + ROW_HEIGHT)
      .lineTo(MARGIN + WIDTH, y + ROW_HEIGHT)
      .lineWidth(0.3)
      .strokeColor('#bbb')
      .stroke();
    y += ROW_HEIGHT;
  });

  // Totals, then the two signature boxes, kept together on the last page.
  if (y + FOOTER_ROOM > A4[1] - MARGIN) newPage(false);
  y += 10;
  drawTotals(writer, doc, y, data.totals, t);
  y += 40;
  const boxW = (WIDTH - 20) / 2;
  const boxes: Array<[string, number]> = [
    [t.merchantSignature, rtl ? MARGIN + boxW + 20 : MARGIN],
    [t.courierSignature, rtl ? MARGIN : MARGIN + boxW + 20],
  ];
  for (const [label, x] of boxes) {
    doc.rect(x, y, boxW, 90).lineWidth(0.8).strokeColor('#000').stroke();
    writer.line(label, x + 6, y + 4, boxW - 12, { size: 8.5, bold: true });
    writer.line(`${t.name} :`, x + 6, y + 22, boxW - 12, { size: 8, color: GRAY });
  }
  pageFooter();
  doc.end();
  return done;
}

function drawTotals(
  writer: PdfWriter,
  doc: Doc,
  y: number,
  totals: ManifestData['totals'],
  t: (typeof LABELS)[SlipLang],
) {
  doc.rect(MARGIN, y, WIDTH, 28).lineWidth(1.2).strokeColor('#000').stroke();
  const half = WIDTH / 2 - 12;
  const rtl = writer.lang === 'ar';
  const first = rtl ? MARGIN + WIDTH / 2 + 6 : MARGIN + 6;
  const second = rtl ? MARGIN + 6 : MARGIN + WIDTH / 2 + 6;
  writer.line(labelled(writer.lang, t.parcels, totals.count), first, y + 7, half, {
    size: 10,
    bold: true,
  });
  writer.line(
    labelled(writer.lang, t.codTotal, money(totals.cod, writer.lang)),
    second,
    y + 7,
    half,
    {
      size: 10,
      bold: true,
      align: 'end',
    },
  );
}
