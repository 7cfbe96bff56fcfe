/**
 * Test data for the patients CSV import: valid Saudi ids and mobiles unique to a run, Arabic-Indic
 * digits, and CSV files written the way Excel's "CSV UTF-8" writes them (a byte order mark, CRLF).
 */

/**
 * The mod-10 check of Saudi national and residence ids, a copy of `passesNationalIdChecksum` in
 * packages/validators/src/national-id.rule.ts (this package cannot import @mk/validators): digits
 * at even positions (0, 2, ..., 8) are doubled and their digits summed, the others added as they
 * are; the total must be a multiple of 10. 1000000008: 2 + 8 = 10, valid.
 */
export function passesNationalIdChecksum(id: string): boolean {
  let sum = 0;
  for (let i = 0; i < id.length; i += 1) {
    const digit = Number(id[i]);
    if (i % 2 === 0) {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += digit;
    }
  }
  return sum % 10 === 0;
}

/**
 * A valid national id '19' + 7 digits + check digit. The seed's ids all start with '10', so an id
 * from here is never a demo patient's.
 */
export function validNationalId(serial: number): string {
  const body = `19${String(serial % 1e7).padStart(7, '0')}`;
  for (let check = 0; check <= 9; check += 1) if (passesNationalIdChecksum(`${body}${check}`)) return `${body}${check}`;
  throw new Error('unreachable: one check digit always fits');
}

/** The same id with its check digit changed, so it fails the checksum. */
export function invalidNationalId(serial: number): string {
  const valid = validNationalId(serial);
  const wrong = (Number(valid[9]) + 1) % 10;
  return `${valid.slice(0, 9)}${wrong}`;
}

/** A Saudi mobile '055' + 7 digits (the seed's mobiles start with '054'). */
export const mobileNumber = (serial: number) => `055${String(serial % 1e7).padStart(7, '0')}`;

/** A number that differs between runs, leaving room for 100 rows under it. */
export const runSerial = () => (Date.now() % 100_000) * 100;

/** Western digits written with Arabic-Indic ones: '055' -> '٠٥٥'. */
export const arabicDigits = (text: string) => text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

/** Letters standing for the digits of `n` ('307' -> 'Dah'), for English names unique to a run: the CSV name rule forbids digits. */
export function lettersFor(n: number): string {
  const letters = String(n).replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]);
  return letters.charAt(0).toUpperCase() + letters.slice(1);
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** CSV text as Excel's "CSV UTF-8" saves it: a UTF-8 byte order mark, CRLF line ends, quoted fields where needed. */
export function excelCsv(rows: string[][]): Buffer {
  const text = rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
}
