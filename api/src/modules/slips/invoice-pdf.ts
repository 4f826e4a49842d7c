import type { BillLineKind, BillTotals } from '@wolvo/shared/contracts';
import { isolateLtr } from './bidi-text';
import { A4, createPdf, labelled, money, printedDate, PdfWriter, type Align } from './pdf-writer';
import type { SlipLang } from './tracking';

/** One bill line as the invoice prints it. Money in integer millimes, as the server computed it. */
export interface InvoiceLine {
  code: string;
  kind: BillLineKind;
  cod: number;
  cost: number;
  insurance: number;
  refund: number;
  net: number;
}

/** Everything an invoice shows; every amount comes from the bill arithmetic, nothing is summed here. */
export interface InvoiceData {
  paymentNumber: string;
  status: string;
  createdAt: string;
  client: {
    fullname: string;
    companies: string[];
    address: string | null;
    cin: string | null;
    rc: string | null;
    patent: string | null;
  };
  shippingTvaBp: number;
  packagingTvaBp: number;
  lines: InvoiceLine[];
  fees: Array<{ title: string; amount: number }>;
  totals: BillTotals;
}

export interface InvoiceOptions {
  lang: SlipLang;
  providerName: string;
  /** The provider's identity under its name: tax id (matricule fiscal) and address. */
  provider: { taxId: string; address: string };
  printedAt: Date;
  compress?: boolean;
}

const LABELS = {
  fr: {
    title: 'Facture de paiement',
    number: 'N°',
    date: 'Date',
    status: { PENDING: 'En attente', PAID: 'Payée', CANCELLED: 'Annulée' } as Record<
      string,
      string
    >,
    client: 'Client',
    taxId: 'Matricule fiscal',
    cin: 'CIN',
    rc: 'RC',
    patent: 'Patente',
    columns: ['#', 'Colis', 'Nature', 'Encaissé', 'Frais', 'Assurance', 'Remb.', 'Net'],
    kind: { DELIVERED: 'Livré', EXCHANGED: 'Échangé', RETURNED: 'Retourné', REFUNDED: 'Remboursé' },
    cod: 'Encaissé contre remboursement',
    costs: 'Frais de livraison, échange et retour',
    insurance: 'Assurance',
    fees: 'Frais',
    shippingTva: 'TVA sur le transport',
    packagingTva: 'TVA sur les frais',
    refunds: 'Remboursements',
    net: 'Net à payer',
    page: 'Page',
  },
  en: {
    title: 'Payment invoice',
    number: 'No.',
    date: 'Date',
    status: { PENDING: 'Pending', PAID: 'Paid', CANCELLED: 'Cancelled' } as Record<string, string>,
    client: 'Client',
    taxId: 'Tax ID',
    cin: 'ID card',
    rc: 'Trade register',
    patent: 'Patent',
    columns: ['#', 'Parcel', 'Kind', 'Collected', 'Cost', 'Insurance', 'Refund', 'Net'],
    kind: {
      DELIVERED: 'Delivered',
      EXCHANGED: 'Exchanged',
      RETURNED: 'Returned',
      REFUNDED: 'Refunded',
    },
    cod: 'Cash collected on delivery',
    costs: 'Delivery, exchange and return costs',
    insurance: 'Insurance',
    fees: 'Fees',
    shippingTva: 'VAT on transport',
    packagingTva: 'VAT on fees',
    refunds: 'Refunds',
    net: 'Net to pay',
    page: 'Page',
  },
  ar: {
    title: 'فاتورة الدفعة',
    number: 'رقم',
    date: 'التاريخ',
    status: { PENDING: 'في الانتظار', PAID: 'مدفوعة', CANCELLED: 'ملغاة' } as Record<
      string,
      string
    >,
    client: 'الحريف',
    taxId: 'المعرّف الجبائي',
    cin: 'بطاقة التعريف',
    rc: 'السجل التجاري',
    patent: 'الباتيندة',
    columns: ['#', 'الطرد', 'النوع', 'المحصَّل', 'المصاريف', 'التأمين', 'التعويض', 'الصافي'],
    kind: { DELIVERED: 'مُسلَّم', EXCHANGED: 'مُستبدَل', RETURNED: 'مُرجَع', REFUNDED: 'مُعوَّض' },
    cod: 'المبلغ المحصَّل عند التسليم',
    costs: 'مصاريف التوصيل والاستبدال والإرجاع',
    insurance: 'التأمين',
    fees: 'المصاريف',
    shippingTva: 'الأداء على القيمة المضافة للنقل',
    packagingTva: 'الأداء على القيمة المضافة للمصاريف',
    refunds: 'التعويضات',
    net: 'الصافي للدفع',
    page: 'صفحة',
  },
} satisfies Record<SlipLang, unknown>;

const MARGIN = 36;
const WIDTH = A4[0] - 2 * MARGIN;
/** Column widths in reading order: #, code, kind, COD, cost, insurance, refund, net. */
const COLUMNS = [30, 96, 70, 62, 56, 56, 56, WIDTH - 426];
const MONEY_FROM = 3;
const ROW_HEIGHT = 15;
const GRAY = '#555';
const percent = (bp: number) => isolateLtr(`${bp / 100} %`);

/**
 * A bill's invoice: provider and client identity with its tax ids, the bill's number, state and date, one
 * line per parcel, then the totals and fees down to the net to pay. A4 portrait in the bill's language (an
 * Arabic invoice mirrored right to left); the table goes on over as many pages as needed.
 */
