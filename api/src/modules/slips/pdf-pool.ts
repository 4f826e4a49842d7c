import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import { renderJob, type PdfJob } from './render-job';

/**
 * PDFs are drawn in worker threads (piscina) so a 1,000-slip print (about a second of pdfkit work) never
 * blocks the API's event loop: other requests keep their usual latency while it renders. A few workers at
 * most (PDF_WORKERS, default: the cores but one, at most 2), one job at a time each and the rest queued,
 * started on first use, stopped when idle; PDF_WORKERS=0 draws in the request's thread.
 */
const IDLE_MS = 30_000;

const defaultSize = () => Math.min(2, Math.max(1, availableParallelism() - 1));

function poolSize(): number {
  const raw = process.env.PDF_WORKERS;
  if (raw === undefined || raw === '') return defaultSize();
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error('PDF_WORKERS must be an integer ≥ 0');
  return value;
}

// Built API: dist/modules/slips/pdf-worker.js. From the TypeScript sources (jest) the entry is
// pdf-worker-ts.cjs, which compiles the worker's files with swc as they load; with the `source` condition
// @wolvo/shared resolves to its sources (its package.json says where), as jest.config.js maps it.
const fromSources = path.extname(__filename) === '.ts';
const WORKER = path.join(__dirname, fromSources ? 'pdf-worker-ts.cjs' : 'pdf-worker.js');

function createPool(size: number): Piscina<PdfJob, ArrayBuffer> {
  const pool = new Piscina<PdfJob, ArrayBuffer>({
    minThreads: 0,
    maxThreads: size,
    idleTimeout: IDLE_MS,
    // Jobs start in the order they came (piscina may otherwise send a job it could not place to the back).
    stricterFIFO: true,
    ...(fromSources && { execArgv: ['--conditions=source'] }),
  });
  // A worker that fails with no job of its own is dropped (the next job starts another) and the failure
  // reported here: without a listener the pool's 'error' event would be thrown and end the process.
  pool.on('error', (error: Error) => process.emitWarning(error));
  return pool;
}

let pool: Piscina<PdfJob, ArrayBuffer> | null = null;

/** Draws PDFs in the worker pool (or in this thread with PDF_WORKERS=0); one object, so tests can wrap it. */
export const pdfRenderer = {
  async render(job: PdfJob): Promise<Buffer> {
    const size = poolSize();
    if (size === 0) return renderJob(job);
    pool ??= createPool(size);
    // The worker file is named per job, not for the pool: a worker then loads it with its first job, so a
    // file that fails to load rejects that job instead of failing the worker's start, which piscina
    // reports on the pool only, leaving the queued jobs waiting.
    return Buffer.from(await pool.run(job, { filename: WORKER }));
  },
};

/** Stops the pool once its jobs are done (shutdown: after the server has answered its requests). */
export async function closePdfPool(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.close();
}
