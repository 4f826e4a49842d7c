import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { MAX_IMPORT_FILE_BYTES } from '@wolvo/shared/contracts';
import { HttpError } from '../../http-error';

/**
 * Reading an uploaded .xlsx safely: the zip's central directory is checked before exceljs sees the file
 * (a small file that unzips to gigabytes is refused without inflating a byte), then the first worksheet
 * is read into plain cell values. Whatever the bytes, the answer is a value or a 4xx, never a crash.
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

/**
 * Checks the zip's central directory: a well-formed end record, at most `entries` parts, their declared
 * unzipped sizes within `unzippedBytes` in all and each part's ratio within `ratio`. Zip64 archives (parts
 * over 4 GiB) are refused. exceljs's unzipper trusts the same sizes it inflates to.
 */
export function checkZipSizes(buffer: Buffer, limits = XLSX_LIMITS): void {
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
    at +=
      46 +
      buffer.readUInt16LE(at + 28) +
      buffer.readUInt16LE(at + 30) +
      buffer.readUInt16LE(at + 32);
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

/**
 * The first worksheet's rows as plain values (index 0 is row 1; a row is indexed by column, 0 for A),
 * at most `maxRows` rows that hold something besides the header: beyond them
 * `import.file.too-many-rows`. Trailing empty rows, however many a program saved, are not rows. Read
 * with exceljs's streaming reader (twice as fast as loading the workbook model, and it stops at the cap).
 */
export async function readFirstSheet(buffer: Buffer, maxRows: number): Promise<CellValue[][]> {
  if (buffer.length > XLSX_LIMITS.fileBytes) throw tooLarge();
  checkZipSizes(buffer);
  const rows: CellValue[][] = [];
  let filled = 0;
  let sheets = 0;
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([buffer]), {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      // Styles tell dates from numbers.
      styles: 'cache',
      worksheets: 'emit',
      entries: 'ignore',
    });
    for await (const sheet of reader) {
      // The first worksheet in the file is the orders; the template's lists sheet comes after it.
      if (sheets++ > 0) continue;
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
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
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw invalid();
  }
  if (sheets === 0) throw invalid();
  return Array.from(rows, (r) => r ?? []);
}
