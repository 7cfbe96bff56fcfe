const QUOTE = 34; // "
const COMMA = 44; // ,
const LF = 10;
const CR = 13;
const BOM = 0xfeff;

/** The index of the next comma or line break at or after `from` (the end of an unquoted field). */
function fieldEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === COMMA || code === LF || code === CR) return i;
  }
  return text.length;
}

/**
 * Reads a quoted field starting at the opening quote `start`; returns its value and the index
 * after it. A doubled quote is one quote; commas and line breaks inside are kept. Lenient where
 * spreadsheets are sloppy: text after the closing quote (`"ab"c`) is kept, and a quote that is
 * never closed runs to the end of the file.
 */
function quotedField(text: string, start: number): { value: string; next: number } {
  let value = '';
  let from = start + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote === -1) return { value: value + text.slice(from), next: text.length };
    value += text.slice(from, quote);
    if (text.charCodeAt(quote + 1) === QUOTE) {
      value += '"';
      from = quote + 2;
      continue;
    }
    const end = fieldEnd(text, quote + 1);
    return { value: value + text.slice(quote + 1, end), next: end };
  }
}

/**
 * Parses CSV text (RFC 4180) into records of fields, as text.
 * - Fields are separated by commas; records by CRLF, LF or a lone CR.
 * - A quoted field may hold commas, line breaks and doubled quotes: `"Ali, ""Abu Omar"""` is
 *   `Ali, "Abu Omar"`.
 * - A UTF-8 byte order mark (Excel's "CSV UTF-8") is dropped, and a line break at the very end
 *   does not make an empty last record.
 * parseCsv('name,phone\r\nSara,055\n') gives [['name', 'phone'], ['Sara', '055']].
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let i = text.charCodeAt(0) === BOM ? 1 : 0;
  if (i >= text.length) return records;
  let record: string[] = [];
  for (;;) {
    if (text.charCodeAt(i) === QUOTE) {
      const field = quotedField(text, i);
      record.push(field.value);
      i = field.next;
    } else {
      const end = fieldEnd(text, i);
      record.push(text.slice(i, end));
      i = end;
    }
    if (i >= text.length) {
      records.push(record);
      return records;
    }
    const code = text.charCodeAt(i);
    if (code === COMMA) {
      i += 1;
      // A comma at the very end leaves one more, empty, field.
      if (i >= text.length) {
        record.push('');
        records.push(record);
        return records;
      }
      continue;
    }
    i += code === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
    records.push(record);
    record = [];
    if (i >= text.length) return records;
  }
}
