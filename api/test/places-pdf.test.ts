import { isolate, visualRuns } from '../src/modules/slips/bidi-text';
import { renderManifest, type ManifestRow } from '../src/modules/slips/manifest-pdf';
import { renderSlips, type SlipData } from '../src/modules/slips/slip-pdf';
import { PDF_TOOLS, pdfText } from './pdf-tools';

// Issue 36: a slip and a manifest printed in Arabic name the governorate and the delegation in Arabic
// (from the one shared geography), read back as a person reads them, through pdftotext.

const recipient = {
  fullname: 'Amina Trabelsi',
  phone1: '22123456',
  phone2: null,
  delegation: 'Sfax',
  city: 'Sakiet Ezzit',
};

const slip: SlipData = {
  id: 7,
  code: 'WLV139626676',
  reference: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  service: 'DELIVERY',
  price: 45_500,
  paymentType: 'CACHE',
  canOpen: true,
  fragile: false,
  merchandise: 'Robe',
  merchandiseQuantity: 1,
  returningMerchandise: null,
  note: null,
  company: 'Zitouna Mode',
  merchantPhone: '71123456',
  pickupAddress: '3 Rue de la Plage',
  recipient: { ...recipient, address: '12 Avenue Habib Bourguiba', postalCode: null },
  trackingUrl: 'https://wolvo.example/ar/t/abc',
};

const row: ManifestRow = {
  id: 7,
  code: 'WLV139626676',
  service: 'DELIVERY',
  price: 45_500,
  note: null,
  recipient,
};

const printedAt = new Date('2026-11-21T10:00:00Z');
// pdftotext writes the bidi marks the writer uses to keep runs apart; a reader does not see them.
const read = (pdf: Buffer) => pdfText(pdf).replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');

const documents = {
  slip: (lang: 'fr' | 'ar') =>
    renderSlips([slip], { layout: 'a4', lang, providerName: 'Wolvo', printedAt }),
  manifest: (lang: 'fr' | 'ar') =>
    renderManifest(
      {
        merchant: { companies: ['Zitouna Mode'], phone: null, pickupAddress: null },
        rows: [row],
        totals: { count: 1, cod: 45_500 },
      },
      { lang, providerName: 'Wolvo', printedAt },
    ),
};

(PDF_TOOLS ? describe : describe.skip)('places on the slip and the manifest', () => {
  it.each(['slip', 'manifest'] as const)(
    'the %s in Arabic names the places in Arabic',
    async (kind) => {
      const text = read(await documents[kind]('ar'));
      expect(text).toContain('صفاقس');
      expect(text).toContain('ساقية الزيت');
      expect(text).not.toMatch(/Sfax|Sakiet/);
    },
  );

  it.each(['slip', 'manifest'] as const)(
    'the %s in French keeps the French names',
    async (kind) => {
      const text = read(await documents[kind]('fr'));
      expect(text).toContain('Sfax');
      expect(text).toContain('Sakiet Ezzit');
      expect(text).not.toContain('ساقية الزيت');
    },
  );
});

describe('a Latin value inside an Arabic line', () => {
  it('keeps its own order once isolated', () => {
    const runs = visualRuns(`عنوان الاستلام : ${isolate('3 Rue de la Plage')}`, 'rtl');
    // Drawn left to right: the address first, whole, then the Arabic label.
    expect(runs[0]).toEqual({ text: '3 Rue de la Plage', rtl: false });
    expect(runs.at(-1)!.rtl).toBe(true);
  });
});
