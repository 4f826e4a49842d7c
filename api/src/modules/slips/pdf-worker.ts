import { move } from 'piscina';
import { renderJob, type PdfJob } from './render-job';

/**
 * A PDF worker thread's task (see pdf-pool.ts): draws one job and hands the bytes back without a copy.
 * A failure crosses back as a plain Error with its message, which the request then fails with.
 */
export default async function renderInWorker(job: PdfJob) {
  try {
    const pdf = await renderJob(job);
    // A large PDF has an ArrayBuffer of its own, transferred as is; a small one may share its buffer with
    // others and is copied out first.
    const whole = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength;
    const bytes = whole
      ? pdf.buffer
      : pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength);
    return move(bytes as ArrayBuffer);
  } catch (error) {
    throw new Error(error instanceof Error ? error.message : String(error));
  }
}
