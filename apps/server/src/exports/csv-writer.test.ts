import { csvLine, defused } from './csv-writer';
import { csvRecords } from './export-test-kit';

describe('csvLine', () => {
  it('quotes commas, quotes and line breaks, and reads back to the same cells', () => {
    const cells = ['Smile, Dental', 'Dr. "Sami"', 'two\nlines', 'عيادة الرياض', ''];
    const line = csvLine(cells);
    expect(line).toBe('"Smile, Dental","Dr. ""Sami""","two\nlines",عيادة الرياض,\r\n');
    expect(csvRecords(line)).toEqual([cells]);
  });

  it('writes numbers as numbers and nothing for an empty cell', () => {
    expect(csvLine([42, null, undefined, -3.5])).toBe('42,,,-3.5\r\n');
  });
});

describe('defused (a typed text never runs as a spreadsheet formula)', () => {
  it.each(['=HYPERLINK("http://x","y")', '+966500000000x', '-2+3', '@SUM(A1)', '\t=1'])('writes %j with a leading apostrophe', (text) => {
    expect(defused(text)).toBe(`'${text}`);
  });

  it('leaves names, phone numbers and signed numbers as they are', () => {
    for (const text of ['Smile Dental', '+966500000000', '-12.5', 'عيادة']) expect(defused(text)).toBe(text);
  });
});
