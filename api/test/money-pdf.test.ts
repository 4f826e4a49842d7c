import { formatDinars } from '@wolvo/shared/contracts';
import { parseDinars } from '../../shared/src/contracts/money-parse';
import { renderInvoice, type InvoiceData } from '../src/modules/slips/invoice-pdf';
import { labelled } from '../src/modules/slips/pdf-writer';
import { PDF_TOOLS, pdfText } from './pdf-tools';

// Issue 34: the invoice PDF writes its amounts in the one money format of the screens (grouped thousands,
// the language's decimal mark and currency), read back here as a person reads them, through pdftotext.

const data: InvoiceData = {
  paymentNumber: 'PAY-007-00042',
  status: 'PAID',
  createdAt: '2026-11-20T08:00:00.000Z',
  client: {
    fullname: 'Zitouna Mode',
    companies: ['Zitouna Mode'],
    address: 'Tunis',
    cin: null,
    rc: null,
    patent: null,
  },
  shippingTvaBp: 1900,
  packagingTvaBp: 1900,
  lines: [
    {
      code: 'WLV-1',
      kind: 'DELIVERED',
      cod: 89_500,
      cost: 7_100,
      insurance: 1_343,
      refund: 0,
      net: 81_057,
    },
    { code: 'WLV-2', kind: 'RETURNED', cod: 0, cost: 4_100, insurance: 0, refund: 0, net: -4_100 },
  ],
  fees: [{ title: 'Emballage', amount: 2_500 }],
  totals: {
    cod: 23_831_500,
    costs: 11_200,
    insurance: 1_343,
    refunds: 0,
    fees: 2_500,
    shippingTva: 2_128,
    packagingTva: 475,
    netToPay: 23_813_854,
    countByKind: { DELIVERED: 1, EXCHANGED: 0, RETURNED: 1, REFUNDED: 0 },
  },
};

const render = (lang: 'fr' | 'en' | 'ar') =>
  renderInvoice(data, {
    lang,
    providerName: 'Wolvo',
    provider: { taxId: '1234567/A', address: 'Tunis' },
    printedAt: new Date('2026-11-21T10:00:00Z'),
  });

// pdftotext gives the no-break spaces back as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

(PDF_TOOLS ? describe : describe.skip)('amounts on the invoice PDF', () => {
  it.each(['fr', 'en'] as const)('writes every amount in the %s money format', async (lang) => {
    const text = plain(pdfText(await render(lang)));
    for (const millimes of [23_831_500, 23_813_854, 89_500, -7_100, -4_100, -2_500])
      expect(text).toContain(plain(formatDinars(millimes, lang)));
    // Every amount-looking text parses back in the language's format: no "23831.500 DT" left.
    const amounts = [...text.matchAll(/-?\d[\d ,.]*\d (?:dt|DT)\b/g)].map((m) => m[0]);
    expect(amounts.length).toBeGreaterThan(10);
    const style =
      lang === 'fr' ? /^-?\d{1,3}(?: \d{3})*,\d{3} dt$/ : /^-?\d{1,3}(?:,\d{3})*\.\d{3} DT$/;
    for (const amount of amounts) expect(amount).toMatch(style);
    if (lang === 'en')
      expect(parseDinars(amounts[0]!.replace(' DT', '\u00a0DT'), 'en')).not.toBeNull();
  });

  it('writes the Arabic amounts grouped with a space and a decimal comma, with د.ت', async () => {
    const text = plain(pdfText(await render('ar'))).replace(/[\u200e\u200f\u202a-\u202e]/g, '');
    expect(text).toContain('23 831,500');
    expect(text).toContain('23 813,854');
    expect(text).toContain('89,500');
    expect(text).toContain('د.ت');
    expect(text).not.toMatch(/\d\.\d{3}\b|\bDT\b/);
  });
});

// A label before its value as the screens' `label-colon` writes it: "Date : …" in French (no-break space),
// "Date: …" in English, and no space before the colon in Arabic.
describe('labels on the PDFs', () => {
  it('spaces the colon per language', () => {
    expect(labelled('fr', 'Date', '21/11/2026')).toBe('Date\u00a0: 21/11/2026');
    expect(labelled('en', 'Date', '21/11/2026')).toBe('Date: 21/11/2026');
    expect(labelled('ar', 'التاريخ', 3)).toBe('التاريخ: 3');
  });

  (PDF_TOOLS ? it : it.skip)(
    'has no "label :" in English nor "label:" in French on the invoice',
    async () => {
      const en = pdfText(await render('en'));
      expect(en).not.toMatch(/\p{L} :/u);
      expect(en).toMatch(/Client: Zitouna Mode/);
      const fr = plain(pdfText(await render('fr')));
      expect(fr).not.toMatch(/\p{L}: /u);
      expect(fr).toMatch(/Client : Zitouna Mode/);
    },
  );
});
