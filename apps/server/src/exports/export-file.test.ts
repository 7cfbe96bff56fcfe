import { buffer, text } from 'node:stream/consumers';
import { exportFile, pagedRows } from './export-file';
import { riyadhDateTime } from './export-cells';
import { csvRecords, xlsxSheet } from './export-test-kit';

const sheet = {
  title: { en: 'Numbers', ar: 'الأرقام' },
  locale: 'en' as const,
  columns: [
    { header: { en: 'N', ar: 'ر' }, value: (row: number) => row },
    { header: { en: 'Half', ar: 'نصف' }, value: (row: number) => (row % 2 === 0 ? `${row / 2}` : null) },
  ],
};

describe('pagedRows', () => {
  it('reads page after page until a short one, never a page past the end', async () => {
    const windows: string[] = [];
    const read = async ({ limit, offset }: { limit: number; offset: number }) => {
      windows.push(`${offset}+${limit}`);
      return Array.from({ length: Math.max(0, Math.min(limit, 7 - offset)) }, (_, index) => offset + index);
    };
    const pages: number[][] = [];
    for await (const page of pagedRows(read, 3)) pages.push(page);
    expect(pages).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
    expect(windows).toEqual(['0+3', '3+3', '6+3']);
  });
});

async function* pagesOf(...pages: number[][]) {
  for (const page of pages) yield page;
}

describe('exportFile', () => {
  it('writes a CSV with its byte order mark, one header line and one line per row across pages', async () => {
    const bytes = await buffer(exportFile('csv', sheet, pagesOf([1, 2], [3, 4])));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString('utf8');
    expect(csv.startsWith('\uFEFFN,Half\r\n')).toBe(true);
    expect(csvRecords(csv)).toEqual([['N', 'Half'], ['1', ''], ['2', '1'], ['3', ''], ['4', '2']]);
  });

  it('writes an XLSX workbook with the same cells', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of exportFile('xlsx', { ...sheet, locale: 'ar' }, pagesOf([1, 2], [3]))) chunks.push(chunk as Buffer);
    const workbook = await xlsxSheet(Buffer.concat(chunks));
    expect(workbook).toEqual({ name: 'الأرقام', rightToLeft: true, rows: [['ر', 'نصف'], ['1', ''], ['2', '1'], ['3', '']] });
  });

  it('ends the stream with the error when a page cannot be read', async () => {
    async function* failing() {
      yield [1];
      throw new Error('the database went away');
    }
    await expect(text(exportFile('csv', sheet, failing()))).rejects.toThrow('the database went away');
  });
});

describe('riyadhDateTime', () => {
  it('writes a moment on the Riyadh clock, which can be the next day', () => {
    expect(riyadhDateTime('2026-11-28T21:30:00.000Z')).toBe('2026-11-29 00:30');
    expect(riyadhDateTime(null)).toBe('');
  });
});
