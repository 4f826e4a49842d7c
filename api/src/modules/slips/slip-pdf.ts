import type { VoucherLayout } from '@wolvo/shared/contracts';
import { placeNamesIn } from '@wolvo/shared/geo';
import {
  code128Pattern,
  drawCode128,
  drawQr,
  MIN_MODULE,
  patternModules,
  qrMatrix,
  QUIET_MODULES,
} from './barcodes';
import { hasRtl } from './bidi-text';
import {
  labelled,
  A4,
  createPdf,
  money,
  formatPhone,
  MM,
  printedDate,
  PdfWriter,
  type Doc,
} from './pdf-writer';
import type { SlipLang } from './tracking';

/** Everything one slip shows. Money in integer millimes. */
export interface SlipData {
  id: number;
  code: string;
  reference: string | null;
  createdAt: string;
  service: string;
  price: number;
  paymentType: string;
  canOpen: boolean;
  fragile: boolean;
  merchandise: string | null;
  merchandiseQuantity: number;
  returningMerchandise: string | null;
  note: string | null;
  company: string;
  merchantPhone: string | null;
  pickupAddress: string | null;
  recipient: {
    fullname: string;
    phone1: string;
    phone2: string | null;
    /** Governorate. */
    delegation: string;
    /** Delegation within the governorate. */
    city: string;
    address: string;
    postalCode: string | null;
  };
  /** What the QR code encodes: the recipient's tracking page. */
  trackingUrl: string;
}

/** Page formats: A4 with four A6 slips (cut along the guides), or one 100 × 150 mm thermal label. */
export type SlipLayout = VoucherLayout;

export interface SlipOptions {
  layout: SlipLayout;
  lang: SlipLang;
  /** The delivery provider's name, printed at the top. */
  providerName: string;
  printedAt: Date;
  /** Deflate the page contents (default true); false keeps them readable, for debugging. */
  compress?: boolean;
}

const THERMAL: [number, number] = [100 * MM, 150 * MM];

/** Slips on one page of a layout. */
export const slipsPerPage = (layout: SlipLayout) => (layout === 'a4' ? 4 : 1);

const LABELS = {
  fr: {
    title: 'Bordereau de livraison',
    sender: 'Expéditeur',
    recipient: 'Destinataire',
    phone: 'Tél.',
    cod: 'Contre-remboursement',
    alreadyPaid: 'déjà payé',
    payment: { CACHE: 'Espèces', CHECK: 'Chèque' } as Record<string, string>,
    canOpen: 'Ouverture autorisée',
    fragile: 'Fragile',
    yes: 'Oui',
    no: 'Non',
    merchandise: 'Marchandise',
    bringBack: 'À récupérer',
    service: {
      DELIVERY: 'Livraison',
      EXCHANGE: 'Échange',
      COUNTER_EXCHANGE: 'Contre-échange',
    } as Record<string, string>,
    note: 'Note',
    date: 'Date',
    printed: 'Imprimé le',
    reference: 'Réf.',
  },
  en: {
    title: 'Delivery slip',
    sender: 'Sender',
    recipient: 'Recipient',
    phone: 'Phone',
    cod: 'Cash on delivery',
    alreadyPaid: 'already paid',
    payment: { CACHE: 'Cash', CHECK: 'Cheque' } as Record<string, string>,
    canOpen: 'May be opened',
    fragile: 'Fragile',
    yes: 'Yes',
    no: 'No',
    merchandise: 'Goods',
    bringBack: 'To bring back',
    service: {
      DELIVERY: 'Delivery',
      EXCHANGE: 'Exchange',
      COUNTER_EXCHANGE: 'Counter-exchange',
    } as Record<string, string>,
    note: 'Note',
    date: 'Date',
    printed: 'Printed',
    reference: 'Ref.',
  },
  ar: {
    title: 'وصل التسليم',
    sender: 'المرسل',
    recipient: 'المرسل إليه',
    phone: 'الهاتف',
    cod: 'الدفع عند الاستلام',
    alreadyPaid: 'مدفوع مسبقا',
    payment: { CACHE: 'نقدا', CHECK: 'صك' } as Record<string, string>,
    canOpen: 'يمكن فتحه',
    fragile: 'قابل للكسر',
    yes: 'نعم',
    no: 'لا',
    merchandise: 'البضاعة',
    bringBack: 'للاسترجاع',
    service: {
      DELIVERY: 'توصيل',
      EXCHANGE: 'استبدال',
      COUNTER_EXCHANGE: 'استبدال عكسي',
    } as Record<string, string>,
    note: 'ملاحظة',
    date: 'التاريخ',
    printed: 'طبع في',
    reference: 'المرجع',
  },
} satisfies Record<SlipLang, unknown>;

