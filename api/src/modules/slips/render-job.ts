import { renderInvoice, type InvoiceData, type InvoiceOptions } from './invoice-pdf';
import { renderManifest, type ManifestData, type ManifestOptions } from './manifest-pdf';
import { renderSlips, type SlipData, type SlipOptions } from './slip-pdf';

/** One PDF to draw: plain data only, so it crosses to a worker thread by structured clone. */
export type PdfJob =
  | { kind: 'slips'; slips: SlipData[]; options: SlipOptions }
  | { kind: 'manifest'; data: ManifestData; options: ManifestOptions }
  | { kind: 'invoice'; data: InvoiceData; options: InvoiceOptions };

/** Draws a job's PDF in this thread. */
export function renderJob(job: PdfJob): Promise<Buffer> {
  switch (job.kind) {
    case 'slips':
      return renderSlips(job.slips, job.options);
    case 'manifest':
      return renderManifest(job.data, job.options);
    case 'invoice':
      return renderInvoice(job.data, job.options);
  }
}
