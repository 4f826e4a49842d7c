import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// pdftotext, pdftoppm and zbarimg (Debian's poppler-utils and zbar-tools) read what a person and a
// scanner read. .ci/run installs them; a developer machine without them skips those checks only.
const has = (tool: string) => spawnSync(tool, ['-h']).error === undefined;
/** Whether the PDF readers are installed (CI must have them). */
export const PDF_TOOLS = has('pdftotext') && has('pdftoppm') && has('zbarimg');
if (!PDF_TOOLS && process.env.CI) throw new Error('CI needs pdftotext, pdftoppm and zbarimg');

/** Pages of a PDF: its page objects (pdfkit writes them uncompressed). */
export const pageCount = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

function withPdfFile<T>(pdf: Buffer, read: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'wolvo-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return read(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text as pdftotext reads it. */
export const pdfText = (pdf: Buffer) =>
  withPdfFile(pdf, (file) => spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' }).stdout);

/** Codes zbarimg reads on the rendered pages (100 dpi, as a cheap office scan). */
export const scannedCodes = (pdf: Buffer) =>
  withPdfFile(pdf, (file, dir) => {
    spawnSync('pdftoppm', ['-r', '100', '-gray', '-png', file, path.join(dir, 'page')]);
    const pages = readdirSync(dir).filter((f) => f.endsWith('.png'));
    const out = spawnSync('zbarimg', ['-q', '--raw', ...pages.map((p) => path.join(dir, p))], {
      encoding: 'utf8',
    }).stdout;
    return out.split('\n').filter(Boolean);
  });
