import Papa from 'papaparse';

const endsWithLineBreak = (text: string) => /[\r\n]$/.test(text);

/**
 * Parses CSV text into records of fields, as text, with papaparse (RFC 4180: quoted fields may
 * hold commas, line breaks and doubled quotes; CRLF, LF or CR line breaks; Excel's UTF-8 byte
 * order mark is dropped). Runs in the CSV worker, so a large file never blocks the page.
 * parseCsv('name,phone\r\nSara,055\n') gives [['name', 'phone'], ['Sara', '055']].
 */
export function parseCsv(text: string): string[][] {
  // The delimiter is fixed: a one-column file or an Arabic header must not be guessed as `;`-separated.
  const { data } = Papa.parse<string[]>(text, { delimiter: ',', header: false, skipEmptyLines: false });
  // papaparse reads a final line break as one more, empty, record; a spreadsheet's last line is
  // not a row. Blank lines inside are kept: they still count in the row numbers the user sees.
  const last = data[data.length - 1];
  if (last && last.length === 1 && last[0] === '' && endsWithLineBreak(text)) data.pop();
  return data;
}
