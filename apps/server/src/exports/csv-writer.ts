import type { Cell } from './export-cells';

/** Excel reads a CSV file as UTF-8 only when it starts with the byte order mark; without it Arabic is garbled. */
export const UTF8_BOM = '\uFEFF';

/**
 * A text that a spreadsheet would run as a formula (`=HYPERLINK(...)`, `+1`, `-2+3`, `@SUM`, or a
 * tab or carriage return before one) is written with a leading apostrophe: a name typed into a form
 * must stay text in the ADMIN's spreadsheet (OWASP's CSV injection advice). Plain numbers are numbers.
 */
export function defused(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
}

function field(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  const text = typeof cell === 'number' ? String(cell) : defused(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record (RFC 4180: fields with commas, quotes or line breaks quoted, CRLF at the end). */
export function csvLine(cells: readonly (Cell | undefined)[]): string {
  return `${cells.map(field).join(',')}\r\n`;
}
