import { validCsv } from '../test/csv-fixtures';
import { parseCsv } from './csv-parser';

describe('parseCsv (RFC 4180)', () => {
  it('splits records on LF, CRLF and a lone CR, and ignores the last line break', () => {
    expect(parseCsv('a,b\nc,d\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsv('a,b\r\nc,d\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsv('a,b\rc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('drops the UTF-8 byte order mark Excel writes, so the first header reads right', () => {
    expect(parseCsv('\uFEFFname,phone\r\nسارة,055')).toEqual([
      ['name', 'phone'],
      ['سارة', '055'],
    ]);
  });

  it('keeps commas, line breaks and doubled quotes inside quoted fields', () => {
    expect(parseCsv('name,notes\r\n"Ali, Omar","said ""hi""\r\nthen left"\r\n')).toEqual([
      ['name', 'notes'],
      ['Ali, Omar', 'said "hi"\r\nthen left'],
    ]);
  });

  it('keeps empty fields, including at the end of a record and of the file', () => {
    expect(parseCsv('a,,c\n,,\n"",x,')).toEqual([
      ['a', '', 'c'],
      ['', '', ''],
      ['', 'x', ''],
    ]);
  });

  it('keeps a line break inside a quoted field in its cell, not as a new row', () => {
    expect(parseCsv('name,address\n"Sara","12 King Fahd Rd\nRiyadh"\nOmar,Jeddah\n')).toEqual([
      ['name', 'address'],
      ['Sara', '12 King Fahd Rd\nRiyadh'],
      ['Omar', 'Jeddah'],
    ]);
  });

  it('runs a quote never closed to the end of the file, and keeps a stray quote as text', () => {
    expect(parseCsv('a,b\n"open,end')).toEqual([['a', 'b'], ['open,end']]);
    // RFC 4180 reading (papaparse): a quote that does not end its field is part of the text.
    expect(parseCsv('"ab"c,d')).toEqual([['ab"c,d']]);
  });

  it('gives nothing for an empty file, and one empty record for a blank line inside', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF')).toEqual([]);
    expect(parseCsv('a\n\nb')).toEqual([['a'], [''], ['b']]);
  });

  it('reads 100,000 rows, every field in its place', () => {
    const text = validCsv(100_000, '\r\n');
    const records = parseCsv(text);
    expect(records).toHaveLength(100_001);
    expect(records[0]).toEqual(['name', 'phone', 'national_id', 'date_of_birth']);
    expect(records[1]).toEqual(['Patient Omar', '0500000000', expect.stringMatching(/^1\d{9}$/), '1990-01-15']);
    expect(records[100_000][1]).toBe('0500099999');
    expect(records.every((record) => record.length === 4)).toBe(true);
  });
});
