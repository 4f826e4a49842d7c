import { pdfRenderer } from '../src/modules/slips/pdf-pool';
import type { PdfJob } from '../src/modules/slips/render-job';
import { PDF_TOOLS, pdfText } from './pdf-tools';

// The pool's failure cases, on a real piscina pool of one worker thread (the route suites test the PDFs).
const manifest = (providerName: string): PdfJob => ({
  kind: 'manifest',
  data: {
    merchant: { companies: ['Boutique'], phone: null, pickupAddress: null },
    rows: [],
    totals: { count: 0, cod: 0 },
  },
  options: {
    lang: 'fr',
    providerName,
    printedAt: new Date('2026-11-28T10:00:00Z'),
    compress: false,
  },
});
// Data the worker cannot draw: the job fails inside the worker thread.
const broken = {
  kind: 'manifest',
  data: { merchant: null },
  options: { lang: 'fr' },
} as unknown as PdfJob;

const isPdf = (buffer: Buffer) => buffer.subarray(0, 5).toString('latin1') === '%PDF-';

describe('the PDF worker pool', () => {
  const saved = process.env.PDF_WORKERS;
  afterEach(() => {
    if (saved === undefined) delete process.env.PDF_WORKERS;
    else process.env.PDF_WORKERS = saved;
  });

  it('rejects the job that fails in a worker, and draws the next ones', async () => {
    process.env.PDF_WORKERS = '1';
    await expect(pdfRenderer.render(broken)).rejects.toThrow(
      /Cannot read properties of (undefined|null)/,
    );
    expect(isPdf(await pdfRenderer.render(manifest('Wolvo')))).toBe(true);
  });

  it('queues jobs beyond its one worker and answers each its own PDF, a failure among them', async () => {
    process.env.PDF_WORKERS = '1';
    const names = ['Premier', 'Deuxième', 'Troisième', 'Quatrième'];
    const results = await Promise.allSettled([
      ...names.map((name) => pdfRenderer.render(manifest(name))),
      pdfRenderer.render(broken),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    const pdfs = results.slice(0, 4).map((r) => (r as PromiseFulfilledResult<Buffer>).value);
    expect(pdfs.every(isPdf)).toBe(true);
    // Each answer is its own job's document, not a neighbour's.
    if (PDF_TOOLS) pdfs.forEach((pdf, i) => expect(pdfText(pdf)).toContain(names[i]));
  });

  it('draws in the request thread with PDF_WORKERS=0, failures included', async () => {
    process.env.PDF_WORKERS = '0';
    expect(isPdf(await pdfRenderer.render(manifest('Wolvo')))).toBe(true);
    await expect(pdfRenderer.render(broken)).rejects.toThrow(
      /Cannot read properties of (undefined|null)/,
    );
  });

  it('refuses a PDF_WORKERS that is not a count of threads', async () => {
    for (const value of ['-1', '1.5', 'two']) {
      process.env.PDF_WORKERS = value;
      await expect(pdfRenderer.render(manifest('Wolvo'))).rejects.toThrow(
        'PDF_WORKERS must be an integer ≥ 0',
      );
    }
  });
});
