import ExcelJS from 'exceljs';

/** Spec section 9: exported sheets have columns 15 wide and rows 25 high. */
export const EXPORT_COLUMN_WIDTH = 15;
export const EXPORT_ROW_HEIGHT = 25;

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