/** The slip labels per language (the manifest reuses the service names and the phone label). */
export const SLIP_LABELS = LABELS;

/** Draws one slip in the box (x, y, w, h). */
function drawSlip(
  writer: PdfWriter,
  doc: Doc,
  slip: SlipData,
  box: { x: number; y: number; w: number; h: number },
  options: SlipOptions,
) {
  const t = LABELS[options.lang];
  const pad = 12;
  const x = box.x + pad;
  const width = box.w - 2 * pad;
  const bottom = box.y + box.h - pad;
  let y = box.y + pad - 4;
  const gray = '#444';

  // Provider, slip title, date and service.
  writer.line(options.providerName, x, y, width, { size: 15, bold: true });
  writer.line(
    labelled(options.lang, t.date, printedDate(slip.createdAt, options.lang)),
    x,
    y + 4,
    width,
    {
      size: 8,
      align: 'end',
    },
  );
  y += 21;
  writer.line(t.title, x, y, width, { size: 7.5, color: gray });
  writer.badge(t.service[slip.service] ?? slip.service, x, y, width, 'end');
  y += 15;
  writer.rule(x, y, width);
  y += 4;

  // Sender, with the QR code on the other side.
  const qrSide = 66;
  const qrX = options.lang === 'ar' ? x : x + width - qrSide;
  drawQr(doc, qrMatrix(slip.trackingUrl), qrX, y + 2, qrSide);
  const senderX = options.lang === 'ar' ? x + qrSide + 8 : x;
  const senderW = width - qrSide - 8;
  let sy = y;
  writer.line(t.sender, senderX, sy, senderW, { size: 7, color: gray });
  sy += 10;
  writer.line(writer.fit(slip.company, senderW, { size: 10.5, bold: true }), senderX, sy, senderW, {
    size: 10.5,
    bold: true,
  });
  sy += 15;
  if (slip.merchantPhone) {
    writer.line(`${t.phone} ${formatPhone(slip.merchantPhone)}`, senderX, sy, senderW, {
      size: 8.5,
    });
    sy += 12;
  }
  if (slip.pickupAddress)
    writer.paragraph(slip.pickupAddress, senderX, sy, senderW, { size: 8 }, 2);
  y += qrSide + 8;

  // Code 128 of the order code, centred with its quiet zones, then the code in text.
  const pattern = code128Pattern(slip.code);
  const modules = patternModules(pattern);
  const module = Math.max(MIN_MODULE, Math.min(2.2, width / (modules + 2 * QUIET_MODULES)));
  const barsWidth = modules * module;
  drawCode128(doc, pattern, x + (width - barsWidth) / 2, y, module, 44);
  y += 46;
  writer.line(slip.code, x, y, width, { size: 13, bold: true, align: 'center' });
  y += 20;
  writer.rule(x, y, width);
  y += 4;

  // Recipient.
  const r = slip.recipient;
  writer.line(t.recipient, x, y, width, { size: 7, color: gray });
  y += 10;
  writer.line(writer.fit(r.fullname, width, { size: 11.5, bold: true }), x, y, width, {
    size: 11.5,
    bold: true,
  });
  y += 16;
  const phones = [r.phone1, r.phone2].filter(Boolean).map((p) => formatPhone(p!));
  writer.line(`${t.phone} ${phones.join(' / ')}`, x, y, width, { size: 9.5, bold: true });
  y += 13;
  const place = placeNamesIn(options.lang, r.delegation, r.city);
  writer.line(
    writer.fit(`${place.governorate} – ${place.delegation}`, width, { size: 9 }),
    x,
    y,
    width,
    {
      size: 9,
    },
  );
  y += 12;
  const address = r.postalCode ? `${r.address}، ${r.postalCode}` : r.address;
  y = writer.paragraph(
    hasRtl(r.address) ? address : address.replace('، ', ', '),
    x,
    y,
    width,
    { size: 9 },
    2,
  );
  y += 2;
  writer.rule(x, y, width);
  y += 5;

  // COD, payment type and the handling marks.
  const half = width / 2 - 4;
  const codX = options.lang === 'ar' ? x + width - half : x;
  const marksX = options.lang === 'ar' ? x : x + width - half;
  doc.rect(codX, y, half, 42).lineWidth(1.2).strokeColor('#000').stroke();
  writer.line(t.cod, codX + 5, y + 1, half - 10, { size: 7, color: gray });
  const amount =
    slip.price > 0
      ? money(slip.price, options.lang)
      : `${money(0, options.lang)} — ${t.alreadyPaid}`;
  const amountStyle = { size: slip.price > 0 ? 15 : 9.5, bold: true };
  writer.line(
    writer.fit(amount, half - 10, amountStyle),
    codX + 5,
    y + (slip.price > 0 ? 9 : 13),
    half - 10,
    amountStyle,
  );
  writer.line(t.payment[slip.paymentType] ?? slip.paymentType, codX + 5, y + 30, half - 10, {
    size: 7,
    color: gray,
  });
  writer.line(labelled(options.lang, t.canOpen, slip.canOpen ? t.yes : t.no), marksX, y + 2, half, {
    size: 8.5,
    bold: true,
  });
  if (slip.fragile) writer.badge(t.fragile, marksX, y + 18, half, 'start', 9);
  else writer.line(labelled(options.lang, t.fragile, t.no), marksX, y + 18, half, { size: 8.5 });
  y += 48;

  // Merchandise, what an exchange brings back, the note.
  const footerY = bottom - 9;
  const block = (text: string, max: number) => {
    if (y + 11 > footerY) return;
    const room = Math.max(1, Math.min(max, Math.floor((footerY - y) / 11)));
    y = writer.paragraph(text, x, y, width, { size: 8.5 }, room);
  };
  block(
    labelled(
      options.lang,
      t.merchandise,
      `${slip.merchandise ?? '—'} × ${slip.merchandiseQuantity}`,
    ),
    2,
  );
  if (slip.service !== 'DELIVERY' && slip.returningMerchandise)
    block(
      `${t.service[slip.service]} — ${labelled(options.lang, t.bringBack, slip.returningMerchandise)}`,
      2,
    );
  if (slip.note) block(labelled(options.lang, t.note, slip.note), 2);

  // Footer: reference and order id, print time.
  const ref = [slip.reference ? `${t.reference} ${slip.reference}` : null, `#${slip.id}`]
    .filter(Boolean)
    .join(' · ');
  writer.line(ref, x, footerY, width, { size: 7, color: gray });
  writer.line(
    `${t.printed} ${printedDate(options.printedAt, options.lang, true)}`,
    x,
    footerY,
    width,
    {
      size: 7,
      color: gray,
      align: 'end',
    },
  );
}

