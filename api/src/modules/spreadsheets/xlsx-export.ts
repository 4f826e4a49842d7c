import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

/** Spec section 9: exported sheets have columns 15 wide and rows 25 high. */
export const EXPORT_COLUMN_WIDTH = 15;
export const EXPORT_ROW_HEIGHT = 25;

/** The number format of an amount cell: dinars with three decimals, as the money format shows them. */
export const DINARS_NUM_FMT = '#,##0.000';

/**
 * Millimes as the number of an amount cell (with DINARS_NUM_FMT). The one division of money off the
 * integers, at the export boundary, on purpose: a cell holds a double, so the reader's spreadsheet can sum
 * and sort it, and the double nearest to millimes / 1000 (below 2^53 millimes) always shows the same three
 * decimals. Text cells would be exact but useless for sums.
 */
export const dinarsCell = (millimes: number): number => millimes / 1000;

export interface ExportColumn<T> {
  header: string;
  value: (row: T) => string | number | Date | null;
  /** Wider than the default for long texts (addresses). */
  width?: number;
}

/**
 * An .xlsx of `rows` with a bold header row, the spec's column width and row height, the header frozen
 * and right to left for Arabic. Built on the server so the browser never loads a spreadsheet library.
 */
export async function exportSheet<T>(
  sheetName: string,
  columns: ExportColumn<T>[],
  rows: readonly T[],
  options: { rightToLeft?: boolean } = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Wolvo';
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft: options.rightToLeft ?? false }],
    properties: { defaultRowHeight: EXPORT_ROW_HEIGHT },
  });
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width ?? EXPORT_COLUMN_WIDTH,
  }));
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row) ?? ''));
  sheet.eachRow((row, n) => {
    row.height = EXPORT_ROW_HEIGHT;
    row.alignment = { vertical: 'middle', wrapText: n > 1 };
    if (n === 1) row.font = { bold: true };
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Answers a spreadsheet as a download named `{prefix}-{yyyymmdd-hhmm}.xlsx`. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * An .xlsx written as a stream while `batches` are read (a title row, the header, then the rows), with
 * the spec's column width and row height, right to left for Arabic. Memory stays flat at any size.
 */
export function streamSheet<T>(
  sheetName: string,
  title: string,
  columns: ExportColumn<T>[],
  batches: AsyncIterable<readonly T[]>,
  options: { rightToLeft?: boolean; numFmt?: Record<number, string> } = {},
): PassThrough {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  workbook.creator = 'Wolvo';
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 2, rightToLeft: options.rightToLeft ?? false }],
    properties: { defaultRowHeight: EXPORT_ROW_HEIGHT },
  });
  sheet.columns = columns.map((c) => ({ width: c.width ?? EXPORT_COLUMN_WIDTH }));
  const heading = sheet.addRow([title]);
  heading.font = { bold: true, size: 14 };
  heading.height = EXPORT_ROW_HEIGHT;
  heading.commit();
  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  header.height = EXPORT_ROW_HEIGHT;
  header.alignment = { vertical: 'middle' };
  header.commit();
  void (async () => {
    for await (const rows of batches) {
      for (const item of rows) {
        const row = sheet.addRow(columns.map((c) => c.value(item) ?? ''));
        row.height = EXPORT_ROW_HEIGHT;
        row.alignment = { vertical: 'middle' };
        for (const [cell, format] of Object.entries(options.numFmt ?? {}))
          row.getCell(Number(cell)).numFmt = format;
        row.commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}
