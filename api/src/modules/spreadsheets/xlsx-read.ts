import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import { MAX_IMPORT_FILE_BYTES } from '@wolvo/shared/contracts';
import { HttpError } from '../../http-error';

/**
 * Reading an uploaded .xlsx safely: the zip's central directory is checked before a byte is inflated
 * (a small file that unzips to gigabytes is refused), then the first worksheet is read into plain cell
 * values. Whatever the bytes, the answer is a value or a 4xx, never a crash, and nothing is left open.
 * exceljs, not SheetJS (`xlsx`): README "Spreadsheets".
 */

/** Limits of one uploaded spreadsheet (README "Spreadsheets"). */
export const XLSX_LIMITS = {
  /** Bytes of the uploaded file. */
  fileBytes: MAX_IMPORT_FILE_BYTES,
  /** Bytes of all its parts once unzipped. */
  unzippedBytes: 150 * 1024 * 1024,
  /** Unzipped ÷ zipped of a part larger than 1 MiB once unzipped (zip bombs are in the thousands). */
  ratio: 200,
  /** Parts (files) in the zip. */
  entries: 1_000,
} as const;

/** A cell as read: text, a number, a yes/no, a date, or nothing. */
export type CellValue = string | number | boolean | Date | null;

const invalid = () => new HttpError(400, 'import.file.invalid');
const tooLarge = () => new HttpError(413, 'import.file.too-large');

/** A part of the zip as its central directory describes it. */
interface ZipEntry {
  flags: number;
  method: number;
  compressed: number;
  unzipped: number;
  /** Where its local header starts. */
  offset: number;
}

/** A part name as looked up: OPC names are case-insensitive and may start with a slash. */
const partKey = (name: string) => name.replace(/\\/g, '/').replace(/^\//, '').toLowerCase();

/**
 * Reads the zip's central directory: a well-formed end record, at most `entries` parts, their declared
 * unzipped sizes within `unzippedBytes` in all and each part's ratio within `ratio`. Zip64 archives (parts
 * over 4 GiB) are refused. The parts are then inflated to at most these declared sizes.
 */
function zipDirectory(buffer: Buffer, limits = XLSX_LIMITS): Map<string, ZipEntry> {
  if (buffer.length < 22 || buffer.readUInt32LE(0) !== 0x04034b50) throw invalid();
  // The end of central directory record: the last 22 bytes, or earlier when a comment follows it.
  let end = -1;
  for (let i = buffer.length - 22; i >= Math.max(0, buffer.length - 22 - 0xffff); i--) {
    if (buffer.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw invalid();
  const entries = buffer.readUInt16LE(end + 10);
  const size = buffer.readUInt32LE(end + 12);
  const offset = buffer.readUInt32LE(end + 16);
  if (entries === 0xffff || offset === 0xffffffff) throw tooLarge();
  if (entries === 0 || offset + size > end) throw invalid();
  if (entries > limits.entries) throw tooLarge();
  const parts = new Map<string, ZipEntry>();
  let total = 0;
  let at = offset;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > end || buffer.readUInt32LE(at) !== 0x02014b50) throw invalid();
    const compressed = buffer.readUInt32LE(at + 20);
    const unzipped = buffer.readUInt32LE(at + 24);
    if (compressed === 0xffffffff || unzipped === 0xffffffff) throw tooLarge();
    total += unzipped;
    if (total > limits.unzippedBytes) throw tooLarge();
    if (unzipped > 1024 * 1024 && unzipped > Math.max(compressed, 1) * limits.ratio)
      throw tooLarge();
    const nameLength = buffer.readUInt16LE(at + 28);
    if (at + 46 + nameLength > end) throw invalid();
    const name = partKey(buffer.toString('utf8', at + 46, at + 46 + nameLength));
    if (!parts.has(name))
      parts.set(name, {
        flags: buffer.readUInt16LE(at + 8),
        method: buffer.readUInt16LE(at + 10),
        compressed,
        unzipped,
        offset: buffer.readUInt32LE(at + 42),
      });
    at += 46 + nameLength + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
  }
  return parts;
}

/** Checks the zip's central directory (see zipDirectory) before a byte is inflated. */
export function checkZipSizes(buffer: Buffer, limits = XLSX_LIMITS): void {
  zipDirectory(buffer, limits);
}

const inflate = promisify(inflateRaw);

/** A part's text: stored or deflated, never more than its declared size, in the thread pool. */
async function unzipPart(buffer: Buffer, entry: ZipEntry): Promise<string> {
  const at = entry.offset;
  // Encrypted parts (bit 0) cannot be read.
  if (entry.flags & 1 || at + 30 > buffer.length || buffer.readUInt32LE(at) !== 0x04034b50)
    throw invalid();
  const start = at + 30 + buffer.readUInt16LE(at + 26) + buffer.readUInt16LE(at + 28);
  if (start + entry.compressed > buffer.length) throw invalid();
  const data = buffer.subarray(start, start + entry.compressed);
  let bytes: Buffer;
  if (entry.method === 0) bytes = data;
  else if (entry.method === 8) {
    try {
      bytes = await inflate(data, { maxOutputLength: Math.max(1, entry.unzipped) });
    } catch {
      throw invalid();
    }
  } else throw invalid();
  if (bytes.length !== entry.unzipped) throw invalid();
  return bytes.toString('utf8');
}

/** Text in slices, so the XML parser hands rows over as it goes (and the row cap stops it early). */
function* slices(text: string, size = 64 * 1024): Generator<string> {
  let at = 0;
  while (at < text.length) {
    let to = Math.min(text.length, at + size);
    // Never split a surrogate pair.
    const last = text.charCodeAt(to - 1);
    if (to < text.length && last >= 0xd800 && last <= 0xdbff) to++;
    yield text.slice(at, to);
    at = to;
  }
}

/**
 * A cell's value as Excel, LibreOffice and Google Sheets save it: shared or inline strings, rich text,
 * formulas (their cached result), hyperlinks (their text), numbers, booleans and dates; errors are empty.
 */
export function plainCell(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText))
      return value.richText.map((part) => part.text ?? '').join('');
    if ('error' in value) return null;
    if ('result' in value) return plainCell(value.result as ExcelJS.CellValue);
    if ('formula' in value || 'sharedFormula' in value) return null;
    if ('text' in value) return plainCell(value.text as ExcelJS.CellValue);
  }
  return null;
}

