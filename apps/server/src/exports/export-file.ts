import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportFormat, Label, Locale } from '@mk/contracts';
import { csvLine, UTF8_BOM } from './csv-writer';
import type { ExportColumn } from './export-cells';

export interface ExportSheet<Row> {
  /** The sheet's name in the workbook (at most 31 characters, Excel's limit). */
  title: Label;
  columns: readonly ExportColumn<Row>[];
  locale: Locale;
}

/**
 * The rows of a list, page by page, as a repository reads them (`limit` and `offset`), until a short
 * page. The next page is asked for while this one is written, so the database and the writer work
 * side by side.
 */
export async function* pagedRows<Row>(read: (window: { limit: number; offset: number }) => Promise<Row[]>, pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<Row[]> {
  let next = read({ limit: pageSize, offset: 0 });
  for (let offset = 0; ; offset += pageSize) {
    const rows = await next;
    if (rows.length === pageSize) {
      next = read({ limit: pageSize, offset: offset + pageSize });
      // A reader that stops early (the client went away) leaves this one unawaited: not an unhandled rejection.
      next.catch(() => undefined);
    }
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
  }
}

/** Rows read per query while a file is written: memory stays at one page whatever the list's length. */
export const EXPORT_PAGE_SIZE = 1000;

function cellsOf<Row>(sheet: ExportSheet<Row>, row: Row) {
  return sheet.columns.map((column) => column.value(row, sheet.locale) ?? null);
}

async function* csvChunks<Row>(sheet: ExportSheet<Row>, pages: AsyncIterable<Row[]>): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(sheet.columns.map((column) => column.header[sheet.locale]));
  for await (const rows of pages) yield rows.map((row) => csvLine(cellsOf(sheet, row))).join('');
}

/** Writes the workbook into `out` as its rows arrive (exceljs's streaming writer: each row leaves memory once committed). */
async function writeWorkbook<Row>(sheet: ExportSheet<Row>, pages: AsyncIterable<Row[]>, out: PassThrough): Promise<void> {
  // No styles: they cost more than half the writing time (100,000 rows: 4.8-5.4 s with, 1.8-2.1 s without).
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheet.title[sheet.locale].slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft: sheet.locale === 'ar' }],
  });
  worksheet.columns = sheet.columns.map((column, index) => ({ key: String(index), header: column.header[sheet.locale], width: Math.max(12, column.header[sheet.locale].length + 4) }));
  for await (const rows of pages) {
    for (const row of rows) worksheet.addRow(cellsOf(sheet, row)).commit();
    // Lets the reply drain what this page wrote before the next page is read.
    if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
  }
  worksheet.commit();
  await workbook.commit();
}

/** The file's bytes as a stream: CSV (UTF-8 with its byte order mark) or XLSX. A failure mid-way ends the stream with the error. */
export function exportFile<Row>(format: ExportFormat, sheet: ExportSheet<Row>, pages: AsyncIterable<Row[]>): Readable {
  if (format === 'csv') return Readable.from(csvChunks(sheet, pages), { objectMode: false });
  const out = new PassThrough();
  writeWorkbook(sheet, pages, out).catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
