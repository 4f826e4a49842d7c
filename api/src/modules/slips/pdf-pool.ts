import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { renderJob, type PdfJob } from './render-job';

/**
 * PDFs are drawn in worker threads so a 1,000-slip print (about a second of pdfkit work) never blocks
 * the API's event loop: other requests keep their usual latency while it renders. A few workers at
 * most (PDF_WORKERS, default: the cores but one, at most 2), started on first use, stopped when idle;
 * PDF_WORKERS=0 draws in the request's thread.
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

// Built API: dist/modules/slips/pdf-worker.js. From the TypeScript sources (jest), a worker compiles its
// files with swc on load, with @wolvo/shared mapped to its sources as jest.config.js does.
const BUILT_WORKER = path.join(__dirname, 'pdf-worker.js');
const SOURCE_BOOTSTRAP = `
const Module = require('node:module');
const fs = require('node:fs');
const path = require('node:path');
const { workerData } = require('node:worker_threads');
const { transformSync } = Module.createRequire(workerData.file)('@swc/core');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const shared = /^@wolvo\\/shared\\/(.+)$/.exec(request);
  if (shared) request = path.join(workerData.sharedSrc, shared[1], 'index.ts');
  return resolve.call(this, request, ...rest);
};
require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
require(workerData.file);
`;

function startWorker(): Worker {
  if (existsSync(BUILT_WORKER)) return new Worker(BUILT_WORKER);
  return new Worker(SOURCE_BOOTSTRAP, {
    eval: true,
    workerData: {
      file: path.join(__dirname, 'pdf-worker.ts'),
      sharedSrc: path.resolve(__dirname, '..', '..', '..', '..', 'shared', 'src'),
    },
  });
}

interface Task {
  id: number;
  job: PdfJob;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
  idle: NodeJS.Timeout | null;
}

class PdfPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private next = 1;

  constructor(private readonly size: number) {}

  render(job: PdfJob): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.next++, job, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch() {
    while (this.queue.length) {
      let slot = this.slots.find((s) => s.task === null);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const task = this.queue.shift()!;
      if (slot.idle) clearTimeout(slot.idle);
      slot.idle = null;
      slot.task = task;
      slot.worker.ref();
      slot.worker.postMessage({ id: task.id, job: task.job });
    }
  }

  private spawn(): Slot {
    const slot: Slot = { worker: startWorker(), task: null, idle: null };
    slot.worker.on('message', (message: { id: number; pdf?: ArrayBuffer; error?: string }) => {
      const task = slot.task;
      if (!task || task.id !== message.id) return;
      slot.task = null;
      if (message.pdf) task.resolve(Buffer.from(message.pdf));
      else task.reject(new Error(message.error ?? 'PDF rendering failed'));
      this.rest(slot);
      this.dispatch();
    });
    const fail = (error: Error) => {
      this.remove(slot);
      slot.task?.reject(error);
      slot.task = null;
      this.dispatch();
    };
    slot.worker.on('error', fail);
    slot.worker.on('exit', (code) => fail(new Error(`PDF worker stopped (${code})`)));
    this.slots.push(slot);
    return slot;
  }

  // An idle worker does not keep the process alive, and stops after a while without work.
  private rest(slot: Slot) {
    slot.worker.unref();
    slot.idle = setTimeout(() => {
      this.remove(slot);
      void slot.worker.terminate();
    }, IDLE_MS);
    slot.idle.unref();
  }

  private remove(slot: Slot) {
    if (slot.idle) clearTimeout(slot.idle);
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
  }
}

let pool: PdfPool | null = null;

/** Draws PDFs in the worker pool (or in this thread with PDF_WORKERS=0); one object, so tests can wrap it. */
export const pdfRenderer = {
  render(job: PdfJob): Promise<Buffer> {
    const size = poolSize();
    if (size === 0) return renderJob(job);
    pool ??= new PdfPool(size);
    return pool.render(job);
  },
};
