import ExcelJS from 'exceljs';
import type { TestApp } from '../test/test-app';

export interface Download {
  status: number;
  contentType: string | undefined;
  disposition: string | undefined;
  cacheControl: string | undefined;
  body: Buffer;
}

/** Calls an export route as `token` and keeps the reply's bytes. */
export async function download(t: TestApp, url: string, token?: string): Promise<Download> {
  const response = await t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const header = (name: string) => response.headers[name]?.toString();
  return { status: response.statusCode, contentType: header('content-type'), disposition: header('content-disposition'), cacheControl: header('cache-control'), body: response.rawPayload };
}

/** A CSV file's records (RFC 4180: quoted fields, doubled quotes, CRLF), after its byte order mark. */
export function csvRecords(text: string): string[][] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field || record.length) records.push([...record, field]);
  return records;
}

/** A workbook's first sheet: its name, direction and rows of cell texts. */
export async function xlsxSheet(body: Buffer): Promise<{ name: string; rightToLeft: boolean; rows: string[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push(Array.from((row.values as unknown[]).slice(1), (value) => (value === null || value === undefined ? '' : String(value)))));
  // A row's empty cells at its end are not stored: pad each row to the header's width.
  const width = rows[0]?.length ?? 0;
  return { name: sheet.name, rightToLeft: Boolean(sheet.views[0]?.rightToLeft), rows: rows.map((row) => [...row, ...Array<string>(Math.max(0, width - row.length)).fill('')]) };
}
