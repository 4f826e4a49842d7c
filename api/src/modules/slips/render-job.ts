import { renderManifest, type ManifestData, type ManifestOptions } from './manifest-pdf';
import { renderSlips, type SlipData, type SlipOptions } from './slip-pdf';

/** One PDF to draw: plain data only, so it crosses to a worker thread by structured clone. */
export type PdfJob =
  | { kind: 'slips'; slips: SlipData[]; options: SlipOptions }
  | { kind: 'manifest'; data: ManifestData; options: ManifestOptions };

/** Draws a job's PDF in this thread. */
export function renderJob(job: PdfJob): Promise<Buffer> {
  return job.kind === 'slips'
    ? renderSlips(job.slips, job.options)
    : renderManifest(job.data, job.options);
}