/** Dashed cut guides between the four slips of an A4 page. */
function drawCutGuides(doc: Doc) {
  const [w, h] = A4;
  doc.save();
  doc.dash(3, { space: 3 }).lineWidth(0.4).strokeColor('#999');
  doc
    .moveTo(w / 2, 0)
    .lineTo(w / 2, h)
    .stroke();
  doc
    .moveTo(0, h / 2)
    .lineTo(w, h / 2)
    .stroke();
  doc.undash().restore();
}

/** One PDF with one slip per order, in the order given. */
export function renderSlips(slips: SlipData[], options: SlipOptions): Promise<Buffer> {
  const { doc, done } = createPdf({
    ...options,
    title: `${options.providerName} — ${LABELS[options.lang].title}`,
  });
  const writer = new PdfWriter(doc, options.lang);
  const perPage = slipsPerPage(options.layout);
  slips.forEach((slip, i) => {
    const slot = i % perPage;
    if (slot === 0) {
      doc.addPage({ size: options.layout === 'a4' ? A4 : THERMAL, margin: 0 });
      if (options.layout === 'a4') drawCutGuides(doc);
    }
    const [pw, ph] = options.layout === 'a4' ? [A4[0] / 2, A4[1] / 2] : THERMAL;
    const box = {
      x: options.layout === 'a4' ? (slot % 2) * pw : 0,
      y: options.layout === 'a4' ? Math.floor(slot / 2) * ph : 0,
      w: pw,
      h: ph,
    };
    drawSlip(writer, doc, slip, box, options);
  });
  doc.end();
  return done;
}
