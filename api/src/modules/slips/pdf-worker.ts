import { parentPort } from 'node:worker_threads';
import { renderJob, type PdfJob } from './render-job';

// A PDF worker thread (see pdf-pool.ts): draws one job at a time and hands the bytes back without a copy.
parentPort!.on('message', async ({ id, job }: { id: number; job: PdfJob }) => {
  try {
    const pdf = await renderJob(job);
    const bytes = pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength) as ArrayBuffer;
    parentPort!.postMessage({ id, pdf: bytes }, [bytes]);
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