/** What the reader keeps of the parts it reads; exceljs's own fields, not in its types. */
interface ReaderInternals {
  workbookRels?: Array<{ Id?: string; Type?: string; Target?: string }>;
  model?: { sheets?: Array<{ rId?: string }> };
  sharedStrings?: unknown[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncIterable<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(
    iterator: Iterable<string>,
    sheetNo: string,
  ): Iterable<{ value: AsyncIterable<ExcelJS.Row> }>;
}

/** A part named by a relationship of the workbook (relative to xl/, or from the root with a slash). */
const partOf = (target: string) =>
  partKey(target.startsWith('/') ? target : path.posix.normalize(`xl/${target}`));

/**
 * The first worksheet's rows as plain values (index 0 is row 1; a row is indexed by column, 0 for A),
 * at most `maxRows` rows that hold something besides the header: beyond them
 * `import.file.too-many-rows`. Trailing empty rows, however many a program saved, are not rows.
 *
 * The parts are unzipped here, from memory, and only those needed (relationships, workbook, shared
 * strings, styles, the first worksheet in the workbook's order), then parsed by exceljs's streaming
 * reader's parsers. Its own unzipping spooled a worksheet found before the shared strings (exceljs
 * writes them last) to a temporary file and left a skipped sheet's file open: a descriptor leaked per
 * parse, and an unlistened ENOENT ended the process (issue 34). Here no file or descriptor is opened
 * and the streams are over strings in memory. The parsers are exceljs's private methods (4.4.0 is its
 * last release): the import tests fail if an upgrade changes them.
 */
export async function readFirstSheet(buffer: Buffer, maxRows: number): Promise<CellValue[][]> {
  if (buffer.length > XLSX_LIMITS.fileBytes) throw tooLarge();
  const parts = zipDirectory(buffer);
  const text = async (name: string) => {
    const entry = parts.get(partKey(name));
    return entry ? unzipPart(buffer, entry) : null;
  };
  const rows: CellValue[][] = [];
  let filled = 0;
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      // Styles tell dates from numbers.
      styles: 'cache',
      worksheets: 'emit',
      entries: 'ignore',
    });
    const parsers = reader as unknown as ReaderInternals;
    const rels = await text('xl/_rels/workbook.xml.rels');
    if (rels !== null) await parsers._parseRels(Readable.from(slices(rels)));
    const workbook = await text('xl/workbook.xml');
    if (workbook === null) throw invalid();
    await parsers._parseWorkbook(Readable.from(slices(workbook)));
    const related = (type: string) =>
      // By the type's last segment: transitional and strict OOXML name them under different roots.
      (parsers.workbookRels ?? []).filter((r) => r.Type?.endsWith(`/${type}`) && r.Target);
    const strings = await text(partOf(related('sharedStrings')[0]?.Target ?? 'sharedStrings.xml'));
    parsers.sharedStrings = [];
    if (strings !== null)
      for await (const _ of parsers._parseSharedStrings(Readable.from(slices(strings))));
    const styles = await text(partOf(related('styles')[0]?.Target ?? 'styles.xml'));
    if (styles !== null) await parsers._parseStyles(Readable.from(slices(styles)));

    // The first tab (the orders; the template's lists come after), else the first worksheet part.
    const worksheets = related('worksheet');
    const firstTab = (parsers.model?.sheets ?? [])
      .map((sheet) => worksheets.find((r) => r.Id === sheet.rId))
      .find((r) => r && parts.has(partOf(r.Target!)));
    const name =
      (firstTab && partOf(firstTab.Target!)) ??
      [...parts.keys()].find((part) => /^xl\/worksheets\/[^/]+\.xml$/.test(part));
    const sheetText = name === undefined ? null : await text(name);
    if (name === undefined || sheetText === null) throw invalid();
    const sheetNo = /(\d*)\.xml$/.exec(name)?.[1] ?? '';
    const [emitted] = parsers._parseWorksheet(slices(sheetText), sheetNo);
    if (!emitted) throw invalid();
    for await (const row of emitted.value) {
      const cells: CellValue[] = [];
      let any = false;
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        const v = plainCell(cell.value);
        const value = typeof v === 'string' && v.trim() === '' ? null : v;
        cells[column - 1] = value;
        if (value !== null) any = true;
      });
      if (!any) continue;
      // Row 1 is the header; it does not count.
      if (row.number > 1 && ++filled > maxRows)
        throw new HttpError(400, 'import.file.too-many-rows');
      rows[row.number - 1] = Array.from(cells, (c) => c ?? null);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw invalid();
  }
  return Array.from(rows, (r) => r ?? []);
}