export function renderInvoice(data: InvoiceData, options: InvoiceOptions): Promise<Buffer> {
  const t = LABELS[options.lang];
  const rtl = options.lang === 'ar';
  const { doc, done } = createPdf({ ...options, title: `${options.providerName} — ${t.title}` });
  const writer = new PdfWriter(doc, options.lang);
  let page = 0;
  let y = 0;
  let at = 0;
  const xs = COLUMNS.map((w) => {
    const x = rtl ? MARGIN + WIDTH - at - w : MARGIN + at;
    at += w;
    return x;
  });
  const align = (i: number): Align => (i >= MONEY_FROM ? 'end' : 'start');

  const footer = () =>
    writer.line(`${t.page} ${page}`, MARGIN, A4[1] - MARGIN + 10, WIDTH, {
      size: 7,
      color: GRAY,
      align: 'center',
    });
  const header = () => {
    doc.rect(MARGIN, y, WIDTH, 16).fill('#e8e8e8');
    t.columns.forEach((label, i) =>
      writer.line(label, xs[i]! + 3, y + 3, COLUMNS[i]! - 6, {
        size: 7.5,
        bold: true,
        align: align(i),
      }),
    );
    y += 16;
  };
  const newPage = (withHeader: boolean) => {
    if (page > 0) footer();
    doc.addPage({ size: A4, margin: 0 });
    page += 1;
    y = MARGIN;
    if (withHeader) header();
  };

  newPage(false);
  writer.line(options.providerName, MARGIN, y, WIDTH, { size: 18, bold: true });
  writer.line(
    labelled(options.lang, t.date, printedDate(data.createdAt, options.lang)),
    MARGIN,
    y + 6,
    WIDTH,
    {
      size: 9,
      align: 'end',
    },
  );
  y += 22;
  writer.line(
    `${t.taxId} ${isolateLtr(options.provider.taxId)} · ${options.provider.address}`,
    MARGIN,
    y,
    WIDTH,
    { size: 8.5, color: GRAY },
  );
  y += 18;
  writer.line(
    `${t.title} ${t.number} ${isolateLtr(data.paymentNumber)} — ${t.status[data.status] ?? data.status}`,
    MARGIN,
    y,
    WIDTH,
    { size: 13, bold: true },
  );
  y += 22;
  const c = data.client;
  writer.line(
    labelled(options.lang, t.client, `${c.fullname} — ${c.companies.join(' · ')}`),
    MARGIN,
    y,
    WIDTH,
    {
      size: 10,
      bold: true,
    },
  );
  y += 14;
  const ids = [
    c.cin && `${t.cin} ${isolateLtr(c.cin)}`,
    c.rc && `${t.rc} ${isolateLtr(c.rc)}`,
    c.patent && `${t.patent} ${isolateLtr(c.patent)}`,
  ].filter(Boolean);
  if (ids.length) {
    writer.line(ids.join(' · '), MARGIN, y, WIDTH, { size: 8.5, color: GRAY });
    y += 12;
  }
  if (c.address) y = writer.paragraph(c.address, MARGIN, y, WIDTH, { size: 8.5, color: GRAY }, 2);
  y += 10;
  header();

  data.lines.forEach((line, index) => {
    if (y + ROW_HEIGHT > A4[1] - MARGIN) newPage(true);
    if (index % 2 === 1) doc.rect(MARGIN, y, WIDTH, ROW_HEIGHT).fill('#f5f5f5');
    const cells = [
      String(index + 1),
      line.code,
      t.kind[line.kind],
      money(line.cod, options.lang),
      money(-line.cost, options.lang),
      money(-line.insurance, options.lang),
      money(line.refund, options.lang),
      money(line.net, options.lang),
    ];
    cells.forEach((text, i) =>
      writer.line(text, xs[i]! + 3, y + 3, COLUMNS[i]! - 6, {
        size: 7.5,
        bold: i === COLUMNS.length - 1,
        align: align(i),
      }),
    );
    y += ROW_HEIGHT;
  });

  // The totals block, kept together: each sum as the bill computed it, then the net, framed.
  const rows: Array<[string, number]> = [
    [t.cod, data.totals.cod],
    [t.costs, -data.totals.costs],
    [t.insurance, -data.totals.insurance],
    ...data.fees.map((f): [string, number] => [labelled(options.lang, t.fees, f.title), -f.amount]),
    [`${t.shippingTva} (${percent(data.shippingTvaBp)})`, -data.totals.shippingTva],
    [`${t.packagingTva} (${percent(data.packagingTvaBp)})`, -data.totals.packagingTva],
    [t.refunds, data.totals.refunds],
  ];
  const needed = 14 * rows.length + 40;
  if (y + needed > A4[1] - MARGIN) newPage(false);
  y += 12;
  const labelW = WIDTH - 130;
  const labelX = rtl ? MARGIN + 130 : MARGIN;
  const amountX = rtl ? MARGIN : MARGIN + labelW;
  for (const [label, amount] of rows) {
    writer.line(label, labelX, y, labelW, { size: 9 });
    writer.line(money(amount, options.lang), amountX, y, 130, { size: 9, align: 'end' });
    y += 14;
  }
  y += 4;
  doc.rect(MARGIN, y, WIDTH, 26).lineWidth(1.2).strokeColor('#000').stroke();
  writer.line(t.net, labelX + (rtl ? -6 : 6), y + 6, labelW, { size: 11, bold: true });
  writer.line(money(data.totals.netToPay, options.lang), amountX - (rtl ? -6 : 6), y + 6, 130, {
    size: 11,
    bold: true,
    align: 'end',
  });
  footer();
  doc.end();
  return done;
}
